import { respondentName } from '@pill/proto/response-groups';
import type { OwnerResponse } from '@pill/proto/submission';
import { Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { SubmissionThread } from '../../conversations/components/submission-thread';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { plural } from '../../../lib/format';
import type { QuestionGroup, RespondentGroup } from '../../analytics/lib/grouping';
import { initials } from '../../analytics/lib/grouping';
import { distanceLabel } from '../../analytics/lib/relative-time';

export function DeleteResponseButton({ response, onDelete }: { response: OwnerResponse; onDelete: (id: string) => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label="Delete response" className="text-red-700 hover:bg-red-50">
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      }
      title="Delete this response?"
      description="The answer will be removed from your feedback and analytics. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => onDelete(response.id)}
    />
  );
}

export function RespondentGroups({ groups, now, onDelete }: { groups: RespondentGroup[]; now: Date; onDelete: (id: string) => void }) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.submissionId} className="rounded-lg border border-slate-200 p-4">
          <div className="mb-3 flex items-center gap-3">
            <span
              aria-hidden
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800"
            >
              {initials(group.name)}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="truncate font-medium text-slate-900">{group.name}</h3>
              <p className="text-xs text-slate-600">{distanceLabel(group.submittedAt, now)}</p>
            </div>
            <Badge>{plural(group.responses.length, 'response')}</Badge>
          </div>
          <ul className="space-y-3">
            {group.responses.map((r) => (
              <li key={r.id} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-slate-700">{r.question.text}</p>
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{r.response}</p>
                </div>
                <DeleteResponseButton response={r} onDelete={onDelete} />
              </li>
            ))}
          </ul>
          <SubmissionThread submissionId={group.submissionId} />
        </section>
      ))}
    </div>
  );
}

export function QuestionGroups({ groups, now, onDelete }: { groups: QuestionGroup[]; now: Date; onDelete: (id: string) => void }) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.questionId} className="rounded-lg border border-slate-200 p-4">
          <div className="mb-3 flex items-start justify-between gap-2">
            <h3 className="font-medium text-slate-900">{group.questionText}</h3>
            <Badge>{plural(group.responses.length, 'response')}</Badge>
          </div>
          <ul className="space-y-3">
            {group.responses.map((r) => (
              <li key={r.id} className="flex items-start gap-2 border-l-2 border-indigo-200 pl-3">
                <div className="min-w-0 flex-1">
                  <p className="text-xs text-slate-600">
                    {respondentName(r)} · {distanceLabel(r.submittedAt, now)}
                  </p>
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{r.response}</p>
                </div>
                <DeleteResponseButton response={r} onDelete={onDelete} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
