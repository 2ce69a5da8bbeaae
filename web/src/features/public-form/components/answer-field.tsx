import { LIMITS } from '@pill/proto/limits';
import type { ReactNode } from 'react';
import { Textarea } from '../../../components/ui/field';
import { answerFieldId } from '../lib/refusal';
import { CharacterCount, describedBy, FieldError, nearLimit } from './field-parts';

type Props = {
  question: { id: string; text: string; subtext?: string };
  /** Its place in the form, from 0. */
  index: number;
  value: string;
  error?: string;
  /** The "This could identify you" note under this answer, rendered with the id `{field id}-identifying`. */
  note?: ReactNode;
  onChange: (value: string) => void;
};

/** One question: its text at least as prominent as the answer typed under it. */
export function AnswerField({ question, index, value, error, note, onChange }: Props) {
  const id = answerFieldId(question.id);
  const limit = LIMITS.maxResponseLength;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block break-words text-base font-semibold text-slate-900 sm:text-lg">
        Q{index + 1}: {question.text}
      </label>
      {question.subtext && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {question.subtext}
        </p>
      )}
      <Textarea
        id={id}
        rows={3}
        maxLength={limit}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          question.subtext && `${id}-hint`,
          error && `${id}-error`,
          Boolean(note) && `${id}-identifying`,
          nearLimit(value.length, limit) && `${id}-count`,
        )}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Share your thoughts..."
      />
      <FieldError id={`${id}-error`} message={error} />
      {note}
      <CharacterCount id={`${id}-count`} length={value.length} limit={limit} />
    </div>
  );
}
