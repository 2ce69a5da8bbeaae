import { z } from 'zod';
import { Id, IsoDateTime } from './common';
import { LIMITS, MESSAGES } from './limits';
import { isVisible, typedText } from './text';

/** A receipt code: 128 random bits in base64url (22 characters), the respondent's only way back. */
export const ReceiptCode = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Conversation not found');
/** The SHA-256 of a receipt code in base64url: all a service ever sees or stores of it. */
export const ReceiptCodeHash = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The public submit's answer: what was stored, and the respondent's way back to it. */
export const SubmitReply = z.object({
  id: Id,
  submittedAt: IsoDateTime,
  receipt: z.object({ code: ReceiptCode, url: z.string().url() }),
});
export type SubmitReply = z.infer<typeof SubmitReply>;

export const MESSAGE_REQUIRED = 'Please write a message before sending.';

/** POST /api/public/conversations/:code/messages and POST /api/submissions/:id/messages. */
export const MessageBody = z.object({
  text: typedText('message', { error: MESSAGE_REQUIRED })
    .max(LIMITS.maxResponseLength, MESSAGES.responseTooLong.replace('each response', 'your message'))
    .refine(isVisible, MESSAGE_REQUIRED),
});
export type MessageBody = z.infer<typeof MessageBody>;

export const MessageSender = z.enum(['owner', 'respondent']);
export type MessageSender = z.infer<typeof MessageSender>;

export const ConversationMessage = z.object({ from: MessageSender, text: z.string(), sentAt: IsoDateTime });
export type ConversationMessage = z.infer<typeof ConversationMessage>;

/** GET /api/public/conversations/:code: the respondent's answers and the thread. */
export const PublicConversation = z.object({
  title: z.string(),
  answers: z.array(z.object({ question: z.string(), response: z.string() })),
  messages: z.array(ConversationMessage),
});
export type PublicConversation = z.infer<typeof PublicConversation>;

/** GET /api/feedback-links/:id/conversations: the link's submissions that have messages. */
export const ThreadSummary = z.object({
  submissionId: Id,
  messageCount: z.number().int().nonnegative(),
  /** Whether the respondent wrote since the owner last read the thread. */
  unread: z.boolean(),
  lastMessageAt: IsoDateTime,
});
export type ThreadSummary = z.infer<typeof ThreadSummary>;
export const ThreadSummaryList = z.array(ThreadSummary);
