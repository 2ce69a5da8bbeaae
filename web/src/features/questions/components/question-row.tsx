import type { Question } from '@pill/proto/question';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatDate } from '../../../lib/format';

type Props = { question: Question; onEdit: (q: Question) => void; onDelete: (q: Question) => void };

export function QuestionRow({ question, onEdit, onDelete }: Props) {
  const editTip = question.isDefault ? 'Edit default question' : 'Edit question';
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="break-words text-slate-900">
          {question.text}
          {question.isDefault && <Badge className="ml-2 align-middle">Default</Badge>}
        </p>
        {question.subtext && <p className="mt-0.5 break-words text-sm italic text-slate-600">{question.subtext}</p>}
        <p className="mt-1 text-xs text-slate-600">Created {formatDate(question.createdAt)}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Tooltip content={editTip}>
          <Button variant="ghost" size="icon" aria-label={`${editTip}: ${question.text}`} onClick={() => onEdit(question)}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
        </Tooltip>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete question: ${question.text}`} className="text-red-700 hover:bg-red-50">
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          }
          title="Delete this question?"
          description="It will no longer be offered for new pills. This cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => onDelete(question)}
        />
      </div>
    </li>
  );
}
