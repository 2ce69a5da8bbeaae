import { fold } from '@pill/platform/event-sourcing/decider';
import { redactedData, submission, type SubmissionCommand, type SubmissionEvent } from './submission.decider';

const received: SubmissionEvent = {
  type: 'submission.received',
  data: {
    submissionId: 's1',
    linkId: 'l1',
    ownerId: 'alice',
    submittedAt: '2026-01-01T09:00:00.000Z',
    responses: [{ responseId: 'r1', questionId: 'q1', questionText: 'Keep doing?', response: 'The demos' }],
  },
};
const ids = { submissionId: 's1', linkId: 'l1' };
const message = (from: 'owner' | 'respondent', text: string): SubmissionEvent => ({
  type: 'submission.message-added',
  data: { ...ids, from, text, sentAt: '2026-01-02T10:15:00.000Z' },
});
const decide = (events: SubmissionEvent[], command: SubmissionCommand) => submission.decide(command, fold(submission, events));

describe('the conversation of a submission', () => {
  it('issues the receipt with the submission, in the same event, and only when a code hash is given', () => {
    const withCode = submission.decide({ type: 'receive', data: received.data, codeHash: 'h1' }, fold(submission, []));
    expect(withCode.map((e) => e.type)).toEqual(['submission.received']);
    expect(withCode[0].data).toEqual({ ...received.data, codeHash: 'h1' });
    const without = submission.decide({ type: 'receive', data: received.data }, fold(submission, []));
    expect(without).toEqual([{ type: 'submission.received', data: received.data }]);
    expect(without[0].data).not.toHaveProperty('codeHash');
  });

  it('gives a retried submit a second receipt, but none to an erased submission', () => {
    expect(decide([received], { type: 'issue-receipt', codeHash: 'h2' })).toEqual([
      { type: 'submission.receipt-issued', data: { ...ids, codeHash: 'h2' } },
    ]);
    const erased: SubmissionEvent = { type: 'submission.erased', data: ids };
    expect(decide([received, erased], { type: 'issue-receipt', codeHash: 'h2' })).toEqual([]);
  });

  it("adds the owner's and the respondent's messages, and refuses another owner or an erased submission", () => {
    const sentAt = '2026-01-02T10:15:00.000Z';
    expect(decide([received], { type: 'add-message', from: 'owner', ownerId: 'alice', text: 'Thanks!', sentAt })).toEqual([
      message('owner', 'Thanks!'),
    ]);
    expect(decide([received], { type: 'add-message', from: 'respondent', text: 'Welcome', sentAt })).toEqual([
      message('respondent', 'Welcome'),
    ]);
    expect(() => decide([received], { type: 'add-message', from: 'owner', ownerId: 'bob', text: 'Hi', sentAt })).toThrow(
      'Conversation not found',
    );
    expect(() =>
      decide([received, { type: 'submission.erased', data: ids }], { type: 'add-message', from: 'respondent', text: 'Hi', sentAt }),
    ).toThrow('Conversation not found');
  });

  it('marks a thread read only when the respondent wrote since the owner last read it', () => {
    const read = (readCount: number): SubmissionEvent => ({ type: 'submission.thread-read', data: { ...ids, readCount } });
    const thread = [received, message('owner', 'Thanks!'), message('respondent', 'Welcome')];
    expect(decide(thread, { type: 'mark-read', ownerId: 'alice' })).toEqual([read(2)]);
    expect(decide([...thread, read(2)], { type: 'mark-read', ownerId: 'alice' })).toEqual([]);
    expect(decide([...thread, read(2), message('owner', 'More?')], { type: 'mark-read', ownerId: 'alice' })).toEqual([]);
    expect(() => decide(thread, { type: 'mark-read', ownerId: 'bob' })).toThrow('Conversation not found');
  });

  it("erasure empties every message's text in the store", () => {
    expect(redactedData(message('respondent', 'It was me, Sam'))).toEqual({ ...message('respondent', '').data });
  });
});
