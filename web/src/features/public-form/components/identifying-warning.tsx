// Loaded at the first submit, not with the page: the public form's first load has a size budget.
import { forwardRef } from 'react';
import { Button } from '../../../components/ui/button';
import { DETAIL_REASONS, findIdentifyingDetails } from '../lib/identifying-details';

export const WARNING_TITLE = 'This could identify you';

export { findIdentifyingDetails };

/** The ids of the questions whose answers hold identifying details, in the form's order. */
export const flaggedQuestions = (questionIds: string[], answerOf: (id: string) => string, ownName: string) =>
  questionIds.filter((id) => findIdentifyingDetails(answerOf(id), ownName).length > 0);

/** Under one answer: each flagged piece, highlighted, with why it may give the writer away. */
export function IdentifyingNote({ id, text, ownName }: { id: string; text: string; ownName: string }) {
  const details = findIdentifyingDetails(text, ownName);
  if (details.length === 0) return null;
  return (
    <div id={id} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{WARNING_TITLE}</p>
      <ul className="mt-1 space-y-1">
        {details.map(({ kind, start, end }) => (
          <li key={start} className="break-words">
            <mark className="rounded bg-amber-200 px-1 text-amber-950">{text.slice(start, end)}</mark> {DETAIL_REASONS[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}

type WarningProps = { flagged: number; onEdit: () => void; onSendAnyway: () => void; disabled: boolean };

/** Above the submit button, focused when it appears: the respondent edits or sends anyway. */
export const IdentifyingWarning = forwardRef<HTMLElement, WarningProps>(function IdentifyingWarning(
  { flagged, onEdit, onSendAnyway, disabled },
  ref,
) {
  const answers = flagged === 1 ? 'One of your answers mentions' : `${flagged} of your answers mention`;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="identifying-warning-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <h2 id="identifying-warning-title" className="text-base font-semibold">
        {WARNING_TITLE}
      </h2>
      <p className="mt-1">
        {answers} details that often show who wrote them, marked under each answer. Edit them to stay anonymous, or send anyway.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit}>
          Edit answers
        </Button>
        <Button onClick={onSendAnyway} disabled={disabled}>
          Send anyway
        </Button>
      </div>
    </section>
  );
});
