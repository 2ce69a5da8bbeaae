import type { SubmissionDocument } from './submission-documents';

export interface ThreadMessage {
  from: 'owner' | 'respondent';
  text: string;
  sentAt: string;
}

/** One submission's conversation: its answers as asked, the messages, and how far its owner has read. */
export interface ConversationDocument {
  submissionId: string;
  linkId: string;
  ownerId: string;
  answers: Array<{ responseId: string; question: string; response: string }>;
  messages: ThreadMessage[];
  readCount: number;
}

/** Receipt code hash → its submission. Hashes only: the code itself is never stored. */
export interface ReceiptEntry {
  submissionId: string;
}

/** A submission's conversation as both sides read it, from the submission's own document. */
export const conversationOf = (doc: SubmissionDocument): ConversationDocument => ({
  submissionId: doc.id,
  linkId: doc.linkId,
  ownerId: doc.ownerId,
  answers: doc.responses.map((r) => ({ responseId: r.responseId, question: r.questionText, response: r.response })),
  messages: doc.messages ?? [],
  readCount: doc.readCount ?? 0,
});

const HOUR_MS = 3_600_000;
/** Exact times identify writers: the owner sees a respondent's message at the hour (UTC) it was sent. */
export const roundedDownToHour = (iso: string) => new Date(Math.floor(Date.parse(iso) / HOUR_MS) * HOUR_MS).toISOString();

/** The thread as its owner reads it. */
export const ownerViewOfMessages = (doc: ConversationDocument): ThreadMessage[] =>
  doc.messages.map((m) => (m.from === 'respondent' ? { ...m, sentAt: roundedDownToHour(m.sentAt) } : m));

/** What the owner's list of a link's threads says about one: only submissions with messages have one. */
export function threadSummary(doc: ConversationDocument) {
  const lastRespondent = doc.messages.map((m) => m.from).lastIndexOf('respondent');
  const last = doc.messages[doc.messages.length - 1];
  return {
    submissionId: doc.submissionId,
    messageCount: doc.messages.length,
    unread: lastRespondent >= doc.readCount,
    lastMessageAt: roundedDownToHour(last.sentAt),
  };
}
