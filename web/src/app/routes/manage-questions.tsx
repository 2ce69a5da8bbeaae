import type { Question } from '@pill/proto/question';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../components/layout/app-header';
import { Button, buttonClass, focusRing } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { EmptyState, Skeleton } from '../../components/ui/feedback';
import { Label } from '../../components/ui/field';
import { RequireUser } from '../../features/auth/components/require-user';
import { useCreateQuestion } from '../../features/questions/api/create-question';
import { useDeleteQuestion } from '../../features/questions/api/delete-question';
import { useCategories } from '../../features/questions/api/get-categories';
import { useQuestions } from '../../features/questions/api/get-questions';
import { useUpdateQuestion } from '../../features/questions/api/update-question';
import { QuestionDialog } from '../../features/questions/components/question-dialog';
import { QuestionRow } from '../../features/questions/components/question-row';
import { groupByCategory } from '../../features/questions/lib/question-form';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';
import { plural } from '../../lib/format';
import { paths } from '../../lib/paths';

function ManageQuestions() {
  const questions = useQuestions();
  const categories = useCategories();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const [filter, setFilter] = useState('all');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Question | null>(null);
  const categoryNames = categories.data ?? [...new Set((questions.data ?? []).map((q) => q.category))];
  const groups = groupByCategory((questions.data ?? []).filter((q) => filter === 'all' || q.category === filter));

  return (
    <main className="fade-in mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Manage Questions</h1>
        <p className="text-sm text-slate-600">Keep your question library tidy. Edits only affect your own pills.</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Your Questions</h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="manage-filter" className="sr-only">
              Category
            </Label>
            <select
              id="manage-filter"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className={`h-10 rounded-md border border-slate-300 bg-white px-3 text-sm ${focusRing}`}
            >
              <option value="all">All Categories</option>
              {categoryNames.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Question
          </Button>
        </div>
      </div>
      {questions.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading questions">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : questions.isError ? (
        <Card>
          <EmptyState title="Could not load questions">Please reload the page to try again.</EmptyState>
        </Card>
      ) : groups.length === 0 ? (
        <Card>
          <EmptyState title="No questions found">
            {filter === 'all' ? 'Get started by creating your first custom question.' : `No questions in the ${filter} category yet.`}
          </EmptyState>
        </Card>
      ) : (
        groups.map(([category, list]) => (
          <Card key={category}>
            <CardHeader className="flex-row items-center justify-between">
              <h3 className="font-semibold capitalize text-slate-900">{category}</h3>
              <Badge tone="accent">{plural(list.length, 'question')}</Badge>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-slate-100">
                {list.map((q) => (
                  <QuestionRow key={q.id} question={q} onEdit={setEditing} onDelete={(x) => remove.mutate(x.id)} />
                ))}
              </ul>
            </CardContent>
          </Card>
        ))
      )}
      <QuestionDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create New Question"
        description="Add a question to your library. You can use it in any of your pills."
        submitLabel="Create Question"
        pendingLabel="Creating..."
        pending={create.isPending}
        categories={categoryNames}
        onSubmit={(body, reset) =>
          create.mutate(body, {
            onSuccess: () => {
              reset();
              setCreating(false);
            },
          })
        }
      />
      <QuestionDialog
        key={editing?.id ?? 'none'}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit Question"
        description="Make changes to your question. This will only affect your feedback links."
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={update.isPending}
        categories={categoryNames}
        initial={editing ? { text: editing.text, subtext: editing.subtext ?? '', category: editing.category, newCategory: '' } : undefined}
        onSubmit={(body) => editing && update.mutate({ id: editing.id, body }, { onSuccess: () => setEditing(null) })}
      />
    </main>
  );
}

export default function ManageQuestionsRoute() {
  usePageTitle(pageTitle('Manage Questions'));
  return (
    <RequireUser>
      {() => (
        <div className="min-h-screen bg-slate-50">
          <AppHeader>
            <Link to={paths.home} className={buttonClass('ghost', 'sm')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to Dashboard
            </Link>
          </AppHeader>
          <ManageQuestions />
        </div>
      )}
    </RequireUser>
  );
}
