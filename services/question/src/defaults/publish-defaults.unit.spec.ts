import { uuidGenerator } from '@pill/platform/clock';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import { DEFAULT_QUESTIONS } from './default-questions';
import { DEFAULTS_STREAM_ID, publishDefaults, shippedDefaults } from './publish-defaults';

const clock = { now: () => new Date('2026-01-01T00:00:00.000Z') };

describe('publishing the default library', () => {
  let store: SqliteEventStore;
  let streams: EventSourcedStreams;
  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    streams = new EventSourcedStreams(store, clock, uuidGenerator);
  });
  afterEach(() => store.close());

  it('publishes every default question once, however often the service starts', async () => {
    expect(await publishDefaults(streams)).toBe(true);
    expect(await publishDefaults(streams)).toBe(false);
    const events = await store.readStream(DEFAULTS_STREAM_ID);
    expect(events.map((e) => e.type)).toEqual(['question.defaults-published']);
    const data = events[0].data as ReturnType<typeof shippedDefaults>;
    expect(data.questions.map((q) => q.questionId)).toEqual(DEFAULT_QUESTIONS.map((q) => q.id));
    const [first] = DEFAULT_QUESTIONS;
    expect(data.questions[0]).toEqual({ questionId: first.id, text: first.text, subtext: first.subtext, category: first.category });
  });

  it('publishes once when two starts race, and again when a release changes the library', async () => {
    const shipped = shippedDefaults();
    await Promise.all([publishDefaults(streams), publishDefaults(streams)]);
    const [first, ...rest] = shipped.questions;
    const reworded = { ...shipped, questions: [{ ...first, text: 'What should I never stop doing?' }, ...rest] };
    expect(await publishDefaults(streams, reworded)).toBe(true);
    expect((await store.readStream(DEFAULTS_STREAM_ID)).map((e) => e.streamVersion)).toEqual([1, 2]);
  });
});
