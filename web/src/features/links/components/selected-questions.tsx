import { LIMITS } from '@pill/proto/limits';
import type { Question } from '@pill/proto/question';
import { ArrowDown, ArrowUp, X, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { focusAfter, type FocusTarget, type ItemAction } from '../lib/selected-focus';
import { ScrollFade } from './scroll-fade';

type Props = {
  selected: readonly string[];
  byId: ReadonlyMap<string, Question>;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (id: string) => void;
};

/** The pill's questions in the order respondents will see them. */
export function SelectedQuestions({ selected, byId, onMove, onRemove }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<FocusTarget | null>(null);

  // A moved row is re-inserted and a removed one is gone: either way the browser drops focus, so put it back.
  useLayoutEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (!target) return;
    if (target === 'heading') heading.current?.focus();
    else buttons.current.get(`${target.action}:${target.id}`)?.focus();
  }, [selected]);

  const button = (action: ItemAction, id: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${action}:${id}`, element);
    else buttons.current.delete(`${action}:${id}`);
  };
  const move = (index: number, direction: -1 | 1) => {
    pending.current = focusAfter(selected, { action: direction === -1 ? 'up' : 'down', index });
    onMove(index, direction);
  };
  const remove = (index: number) => {
    pending.current = focusAfter(selected, { action: 'remove', index });
    onRemove(selected[index]!);
  };

  return (
    <div className="space-y-2">
      <h2 ref={heading} tabIndex={-1} className="text-sm font-medium text-slate-800 outline-none">
        Selected Questions{' '}
        <span className="text-slate-600">
          ({selected.length}/{LIMITS.maxQuestionsPerLink})
        </span>
      </h2>
      {selected.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No questions selected yet. Choose some on the right.
        </p>
      ) : (
        <ScrollFade label="Selected questions" rows={selected.length}>
          {selected.map((id, index) => {
            const text = byId.get(id)?.text ?? 'Question unavailable';
            return (
              <li key={id} className="flex items-start gap-2 rounded-md border border-slate-200 bg-white p-2 text-sm">
                <span className="mt-1.5 w-6 shrink-0 text-right font-medium text-slate-600">{index + 1}.</span>
                <span className="min-w-0 flex-1 break-words py-1">{text}</span>
                <div className="flex shrink-0">
                  <RowButton
                    ref={button('up', id)}
                    label={`Move up: ${text}`}
                    icon={ArrowUp}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <RowButton
                    ref={button('down', id)}
                    label={`Move down: ${text}`}
                    icon={ArrowDown}
                    disabled={index === selected.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <RowButton ref={button('remove', id)} label={`Remove: ${text}`} icon={X} onClick={() => remove(index)} />
                </div>
              </li>
            );
          })}
        </ScrollFade>
      )}
    </div>
  );
}

type RowButtonProps = { ref: Ref<HTMLButtonElement>; label: string; icon: LucideIcon; disabled?: boolean; onClick: () => void };

/** One of a row's icon buttons, named for what it does to which question. */
function RowButton({ ref, label, icon: Icon, disabled, onClick }: RowButtonProps) {
  return (
    <Button ref={ref} variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
