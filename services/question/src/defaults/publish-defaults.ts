import { StreamVersionConflict } from '@pill/platform/errors';
import type { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { readEvent } from '@pill/platform/transport/received-event';
import type { EventData } from '@pill/proto/events';
import { TOPICS } from '@pill/proto/topics';
import { DEFAULT_QUESTIONS, DEFAULT_QUESTIONS_CREATED_AT } from './default-questions';

export const DEFAULTS_STREAM_ID = 'question-defaults';
type PublishedDefaults = EventData<'question.defaults-published'>;

/** The library as it ships in this release, in plain JSON (no undefined), so a stored copy compares equal. */
export function shippedDefaults(): PublishedDefaults {
  const questions = DEFAULT_QUESTIONS.map((q) => ({
    questionId: q.id,
    text: q.text,
    ...(q.subtext ? { subtext: q.subtext } : {}),
    category: q.category,
  }));
  return { questions, createdAt: DEFAULT_QUESTIONS_CREATED_AT };
}

const sameLibrary = (a: PublishedDefaults, b: PublishedDefaults) =>
  a.createdAt === b.createdAt &&
  a.questions.length === b.questions.length &&
  a.questions.every((q, i) => {
    const o = b.questions[i];
    return q.questionId === o.questionId && q.text === o.text && (q.subtext ?? '') === (o.subtext ?? '') && q.category === o.category;
  });

/**
 * Publishes the default library as an event when the stored one differs (first start, or a release
 * that changed it): other services project it like any question event instead of asking us.
 * Idempotent; a replica that loses the race to append finds the library already stored.
 */
export async function publishDefaults(streams: EventSourcedStreams, shipped = shippedDefaults()): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const stored = await streams.store.readStream(DEFAULTS_STREAM_ID);
    const latest = stored.at(-1);
    const published = latest && readEvent(latest, TOPICS.question);
    if (published?.type === 'question.defaults-published' && sameLibrary(published.data, shipped)) return false;
    try {
      await streams.appendEvents(DEFAULTS_STREAM_ID, latest?.streamVersion ?? 0, [{ type: 'question.defaults-published', data: shipped }]);
      return true;
    } catch (error) {
      if (!(error instanceof StreamVersionConflict) || attempt >= 3) throw error;
    }
  }
}
