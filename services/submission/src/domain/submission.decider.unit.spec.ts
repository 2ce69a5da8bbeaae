import { fold } from '@pill/platform/event-sourcing/decider';
import { prepareAnswers } from './answers';
import { redactedData, submission, withoutDeletedAnswers, type SubmissionCommand, type SubmissionEvent } from './submission.decider';

const link = {
  linkId: 'l1',
  ownerId: 'alice',
  questions: [
    { id: 'q1', text: 'Keep doing?' },
    { id: 'q2', text: 'Change?' },
  ],
};
const received: SubmissionEvent = {
  type: 'submission.received',
  data: {
    submissionId: 's1',
    linkId: 'l1',
    ownerId: 'alice',
    respondentName: 'Sam',
    submittedAt: '2026-01-01T00:00:00.000Z',
    responses: [
      { responseId: 'r1', questionId: 'q1', questionText: 'Keep doing?', response: 'The demos' },
      { responseId: 'r2', questionId: 'q2', questionText: 'Change?', response: 'Shorter standups' },
    ],
  },
};
const decide = (events: SubmissionEvent[], command: SubmissionCommand) => submission.decide(command, fold(submission, events));
/** The answers still there after `events`: what the command handler has folded. */
const remaining = (events: SubmissionEvent[]) => fold(submission, events).responseIds;

describe('answers of a submission', () => {
  it('drops blank answers, trims the rest, keeps the question text as asked, in the form order', () => {
    expect(
      prepareAnswers(link, [
        { questionId: 'q2', response: '  shorter  ' },
        { questionId: 'q1', response: '\n\t ' },
      ]),
    ).toEqual([{ questionId: 'q2', response: 'shorter', questionText: 'Change?' }]);
    expect(
      prepareAnswers(link, [
        { questionId: 'q2', response: 'b' },
        { questionId: 'q1', response: 'a' },
      ]).map((a) => a.questionId),
    ).toEqual(['q1', 'q2']);
  });

  it('needs at least one real answer, and only to questions of this link', () => {
    expect(() => prepareAnswers(link, [{ questionId: 'q1', response: '   ' }])).toThrow(
      'Please provide feedback in at least one field before submitting.',
    );
    expect(() => prepareAnswers(link, [])).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    expect(() => prepareAnswers(link, [{ questionId: 'elsewhere', response: 'hi' }])).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });
});

describe('submission rules', () => {
  it('is received once', () => {
    expect(decide([], { type: 'receive', data: received.data })).toEqual([received]);
    expect(() => decide([received], { type: 'receive', data: received.data })).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });

  it("deletes one response for its link's owner only, once", () => {
    const deleted = decide([received], { type: 'delete-response', ownerId: 'alice', responseId: 'r1' });
    expect(deleted).toEqual([{ type: 'submission.response-deleted', data: { submissionId: 's1', linkId: 'l1', responseId: 'r1' } }]);
    expect(() => decide([received], { type: 'delete-response', ownerId: 'mallory', responseId: 'r1' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => decide([received, ...deleted], { type: 'delete-response', ownerId: 'alice', responseId: 'r1' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });

  it('is erased once, and its redacted data keeps no name and no answer', () => {
    const erased = decide([received], { type: 'erase' });
    expect(erased).toEqual([{ type: 'submission.erased', data: { submissionId: 's1', linkId: 'l1' } }]);
    expect(decide([received, ...erased], { type: 'erase' })).toEqual([]);
    const redacted = JSON.stringify(redactedData(received));
    expect(redacted).not.toContain('Sam');
    expect(redacted).not.toContain('The demos');
    expect(redacted).not.toContain('Keep doing?');
  });

  it('keeps no text of a deleted answer, and drops the name once every answer of the submission is deleted', () => {
    const deleteOne = decide([received], { type: 'delete-response', ownerId: 'alice', responseId: 'r1' });
    const one = JSON.stringify(withoutDeletedAnswers(remaining([received, ...deleteOne]))(received));
    expect(one).not.toContain('The demos');
    expect(one).toContain('Shorter standups');
    expect(one).toContain('Sam');
    const deleteBoth = [...deleteOne, ...decide([received, ...deleteOne], { type: 'delete-response', ownerId: 'alice', responseId: 'r2' })];
    const both = JSON.stringify(withoutDeletedAnswers(remaining([received, ...deleteBoth]))(received));
    expect(both).not.toContain('Shorter standups');
    expect(both).not.toContain('Sam');
    expect(withoutDeletedAnswers(new Set(['r2']))(deleteOne[0])).toEqual(deleteOne[0].data);
    // Unchanged events come back as they are, so the store does not rewrite them.
    expect(withoutDeletedAnswers(new Set(['r2']))(deleteOne[0])).toBe(deleteOne[0].data);
  });
});
