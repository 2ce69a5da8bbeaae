import type { PillEvent } from '@pill/proto/events';
import { conversationOf, ownerViewOfMessages, threadSummary, type ConversationDocument } from './conversation-documents';
import { evolveSubmission, type SubmissionDocument } from './submission-documents';

const ids = { submissionId: 's1', linkId: 'l1' };
const envelope = {
  id: 'e',
  schemaVersion: 1,
  streamId: 'submission-s1',
  streamVersion: 1,
  occurredAt: '',
  metadata: { correlationId: 'c' },
};
const event = (type: string, data: object) => ({ ...envelope, type, data }) as PillEvent;
const received = event('submission.received', {
  ...ids,
  ownerId: 'alice',
  submittedAt: '2026-01-01T09:00:00.000Z',
  responses: [
    { responseId: 'r1', questionId: 'q1', questionText: 'Keep doing?', response: 'The demos' },
    { responseId: 'r2', questionId: 'q2', questionText: 'Change?', response: 'Shorter standups' },
  ],
});
const message = (from: string, sentAt: string) => event('submission.message-added', { ...ids, from, text: `${from} says hi`, sentAt });
/** The conversation as read from the submission's document, after these events. */
const fold = (events: PillEvent[]): ConversationDocument | undefined => {
  const doc = events.reduce<SubmissionDocument | undefined>((d, e) => evolveSubmission(d, { ...e, position: 1 }) ?? undefined, undefined);
  return doc && conversationOf(doc);
};

describe('the conversations read model', () => {
  it('keeps the answers as asked and the messages in order', () => {
    const doc = fold([received, message('owner', '2026-01-02T10:15:00.000Z'), message('respondent', '2026-01-02T11:42:10.123Z')])!;
    expect(doc.answers.map((a) => a.question)).toEqual(['Keep doing?', 'Change?']);
    expect(doc.messages.map((m) => m.from)).toEqual(['owner', 'respondent']);
  });

  it("shows the owner a respondent's message at the hour, and their own as sent", () => {
    const doc = fold([received, message('owner', '2026-01-02T10:15:00.000Z'), message('respondent', '2026-01-02T11:42:10.123Z')])!;
    expect(ownerViewOfMessages(doc).map((m) => m.sentAt)).toEqual(['2026-01-02T10:15:00.000Z', '2026-01-02T11:00:00.000Z']);
  });

  it('tells a thread unread until the owner has read past the last respondent message', () => {
    const thread = [received, message('respondent', '2026-01-02T11:42:10.123Z')];
    expect(threadSummary(fold(thread)!)).toEqual({
      submissionId: 's1',
      messageCount: 1,
      unread: true,
      lastMessageAt: '2026-01-02T11:00:00.000Z',
    });
    const read = event('submission.thread-read', { ...ids, readCount: 1 });
    expect(threadSummary(fold([...thread, read])!).unread).toBe(false);
    expect(threadSummary(fold([...thread, read, message('owner', '2026-01-02T12:00:00.000Z')])!).unread).toBe(false);
  });

  it('drops a deleted answer, and leaves nothing once the submission is erased', () => {
    const deleted = event('submission.response-deleted', { ...ids, responseId: 'r1' });
    expect(fold([received, deleted])!.answers.map((a) => a.response)).toEqual(['Shorter standups']);
    expect(fold([received, message('respondent', '2026-01-02T11:42:10.123Z'), event('submission.erased', ids)])).toBeUndefined();
  });
});
