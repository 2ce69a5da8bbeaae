import { LIMITS } from '@pill/proto/limits';
import { LinkBody } from '@pill/proto/link';
import { SubmissionBody } from '@pill/proto/submission';
// The gateway's sample pills must hold up against the question library and the moderation of
// other services, so the check lives in the host, the one project that sees them all.
import { SAMPLE_PILLS, SAMPLE_TITLE_MARKERS } from '@pill/gateway-service/src/samples/sample-pills';
import { DEFAULT_QUESTIONS } from '@pill/question-service/src/defaults/default-questions';
import { LocalModerator } from '@pill/submission-service/src/moderation/local-moderator';

const defaultIds = new Set(DEFAULT_QUESTIONS.map((q) => q.id));
const allSubmissions = SAMPLE_PILLS.flatMap((p) => p.submissions);

describe('sample pills', () => {
  it('has three pills, each title carrying exactly one different marker', () => {
    expect(SAMPLE_PILLS).toHaveLength(3);
    const used = SAMPLE_PILLS.map((p) => {
      const markers = SAMPLE_TITLE_MARKERS.filter((m) => p.title.includes(m));
      expect(markers).toHaveLength(1);
      return markers[0];
    });
    expect(new Set(used).size).toBe(3);
  });

  it('is a valid link a user could have created, using only default questions', () => {
    for (const pill of SAMPLE_PILLS) {
      expect(LinkBody.safeParse({ title: pill.title, subtitle: pill.subtitle, questionIds: pill.questionIds }).success).toBe(true);
      for (const id of pill.questionIds) expect(defaultIds.has(id)).toBe(true);
    }
  });

  it('has 4 to 8 submissions per pill, answering only the pill’s questions', () => {
    for (const pill of SAMPLE_PILLS) {
      expect(pill.submissions.length).toBeGreaterThanOrEqual(4);
      expect(pill.submissions.length).toBeLessThanOrEqual(8);
      for (const s of pill.submissions) {
        expect(s.answers.length).toBeGreaterThan(0);
        for (const a of s.answers) expect(pill.questionIds).toContain(a.questionId);
      }
    }
  });

  it('keeps every submission within the public form’s limits', () => {
    for (const s of allSubmissions) {
      const parsed = SubmissionBody.safeParse({ responses: s.answers, respondentName: s.respondentName });
      expect(parsed.success).toBe(true);
      for (const a of s.answers) {
        expect(a.response.trim()).not.toBe('');
        expect(a.response.length).toBeLessThanOrEqual(LIMITS.maxResponseLength);
      }
      expect((s.respondentName ?? '').length).toBeLessThanOrEqual(LIMITS.maxRespondentNameLength);
    }
  });

  it('passes local moderation, answer by answer and as a whole submission', async () => {
    const moderator = new LocalModerator();
    for (const s of allSubmissions) {
      const texts = [...s.answers.map((a) => a.response), ...(s.respondentName ? [s.respondentName] : [])];
      for (const text of texts) await expect(moderator.check([text])).resolves.toEqual({ allowed: true });
      await expect(moderator.check(texts)).resolves.toEqual({ allowed: true });
    }
  });

  it('is mostly anonymous with some named respondents', () => {
    const named = allSubmissions.filter((s) => s.respondentName).length;
    expect(named).toBeGreaterThan(0);
    expect(named).toBeLessThan(allSubmissions.length / 2);
  });

  it('spreads answers over the last 6 days', () => {
    for (const s of allSubmissions) {
      expect(Number.isInteger(s.daysAgo)).toBe(true);
      expect(s.daysAgo).toBeGreaterThanOrEqual(0);
      expect(s.daysAgo).toBeLessThanOrEqual(5);
    }
    expect(new Set(allSubmissions.map((s) => s.daysAgo)).size).toBeGreaterThanOrEqual(5);
  });

  it('includes a real concern for the analysis to find', () => {
    const text = allSubmissions.flatMap((s) => s.answers.map((a) => a.response)).join('\n');
    expect(text).toMatch(/shout/i);
  });
});
