import { z } from 'zod';
import { Id } from '../common';
import { ConversationMessage, MessageBody, PublicConversation, ReceiptCode, ThreadSummaryList } from '../conversation';
import { Ack, routes } from '../route-def';

/** Conversations between owners and anonymous respondents. */
const CONVERSATION_PATH = '/api/public/conversations/{code}';
const THREAD_PATH = '/api/submissions/{submissionId}/messages';
export const CONVERSATION_ROUTES = routes(
  {
    id: 'readConversation',
    method: 'get',
    path: CONVERSATION_PATH,
    tag: 'Conversations',
    summary: "A respondent's answers and the thread with the owner, by the receipt code of their submit",
    description: 'An unknown code answers 404; guesses are rate-limited per client (429).',
    auth: 'public',
    params: { code: ReceiptCode },
    status: 200,
    reply: PublicConversation,
    errors: [404, 429],
  },
  {
    id: 'answerConversation',
    method: 'post',
    path: `${CONVERSATION_PATH}/messages`,
    tag: 'Conversations',
    summary: 'The respondent answers the owner; moderated like any answer',
    auth: 'public',
    params: { code: ReceiptCode },
    body: MessageBody,
    status: 201,
    reply: ConversationMessage,
    errors: [404, 422, 429],
  },
  {
    id: 'eraseConversation',
    method: 'delete',
    path: CONVERSATION_PATH,
    tag: 'Conversations',
    summary: 'The respondent erases their submission, as an owner deleting it would; the code then answers 404',
    auth: 'public',
    params: { code: ReceiptCode },
    status: 200,
    reply: Ack,
    errors: [404, 429],
  },
  {
    id: 'readThread',
    method: 'get',
    path: THREAD_PATH,
    tag: 'Conversations',
    summary: "A submission's thread for its owner (marks it read); respondents' times at the hour",
    auth: 'owner',
    params: { submissionId: Id },
    status: 200,
    reply: z.array(ConversationMessage),
  },
  {
    id: 'replyInThread',
    method: 'post',
    path: THREAD_PATH,
    tag: 'Conversations',
    summary: 'The owner writes to the respondent of a submission; moderated',
    auth: 'owner',
    params: { submissionId: Id },
    body: MessageBody,
    status: 201,
    reply: ConversationMessage,
    errors: [422],
  },
  {
    id: 'listThreads',
    method: 'get',
    path: '/api/feedback-links/{id}/conversations',
    tag: 'Conversations',
    summary: "A link's submissions with messages, and whether the respondent wrote since the owner last read",
    auth: 'owner',
    status: 200,
    reply: ThreadSummaryList,
  },
);
