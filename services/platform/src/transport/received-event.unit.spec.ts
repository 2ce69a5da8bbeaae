import { TOPICS } from '@pill/proto/topics';
import { classifyFailure, describeFailure, PoisonMessage } from '../kafka/event-failures';
import { readEvent } from './received-event';

const envelope = (overrides: Record<string, unknown> = {}) => ({
  id: 'e1',
  type: 'link.visited',
  schemaVersion: 2,
  streamId: 'link-visits-l1',
  streamVersion: 1,
  occurredAt: '2026-01-01T10:00:00.000Z',
  data: { linkId: 'l1', visitedAt: '2026-01-01T10:00:00.000Z', count: 4 },
  metadata: { correlationId: 'c1' },
  position: 9,
  ...overrides,
});

/** The code of the PoisonMessage `raw` is refused with; fails the test if it is accepted or refused otherwise. */
const refusal = (raw: unknown, topic?: string) => {
  try {
    readEvent(raw, topic);
  } catch (error) {
    expect(error).toBeInstanceOf(PoisonMessage);
    expect(classifyFailure(error)).toBe('poison');
    return (error as PoisonMessage).code;
  }
  throw new Error('accepted');
};

describe('readEvent: the one door events come in by', () => {
  it('hands a current event over parsed, with its store position', () => {
    const event = readEvent(envelope(), TOPICS.visit);
    expect(event).toEqual(envelope());
    expect(event.type === 'link.visited' && event.data.count).toBe(4);
  });

  it('upcasts a v1 visit that arrives after v2 exists: the consumer sees the v2 shape', () => {
    const v1 = envelope({ id: 'e2', schemaVersion: 1, data: { linkId: 'l1', visitedAt: '2026-01-01T11:00:00.000Z' } });
    expect(readEvent(v1, TOPICS.visit)).toMatchObject({ id: 'e2', schemaVersion: 2, data: { linkId: 'l1', count: 1 } });
  });

  it('refuses what is not an event, naming why but never quoting it', () => {
    expect(refusal('{"not json')).toBe('NOT_AN_EVENT');
    expect(refusal(null)).toBe('NOT_AN_EVENT');
    expect(refusal([envelope()])).toBe('NOT_AN_EVENT');
    expect(refusal({ hello: 'world' })).toBe('NOT_AN_EVENT');
    expect(refusal(envelope({ position: undefined }))).toBe('NOT_AN_EVENT');
    expect(refusal(envelope({ type: 'link.exploded' }))).toBe('UNKNOWN_TYPE');
    expect(refusal(envelope({ schemaVersion: 3 }))).toBe('UNKNOWN_VERSION');
    expect(refusal(envelope({ data: { linkId: 'l1', visitedAt: 'x', count: 0 } }))).toBe('OFF_SCHEMA');
    expect(refusal(envelope({ metadata: {} }))).toBe('OFF_SCHEMA');
    expect(refusal(envelope(), TOPICS.submission)).toBe('WRONG_TOPIC');
  });

  it("says where a submission is off-schema without repeating the respondent's words", () => {
    const words = 'my manager shouts at me';
    const raw = envelope({
      type: 'submission.received',
      schemaVersion: 1,
      data: {
        submissionId: 's',
        linkId: 'l',
        ownerId: 'o',
        submittedAt: 'now',
        responses: [{ responseId: 'r', questionId: 'q', response: words }],
      },
    });
    let thrown: unknown;
    try {
      readEvent(raw, TOPICS.submission);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toBe('off-schema at data.responses.0.questionText');
    expect(JSON.stringify(describeFailure(thrown))).not.toContain(words);
  });
});
