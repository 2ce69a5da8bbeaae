import { z } from 'zod';
import { AnalysisResult } from './analytics';
import { DailyCap, ModerationKind } from './common';
import { TOPICS, Topic } from './topics';

/** Every stored and published event travels in this envelope. */
export const EventMetadata = z.object({
  correlationId: z.string(),
  causationId: z.string().optional(),
  /** W3C trace context of the work that stored the event, so its consumers' spans join that trace. */
  traceparent: z.string().optional(),
  tracestate: z.string().optional(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

const envelope = <T extends string, D extends z.ZodTypeAny>(type: T, data: D) =>
  z.object({
    id: z.string(),
    type: z.literal(type),
    schemaVersion: z.number().int().positive(),
    streamId: z.string(),
    streamVersion: z.number().int().positive(),
    occurredAt: z.string(),
    data,
    metadata: EventMetadata,
  });

const QuestionFields = { text: z.string(), subtext: z.string().optional(), category: z.string() };
/** The questions of a link as they read when the link was saved (their later edits arrive as question events). */
const LinkQuestionSnapshot = z.object({ questionId: z.string(), text: z.string(), subtext: z.string().optional() });
/** When the link stops taking responses; absent: no such rule (older events have none). */
const ClosingRules = { maxResponses: z.number().int().positive().optional(), closesAt: z.string().optional() };

export const LinkCreated = envelope(
  'link.created',
  z.object({
    linkId: z.string(),
    ownerId: z.string(),
    ownerName: z.string().optional(),
    title: z.string(),
    subtitle: z.string().optional(),
    shortCode: z.string(),
    questions: z.array(LinkQuestionSnapshot),
    createdAt: z.string(),
    ...ClosingRules,
    /** v2: the link's anonymity threshold (v1 links had none, which is 1). */
    minResponses: z.number().int().positive(),
  }),
);
export const LinkUpdated = envelope(
  'link.updated',
  z.object({
    linkId: z.string(),
    ownerId: z.string(),
    title: z.string(),
    subtitle: z.string().optional(),
    questions: z.array(LinkQuestionSnapshot),
    ...ClosingRules,
    /** v2: the threshold after the update (unchanged when the owner did not send one). */
    minResponses: z.number().int().positive(),
  }),
);
export const LinkActivationChanged = envelope(
  'link.activation-changed',
  z.object({ linkId: z.string(), ownerId: z.string(), isActive: z.boolean() }),
);
export const LinkDeleted = envelope('link.deleted', z.object({ linkId: z.string(), ownerId: z.string(), shortCode: z.string() }));
/** Public views of a link, counted by the gateway since its last flush (v2; v1 was one view). Nothing about the visitor, ever. */
export const LinkVisited = envelope(
  'link.visited',
  z.object({ linkId: z.string(), visitedAt: z.string(), count: z.number().int().positive() }),
);

export const QuestionCreated = envelope(
  'question.created',
  z.object({ ownerId: z.string(), questionId: z.string(), ...QuestionFields, createdAt: z.string() }),
);
/** Also used when an owner edits a default question: it becomes that owner's own version. */
export const QuestionUpdated = envelope(
  'question.updated',
  z.object({ ownerId: z.string(), questionId: z.string(), ...QuestionFields, isDefault: z.boolean() }),
);
export const QuestionDeleted = envelope(
  'question.deleted',
  z.object({ ownerId: z.string(), questionId: z.string(), isDefault: z.boolean() }),
);
/** The default library every owner starts from, in its order: published once per wording, projected by whoever checks questions. */
export const DefaultQuestionsPublished = envelope(
  'question.defaults-published',
  z.object({
    questions: z.array(z.object({ questionId: z.string(), ...QuestionFields })),
    createdAt: z.string(),
  }),
);

export const SubmittedResponse = z.object({
  responseId: z.string(),
  questionId: z.string(),
  questionText: z.string(),
  response: z.string(),
});
export const SubmissionReceived = envelope(
  'submission.received',
  z.object({
    submissionId: z.string(),
    linkId: z.string(),
    ownerId: z.string(),
    respondentName: z.string().optional(),
    submittedAt: z.string(),
    responses: z.array(SubmittedResponse),
    /** The SHA-256 of the respondent's first receipt code (a retry's new one is a receipt-issued event). */
    codeHash: z.string().optional(),
  }),
);
export const ResponseDeleted = envelope(
  'submission.response-deleted',
  z.object({ submissionId: z.string(), linkId: z.string(), responseId: z.string() }),
);
/** The link was deleted: the submission's personal data is gone from every store and projection. */
export const SubmissionErased = envelope('submission.erased', z.object({ submissionId: z.string(), linkId: z.string() }));
/** A receipt code for the submission was handed to its respondent: only the code's SHA-256, never the code. */
export const ReceiptIssued = envelope(
  'submission.receipt-issued',
  z.object({ submissionId: z.string(), linkId: z.string(), codeHash: z.string() }),
);
/** One message of the submission's conversation between its owner and its respondent. */
export const MessageAdded = envelope(
  'submission.message-added',
  z.object({
    submissionId: z.string(),
    linkId: z.string(),
    from: z.enum(['owner', 'respondent']),
    text: z.string(),
    sentAt: z.string(),
  }),
);
/** The owner read the conversation's first `readCount` messages. */
export const ThreadRead = envelope(
  'submission.thread-read',
  z.object({ submissionId: z.string(), linkId: z.string(), readCount: z.number().int().nonnegative() }),
);
/** Moderation refused a submission to the link: counted for its owner. Nothing of the text or the respondent, ever. */
export const SubmissionRefused = envelope('submission.refused', z.object({ linkId: z.string(), kind: ModerationKind }));
/** A link reached a daily cap (once a link and UTC day): later submissions that day were turned away. */
export const DailyCapReached = envelope(
  'submission.cap-reached',
  z.object({
    linkId: z.string(),
    day: z.string(),
    cap: DailyCap,
    limit: z.number().int().positive(),
  }),
);

export const CompletedAnalysis = z.object({
  linkId: z.string(),
  analyzer: z.enum(['local', 'openai']),
  message: z.string().optional(),
  basedOnResponses: z.number().int().nonnegative(),
  sourceRevision: z.number().int().nonnegative(),
  generatedAt: z.string(),
  result: AnalysisResult,
});
/** What the store keeps of an analysis once its link is deleted: it quoted answers, so only this. */
export const ErasedAnalysis = z.object({ linkId: z.string(), erased: z.literal(true), sourceRevision: z.number().int().nonnegative() });
export const AnalysisCompleted = envelope('analysis.completed', z.union([CompletedAnalysis, ErasedAnalysis]));
export type CompletedAnalysis = z.infer<typeof CompletedAnalysis>;

/** An owner's account exists (signed up, or first seen from an identity provider): their sample pills are seeded on it. */
export const AccountCreated = envelope(
  'account.created',
  z.object({
    ownerId: z.string(),
    ownerName: z.string().optional(),
    createdAt: z.string(),
  }),
);

/**
 * An owner's account is gone (they deleted it, or the identity provider says so): every service
 * erases what it holds of theirs. Nothing but the id travels.
 */
export const AccountDeleted = envelope('account.deleted', z.object({ ownerId: z.string(), deletedAt: z.string() }));

export const LinkEvent = z.discriminatedUnion('type', [LinkCreated, LinkUpdated, LinkActivationChanged, LinkDeleted]);
export const VisitEvent = LinkVisited;
export const QuestionEvent = z.discriminatedUnion('type', [QuestionCreated, QuestionUpdated, QuestionDeleted, DefaultQuestionsPublished]);
export const SubmissionEvent = z.discriminatedUnion('type', [
  SubmissionReceived,
  ResponseDeleted,
  SubmissionErased,
  SubmissionRefused,
  DailyCapReached,
  ReceiptIssued,
  MessageAdded,
  ThreadRead,
]);
export const AnalysisEvent = AnalysisCompleted;
export const AccountEvent = z.discriminatedUnion('type', [AccountCreated, AccountDeleted]);
export const PillEvent = z.discriminatedUnion('type', [
  LinkCreated,
  LinkUpdated,
  LinkActivationChanged,
  LinkDeleted,
  LinkVisited,
  QuestionCreated,
  QuestionUpdated,
  QuestionDeleted,
  DefaultQuestionsPublished,
  SubmissionReceived,
  ResponseDeleted,
  SubmissionErased,
  SubmissionRefused,
  DailyCapReached,
  ReceiptIssued,
  MessageAdded,
  ThreadRead,
  AnalysisCompleted,
  AccountCreated,
  AccountDeleted,
]);

export type LinkEvent = z.infer<typeof LinkEvent>;
export type VisitEvent = z.infer<typeof VisitEvent>;
export type QuestionEvent = z.infer<typeof QuestionEvent>;
export type SubmissionEvent = z.infer<typeof SubmissionEvent>;
export type AnalysisEvent = z.infer<typeof AnalysisEvent>;
export type AccountEvent = z.infer<typeof AccountEvent>;
export type PillEvent = z.infer<typeof PillEvent>;
export type PillEventType = PillEvent['type'];
export type EventOf<T extends PillEventType> = Extract<PillEvent, { type: T }>;
export type EventData<T extends PillEventType> = EventOf<T>['data'];

/** The event types each topic carries: what topicOf says, for the type checker. */
export type EventsOnTopic = {
  [TOPICS.link]: LinkEvent;
  [TOPICS.question]: QuestionEvent;
  [TOPICS.submission]: SubmissionEvent;
  [TOPICS.visit]: VisitEvent;
  [TOPICS.analysis]: AnalysisEvent;
  [TOPICS.account]: AccountEvent;
};

/** What respondents' requests store: nobody reads these back at once, so their answer is not held for publication. */
export const RESPONDENT_EVENT_TYPES: ReadonlySet<PillEventType> = new Set([
  'link.visited',
  'submission.received',
  'submission.receipt-issued',
  'submission.refused',
  'submission.cap-reached',
]);

/** The topic each event type is published on. */
export function topicOf(type: PillEventType): Topic {
  if (type === 'link.visited') return TOPICS.visit;
  const prefix = type.split('.')[0] as keyof typeof TOPICS;
  return TOPICS[prefix];
}
