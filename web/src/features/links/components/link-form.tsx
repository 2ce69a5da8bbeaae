import type { Question } from '@pill/proto/question';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../hooks/toast-store';
import { useCategories } from '../../questions/api/get-categories';
import { useQuestions } from '../../questions/api/get-questions';
import { checkClosing, type ClosingBody, type ClosingErrors, type ClosingValues } from '../lib/closing-fields';
import { checkLinkForm, defaultSelection, moveQuestion, toggleQuestion, type LinkFormBody } from '../lib/link-form';
import { ClosingFields } from './closing-fields';
import { MinResponsesField } from './min-responses-field';
import { QuestionPicker } from './question-picker';
import { SelectedQuestions } from './selected-questions';

// A field focused from the keyboard scrolls clear of the sticky button instead of behind it.
const FORM = 'space-y-5 [&_:is(input,textarea,select,button)]:scroll-mb-24';
const STICKY_SUBMIT = 'sticky bottom-0 z-10 -mx-5 -mb-5 rounded-b-xl border-t border-slate-200 bg-white px-5 py-4';

export type LinkFormValues = { title: string; subtitle: string; questionIds: string[]; minResponses: number; closing: ClosingValues };

type Props = {
  initial: LinkFormValues;
  /** A new pill starts with two general questions once the library loads. */
  preselect: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The pill's closing time as saved, which may stay although it has passed. */
  savedClosesAt?: string;
  onSubmit: (body: LinkFormBody & ClosingBody) => void;
};

export function LinkForm({ initial, preselect, submitLabel, pendingLabel, pending, savedClosesAt, onSubmit }: Props) {
  const questions = useQuestions();
  const categories = useCategories();
  const [title, setTitle] = useState(initial.title);
  const [subtitle, setSubtitle] = useState(initial.subtitle);
  const [selected, setSelected] = useState<string[]>(initial.questionIds);
  const [closing, setClosing] = useState(initial.closing);
  const [closingErrors, setClosingErrors] = useState<ClosingErrors>({});
  const [minResponses, setMinResponses] = useState(String(initial.minResponses));
  const [minResponsesError, setMinResponsesError] = useState<string | undefined>(undefined);
  const preselected = useRef(!preselect);
  const byId = useMemo(() => new Map<string, Question>((questions.data ?? []).map((q) => [q.id, q])), [questions.data]);

  useEffect(() => {
    if (preselected.current || !questions.data) return;
    preselected.current = true;
    setSelected((current) => (current.length === 0 ? defaultSelection(questions.data) : current));
  }, [questions.data]);

  const toggle = (id: string) => {
    const result = toggleQuestion(selected, id);
    if (result.limitReached) toast({ title: 'Limit Reached', description: 'You can select up to 10 questions per feedback form.' });
    setSelected(result.selected);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLinkForm({ title, subtitle, selected, minResponses });
    setMinResponsesError(check.ok || check.field !== 'minResponses' ? undefined : check.message);
    if (!check.ok) {
      if (check.field !== 'minResponses') toast({ title: 'Error', description: check.message, variant: 'destructive' });
      return;
    }
    const rules = checkClosing(closing, new Date(), { closesAt: savedClosesAt });
    setClosingErrors(rules.ok ? {} : rules.errors);
    if (rules.ok) onSubmit({ ...check.body, ...rules.body });
  };

  const categoryNames = categories.data ?? [...new Set((questions.data ?? []).map((q) => q.category))];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="h-fit p-5">
        <form onSubmit={submit} noValidate className={FORM}>
          <div className="space-y-1.5">
            <Label htmlFor="pill-title">Pill Title</Label>
            <Textarea id="pill-title" rows={2} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="pill-subtitle">Sub title</Label>
            <Textarea id="pill-subtitle" rows={3} value={subtitle} onChange={(e) => setSubtitle(e.target.value)} maxLength={500} />
          </div>
          <MinResponsesField value={minResponses} onChange={setMinResponses} error={minResponsesError} />
          <SelectedQuestions
            selected={selected}
            byId={byId}
            onMove={(index, direction) => setSelected((s) => moveQuestion(s, index, direction))}
            onRemove={(id) => setSelected((s) => s.filter((x) => x !== id))}
          />
          <ClosingFields values={closing} errors={closingErrors} onChange={setClosing} />
          {/* The button rides along the viewport's bottom edge while the form is taller than the screen. */}
          <div className={STICKY_SUBMIT}>
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </Card>
      <QuestionPicker
        questions={questions.data}
        categories={categoryNames}
        selected={selected}
        onToggle={toggle}
        failed={questions.isError}
      />
    </div>
  );
}
