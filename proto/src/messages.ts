import { z } from 'zod';
import { Analytics, UnifiedAnalysisReply } from './analytics';
import { Id, Owner } from './common';
import { ConversationMessage, MessageBody, PublicConversation, ReceiptCodeHash, ThreadSummaryList } from './conversation';
import { LinkActivationBody, LinkActivity, LinkBody, OwnerLink, PublicLink, ShortCode } from './link';
import { Question, QuestionBody } from './question';
import { IdempotencyKey, ResponsesPage, ResponsesPageRequest, SubmissionAccepted, SubmissionBody } from './submission';
import { Webhook, WebhookBody, WebhookCreated, WebhookDelivery } from './webhook';

/**
 * Request/reply messages between the gateway and the services: a pattern, the payload schema
 * and the answer schema. Both transports (in-process and Kafka) carry exactly these.
 */
const message = <P extends z.ZodTypeAny, R extends z.ZodTypeAny>(pattern: string, payload: P, reply: R) => ({ pattern, payload, reply });

const OwnedLink = Owner.extend({ linkId: Id });
const Ack = z.object({ ok: z.literal(true) });
/** A receipt code travels between services only as its hash: the gateway mints the code and hashes it. */
const ByReceipt = z.object({ codeHash: ReceiptCodeHash });
const OwnedSubmission = Owner.extend({ submissionId: Id });

export const MESSAGES_BY_SERVICE = {
  link: {
    create: message('link.create', Owner.extend({ link: LinkBody }), OwnerLink),
    update: message('link.update', OwnedLink.extend({ link: LinkBody }), OwnerLink),
    setActive: message('link.set-active', OwnedLink.extend({ change: LinkActivationBody }), OwnerLink),
    delete: message('link.delete', OwnedLink, Ack),
    get: message('link.get', OwnedLink, OwnerLink),
    list: message('link.list', Owner, z.array(OwnerLink)),
    /** The public view plus what the gateway needs to route a submission (never sent to respondents). */
    getPublic: message(
      'link.get-public',
      z.object({ shortCode: ShortCode }),
      PublicLink.extend({ linkId: Id, ownerId: Id, maxResponses: z.number().int().optional(), closesAt: z.string().optional() }),
    ),
    /** Views counted by the gateway since its last flush (it batches them every quarter second). */
    recordVisit: message('link.record-visit', z.object({ linkId: Id, count: z.number().int().min(1).max(1_000_000).default(1) }), Ack),
  },
  question: {
    listVisible: message('question.list-visible', Owner, z.array(Question)),
    categories: message('question.categories', Owner, z.array(z.string())),
    create: message('question.create', Owner.extend({ question: QuestionBody }), Question),
    update: message('question.update', Owner.extend({ questionId: Id, question: QuestionBody }), Question),
    delete: message('question.delete', Owner.extend({ questionId: Id }), Ack),
  },
  submission: {
    submit: message(
      'submission.submit',
      z.object({
        /** Only which link: its owner, state and questions come from the submission service's own view of links. */
        link: z.object({ linkId: Id }),
        submission: SubmissionBody.omit({ recaptchaToken: true }),
        idempotencyKey: IdempotencyKey.optional(),
        /** Only the gateway's sample pills set this, to spread sample answers over past days. */
        submittedAt: z.string().datetime().optional(),
        /** The receipt the respondent gets (sample pills have none). */
        codeHash: ReceiptCodeHash.optional(),
      }),
      SubmissionAccepted,
    ),
    /**
     * A submit already accepted under this Idempotency-Key: asked when a retry's captcha fails
     * (v3 tokens are single-use), so the retry gets the first answer.
     */
    findAccepted: message(
      'submission.find-accepted',
      // Only the code's hash is kept, so the retry gets a new code for the same submission: `codeHash`.
      z.object({ linkId: Id, idempotencyKey: IdempotencyKey, codeHash: ReceiptCodeHash.optional() }),
      SubmissionAccepted.nullable(),
    ),
    /** One page of a link's answers for its owner: never the whole list in one message. */
    listForLink: message('submission.list-for-link', OwnedLink.extend(ResponsesPageRequest.shape), ResponsesPage),
    deleteResponse: message('submission.delete-response', Owner.extend({ responseId: Id }), Ack),
    /** How many submissions a link has taken in all (its response limit counts them); no owner: the public read asks too. */
    intake: message('submission.intake', z.object({ linkId: Id }), z.object({ submissions: z.number().int().min(0) })),
    /** Webhooks belong to a link; the submission service sends them, as it sees each accepted submission first. */
    addWebhook: message('submission.webhook-add', OwnedLink.extend({ webhook: WebhookBody }), WebhookCreated),
    listWebhooks: message('submission.webhook-list', OwnedLink, z.array(Webhook)),
    removeWebhook: message('submission.webhook-remove', OwnedLink.extend({ webhookId: Id }), Ack),
    webhookDeliveries: message('submission.webhook-deliveries', OwnedLink.extend({ webhookId: Id }), z.array(WebhookDelivery)),
  },
  /** A submission's conversation: its respondent by receipt, its owner by submission id. */
  conversation: {
    forRespondent: message('submission.conversation-for-respondent', ByReceipt, PublicConversation),
    respondentMessage: message('submission.conversation-respondent-message', ByReceipt.merge(MessageBody), ConversationMessage),
    erase: message('submission.conversation-erase', ByReceipt, Ack),
    /** Reading the thread marks it read. */
    forOwner: message('submission.conversation-for-owner', OwnedSubmission, z.array(ConversationMessage)),
    ownerMessage: message('submission.conversation-owner-message', OwnedSubmission.merge(MessageBody), ConversationMessage),
    threadsOfLink: message('submission.conversation-threads-of-link', OwnedLink, ThreadSummaryList),
  },
  analysis: {
    analytics: message('analysis.analytics', OwnedLink, Analytics),
    /** The owner's links' response counts and latest hour, for the dashboard; ids of other owners' links are left out. */
    activity: message('analysis.link-activity', Owner.extend({ linkIds: z.array(Id).max(1000) }), z.array(LinkActivity)),
    unified: message('analysis.unified', OwnedLink, UnifiedAnalysisReply),
  },
} as const;

export const LINK = MESSAGES_BY_SERVICE.link;
export const QUESTION = MESSAGES_BY_SERVICE.question;
export const SUBMISSION = MESSAGES_BY_SERVICE.submission;
export const ANALYSIS = MESSAGES_BY_SERVICE.analysis;
export const CONVERSATION = MESSAGES_BY_SERVICE.conversation;

export type MessageDef = { pattern: string; payload: z.ZodTypeAny; reply: z.ZodTypeAny };
export type PayloadOf<M extends MessageDef> = z.input<M['payload']>;
export type ParsedPayloadOf<M extends MessageDef> = z.output<M['payload']>;
export type ReplyOf<M extends MessageDef> = z.output<M['reply']>;

export const ALL_PATTERNS: string[] = Object.values(MESSAGES_BY_SERVICE).flatMap((svc) => Object.values(svc).map((m) => m.pattern));
