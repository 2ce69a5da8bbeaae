import type { ThreadMessage } from '../api/public-conversation';

type Props = { messages: ThreadMessage[]; viewer: 'owner' | 'respondent' };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A thread as a list: each message says who wrote it, in the reader's words. */
export function MessageList({ messages, viewer }: Props) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">No messages yet.</p>;
  const who = (from: ThreadMessage['from']) => (from === viewer ? 'You' : from === 'owner' ? 'The owner' : 'The respondent');
  return (
    <ul className="space-y-2" aria-label="Messages">
      {messages.map((m, i) => (
        <li
          key={`${m.sentAt}-${i}`}
          className={m.from === viewer ? 'ml-6 rounded-lg bg-indigo-50 p-3' : 'mr-6 rounded-lg border border-slate-200 bg-white p-3'}
        >
          <p className="text-xs text-slate-600">
            {who(m.from)} · <time dateTime={m.sentAt}>{when(m.sentAt)}</time>
          </p>
          <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{m.text}</p>
        </li>
      ))}
    </ul>
  );
}
