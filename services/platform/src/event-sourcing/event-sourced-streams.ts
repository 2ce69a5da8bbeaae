import { SCHEMA_VERSION, isEventType } from '@pill/proto/event-upcasters';
import { currentCorrelationId } from '../correlation';
import { StreamVersionConflict } from '../errors';
import type { Clock, IdGenerator } from '../clock';
import type { EventStore, ExpectedVersion, StoredEvent } from '../event-store/event-store.port';
import { inSpan, SpanKind, traceCarrier } from '../tracing/spans';
import { readEvent, type ReceivedEvent } from '../transport/received-event';
import { Decider, fold } from './decider';

type AnyEvent = { type: string; data: unknown };
/** Listeners see the appended events as consumers do: through readEvent. */
export type AppendListener = (events: ReceivedEvent[], stored: StoredEvent[]) => void | Promise<void>;

export interface ExecuteOptions {
  correlationId?: string;
  /** 'any' for streams many writers append to without reading them (visits). */
  expected?: 'read' | 'any';
}

/**
 * The thin command path: load the stream, fold, decide, append with the expected version, and
 * retry a few times when another writer got there first.
 */
export class EventSourcedStreams {
  private readonly listeners: AppendListener[] = [];

  constructor(
    readonly store: EventStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** A listener's failure must not fail a command whose events are already stored: the bus delivers them again. */
    private readonly listenerFailed: (error: unknown) => void = (error) => {
      throw error;
    },
  ) {}

  /** Called after every successful append: the relay and the service's own projections. */
  afterAppend(listener: AppendListener): void {
    this.listeners.push(listener);
  }

  async load<E extends AnyEvent, S>(streamId: string, decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>) {
    const events = await inSpan('event-store read', { kind: SpanKind.CLIENT, attributes: { 'db.operation.name': 'read' } }, () =>
      this.store.readStream(streamId),
    );
    // Stored events may be of older versions: the decider folds them upcast, like every consumer.
    const state = fold(decider, events.map((e) => readEvent(e)) as unknown as E[]);
    return { state, version: events.length ? events[events.length - 1].streamVersion : 0 };
  }

  async execute<C, E extends AnyEvent, S>(
    streamId: string,
    decider: Decider<C, E, S>,
    command: C,
    options: ExecuteOptions = {},
  ): Promise<{ state: S; events: StoredEvent[] }> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } =
        options.expected === 'any' ? { state: decider.initialState(), version: 0 } : await this.load(streamId, decider);
      const decided = decider.decide(command, state);
      const expected: ExpectedVersion = options.expected === 'any' ? 'any' : version;
      try {
        const stored = await this.appendEvents(streamId, expected, decided, options.correlationId);
        return { state: decided.reduce(decider.evolve, state), events: stored };
      } catch (error) {
        if (!(error instanceof StreamVersionConflict) || attempt >= 3) throw error;
      }
    }
  }

  /** Appends already-decided events (used where the decision needs no stream state). */
  async appendEvents(streamId: string, expected: ExpectedVersion, events: AnyEvent[], correlationId?: string): Promise<StoredEvent[]> {
    // Producers write the current version of each type.
    const versioned = events.map((e) => ({ ...e, schemaVersion: isEventType(e.type) ? SCHEMA_VERSION[e.type] : 1 }));
    const stored = await inSpan('event-store append', { kind: SpanKind.CLIENT, attributes: { 'db.operation.name': 'append' } }, () =>
      this.store.append(streamId, expected, versioned, {
        occurredAt: this.clock.now(),
        newId: () => this.ids.newId(),
        // The events of a request carry its correlation id and trace, and so do the events that follow from them.
        metadata: { correlationId: correlationId ?? currentCorrelationId() ?? this.ids.newId(), ...traceCarrier() },
      }),
    );
    let received: ReceivedEvent[] | undefined;
    for (const listener of this.listeners) {
      try {
        await listener((received ??= stored.map((e) => readEvent(e))), stored);
      } catch (error) {
        this.listenerFailed(error);
      }
    }
    return stored;
  }
}
