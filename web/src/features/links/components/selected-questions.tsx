import type { Question } from '@pill/proto/question';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type Props = {
  selected: readonly string[];
  byId: ReadonlyMap<string, Question>;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (id: string) => void;
};

/** The pill's questions in the order respondents will see them. */
export function SelectedQuestions({ selected, byId, onMove, onRemove }: Props) {
  if (selected.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        No questions selected yet. Choose some on the right.
      </p>
    );
  }
  return (
    <ol className="max-h-[15rem] space-y-2 overflow-y-auto pr-1" aria-label="Selected questions">
      {selected.map((id, index) => {
        const text = byId.get(id)?.text ?? 'Question unavailable';
        return (
          <li key={id} className="flex items-start gap-2 rounded-md border border-slate-200 bg-white p-2 text-sm">
            <span className="mt-1.5 w-6 shrink-0 text-right font-medium text-slate-600">{index + 1}.</span>
            <span className="min-w-0 flex-1 break-words py-1">{text}</span>
            <div className="flex shrink-0">
              <Button variant="ghost" size="icon" aria-label={`Move up: ${text}`} disabled={index === 0} onClick={() => onMove(index, -1)}>
                <ArrowUp className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move down: ${text}`}
                disabled={index === selected.length - 1}
                onClick={() => onMove(index, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Remove: ${text}`} onClick={() => onRemove(id)}>
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
