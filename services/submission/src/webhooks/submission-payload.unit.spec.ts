import { submissionPayload } from './submission-payload';

const submission = {
  submissionId: 'sub-1',
  submittedAt: '2026-05-04T13:47:12.345Z',
  responses: [
    { responseId: 'r1', questionId: 'q1', questionText: 'What went well?', response: 'The pace' },
    { responseId: 'r2', questionId: 'q2', questionText: 'What should change?', response: 'Fewer meetings' },
  ],
};
const now = new Date('2026-05-04T13:47:13.000Z');

describe('submission webhook payload', () => {
  it('carries each answer with its question text, and the hour of the submission only', () => {
    expect(submissionPayload({ linkId: 'link-1' }, 1, submission, now)).toEqual({
      type: 'submission.received',
      timestamp: '2026-05-04T13:47:13.000Z',
      data: {
        linkId: 'link-1',
        submissionId: 'sub-1',
        submittedAt: '2026-05-04T13:00:00.000Z',
        answers: [
          { question: 'What went well?', response: 'The pace' },
          { question: 'What should change?', response: 'Fewer meetings' },
        ],
      },
    });
  });

  it('withholds the answers until the link has its minimum of submissions', () => {
    const link = { linkId: 'link-1', minResponses: 3 };
    expect(submissionPayload(link, 2, submission, now).data.answers).toEqual([]);
    expect(submissionPayload(link, 3, submission, now).data.answers).toHaveLength(2);
  });
});
