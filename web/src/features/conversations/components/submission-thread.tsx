import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useOwnerReply, useThread, useThreads } from '../api/owner-threads';
import { MessageList } from './message-list';
import { ReplyBox } from './reply-box';

/** One submission's conversation on the insights page: closed until opened, marked when the respondent wrote. */
export function SubmissionThread({ submissionId }: { submissionId: string }) {
  const { id: linkId = '' } = useParams();
  const [open, setOpen] = useState(false);
  const summary = useThreads(linkId).data?.find((t) => t.submissionId === submissionId);
  const thread = useThread(linkId, submissionId, open);
  const reply = useOwnerReply(linkId, submissionId);
  const label = summary ? `Conversation (${summary.messageCount})` : 'Reply to this respondent';

  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
        {summary?.unread && <span className="ml-2 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">New reply</span>}
      </Button>
      {open && (
        <div className="mt-2 space-y-3">
          {thread.isPending ? (
            <p className="text-sm text-slate-600">Loading messages...</p>
          ) : thread.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The messages could not be loaded. Close and open the conversation to try again.
            </p>
          ) : (
            <MessageList messages={thread.data} viewer="owner" />
          )}
          <ReplyBox
            label="Your reply (the respondent stays anonymous)"
            sending={reply.isPending}
            onSend={(text) => reply.mutateAsync(text)}
          />
        </div>
      )}
    </div>
  );
}
