import { describeCategory, type Question } from '@pill/proto/question';
import { ChevronDown, ChevronRight, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState, Skeleton } from '../../../components/ui/feedback';
import { Label } from '../../../components/ui/field';
import { paths } from '../../../lib/paths';
import { groupByCategory } from '../../questions/lib/question-form';

type Props = {
  questions: readonly Question[] | undefined;
  categories: readonly string[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  failed?: boolean;
};

/** Choose Questions: a category filter and one collapsible card per category. */
export function QuestionPicker({ questions, categories, selected, onToggle, failed }: Props) {
  const [filter, setFilter] = useState('all');
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const visible = (questions ?? []).filter((q) => filter === 'all' || q.category === filter);
  const groups = groupByCategory(visible);
  // "Default" only tells questions apart when the owner has written some of their own.
  const markDefaults = (questions ?? []).some((q) => !q.isDefault);

  return (
    <section aria-labelledby="choose-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="choose-title" className="text-lg font-semibold text-slate-900">
          Choose Questions
        </h2>
        <Link to={paths.manageQuestions} className={buttonClass('outline', 'sm')}>
          <Settings className="h-4 w-4" aria-hidden />
          Manage Questions
        </Link>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="category-filter">Category</Label>
        <select
          id="category-filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className={`h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm ${focusRing}`}
        >
          <option value="all">All Categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {failed ? (
        <Card>
          <EmptyState title="Could not load questions">Please reload the page to try again.</EmptyState>
        </Card>
      ) : !questions ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading questions">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : groups.length === 0 ? (
        <Card>
          <EmptyState title="No questions found">
            {filter === 'all'
              ? 'No questions are available yet. Add some in Manage Questions.'
              : `There are no questions in the ${filter} category yet.`}
          </EmptyState>
        </Card>
      ) : (
        groups.map(([category, list]) => {
          const isOpen = open[category] ?? (filter !== 'all' || category === groups[0]![0]);
          const chosen = list.filter((q) => selected.includes(q.id)).length;
          const panelId = `category-${category.replace(/\W+/g, '-')}`;
          return (
            <Card key={category}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((o) => ({ ...o, [category]: !isOpen }))}
                className={`flex w-full items-center gap-3 rounded-xl p-4 text-left ${focusRing}`}
              >
                {isOpen ? (
                  <ChevronDown className="h-4 w-4 shrink-0" aria-hidden />
                ) : (
                  <ChevronRight className="h-4 w-4 shrink-0" aria-hidden />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium capitalize text-slate-900">{category}</span>
                  <span className="block text-xs text-slate-600">{describeCategory(category)}</span>
                </span>
                <Badge tone={chosen > 0 ? 'accent' : 'neutral'} aria-label={`${chosen} of ${list.length} selected`}>
                  {chosen}/{list.length}
                </Badge>
              </button>
              {isOpen && (
                <ul id={panelId} className="space-y-1 border-t border-slate-100 p-2">
                  {list.map((q) => {
                    const id = `pick-${q.id}`;
                    return (
                      <li key={q.id} className="flex items-start gap-3 rounded-md p-2 hover:bg-slate-50">
                        <input
                          id={id}
                          type="checkbox"
                          checked={selected.includes(q.id)}
                          onChange={() => onToggle(q.id)}
                          aria-describedby={q.subtext ? `${id}-hint` : undefined}
                          className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
                        />
                        <div className="min-w-0 flex-1 text-sm">
                          <label htmlFor={id} className="cursor-pointer text-slate-900">
                            {q.text}
                          </label>
                          {markDefaults && q.isDefault && (
                            <Badge tone="neutral" className="ml-2 align-middle">
                              Default
                            </Badge>
                          )}
                          {q.subtext && (
                            <span id={`${id}-hint`} className="mt-0.5 block text-xs text-slate-600">
                              {q.subtext}
                            </span>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Card>
          );
        })
      )}
    </section>
  );
}
