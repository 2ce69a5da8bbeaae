import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, useConversation, useEraseConversation, useRespondentReply } from '../api/public-conversation';
import { ConversationNotice } from './conversation-notice';
import { MessageList } from './message-list';
import { ReplyBox } from './reply-box';

/** The receipt page: the respondent's answers, the owner's replies, a reply box and erasure, with no account. */
export function RespondentConversation({ code }: { code: string }) {
  const conversation = useConversation(code);
  const reply = useRespondentReply(code);
  const erase = useEraseConversation(code);
  const [eraseError, setEraseError] = useState<string | null>(null);

  if (erase.isSuccess)
    return (
      <ConversationNotice
        title="Your answers are deleted"
        text="Your answers and this conversation are gone for good. This link no longer works."
      >
        <Link to="/" className={buttonClass('primary', 'md', 'mt-4')}>
          Go to the home page
        </Link>
      </ConversationNotice>
    );
  if (conversation.isPending) return <PageSpinner label="Loading your answers..." />;
  if (conversation.isError) {
    const limited = conversation.error instanceof ApiError && conversation.error.status === 429;
    return (
      <ConversationNotice
        role="alert"
        title={limited ? 'Too many tries' : 'Nothing found at this link'}
        text={
          limited
            ? 'Please wait a minute, then reload the page.'
            : 'Check that you copied the whole link. Deleted answers cannot be opened.'
        }
      />
    );
  }
  const { title, answers, messages } = conversation.data;

  return (
    <main className="fade-in min-h-screen bg-slate-50 px-4 py-8">
      <div className="mx-auto w-full max-w-2xl space-y-6">
        <header>
          <p className="text-sm text-slate-600">Your answers to</p>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        </header>
        <section aria-labelledby="answers-title" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="answers-title" className="font-semibold text-slate-900">
            What you answered
          </h2>
          <dl className="mt-3 space-y-3">
            {answers.map((a, i) => (
              <div key={i}>
                <dt className="text-base font-medium text-slate-900">{a.question}</dt>
                <dd className="whitespace-pre-wrap break-words text-sm text-slate-700">{a.response}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="thread-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="thread-title" className="font-semibold text-slate-900">
            Conversation with the owner
          </h2>
          <MessageList messages={messages} viewer="respondent" />
          <ReplyBox label="Reply to the owner (anonymously)" sending={reply.isPending} onSend={(text) => reply.mutateAsync(text)} />
        </section>
        <section aria-labelledby="erase-title" className="rounded-xl border border-red-200 bg-white p-5">
          <h2 id="erase-title" className="font-semibold text-slate-900">
            Delete my answers
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Removes your answers, your name and this conversation from Pill. This cannot be undone.
          </p>
          <ConfirmDialog
            trigger={
              <Button variant="destructive" className="mt-3" disabled={erase.isPending}>
                Delete my answers
              </Button>
            }
            title="Delete your answers?"
            description="Your answers and this conversation will be erased for good, and this link will stop working."
            confirmLabel="Delete"
            onConfirm={() =>
              erase.mutate(undefined, {
                onError: (err) => setEraseError(failureMessage(err, 'Your answers were not deleted. Please try again.')),
              })
            }
          />
          {eraseError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {eraseError}
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
