import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/button';
import { Input, Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../hooks/toast-store';
import { checkQuestionDraft, EMPTY_DRAFT, type QuestionDraft } from '../lib/question-form';
import { dialogPanel } from '../../../components/ui/dialog-panel';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  categories: readonly string[];
  /** The values the form starts from (give the dialog a new key to start again). */
  initial?: QuestionDraft;
  onSubmit: (body: { text: string; subtext?: string; category: string }, reset: () => void) => void;
};

export function QuestionDialog(props: Props) {
  const { open, onOpenChange, title, description, submitLabel, pendingLabel, pending, categories, initial, onSubmit } = props;
  const [draft, setDraft] = useState<QuestionDraft>(initial ?? EMPTY_DRAFT);
  const [problem, setProblem] = useState('');
  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setProblem('');
  };
  const set = (patch: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkQuestionDraft(draft);
    if (!check.ok) {
      toast({ title: 'Error', description: check.message, variant: 'destructive' });
      setProblem(check.message);
      return;
    }
    setProblem('');
    onSubmit(check.body, reset);
  };
  const cancel = () => {
    reset();
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className={dialogPanel('max-h-[90vh] max-w-lg overflow-y-auto')}>
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            {problem && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {problem}
              </p>
            )}
            <div className="space-y-1.5">
              <Label htmlFor="question-text">Question Text</Label>
              <Textarea id="question-text" rows={2} maxLength={300} value={draft.text} onChange={(e) => set({ text: e.target.value })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="question-subtext">Subtext (Optional)</Label>
              <Input id="question-subtext" maxLength={500} value={draft.subtext} onChange={(e) => set({ subtext: e.target.value })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="question-category">Category</Label>
              <select
                id="question-category"
                value={draft.category}
                onChange={(e) => set({ category: e.target.value })}
                className={`h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm ${focusRing}`}
              >
                <option value="">Select a category</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              <Label htmlFor="question-new-category" className="block pt-1 text-xs font-normal text-slate-600">
                Or type a new category
              </Label>
              <Input
                id="question-new-category"
                maxLength={40}
                value={draft.newCategory}
                placeholder="e.g. teamwork"
                onChange={(e) => set({ newCategory: e.target.value })}
              />
            </div>
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </form>
          <Dialog.Close aria-label="Close" className={`absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100 ${focusRing}`}>
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
