import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RESPONDENT_EVENT_TYPES } from '@pill/proto/events';
import { CLOCK, ID_GENERATOR, systemClock, uuidGenerator, type Clock, type IdGenerator } from '../clock';
import { CONFIG, type Config } from '../config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { EventSourcedStreams } from '../event-sourcing/event-sourced-streams';
import { INFRASTRUCTURE, type Infrastructure, type ServiceName } from '../infrastructure';
import { createLogger, LOGGER, type Logger } from '../logger';
import { trackOutboxBacklog } from '../metrics/business-metrics';
import { OutboxRelay } from '../outbox/outbox-relay';
import { PROJECTION_STORE } from '../projection/projection-store.port';
import { RemoteCaller } from '../transport/rpc';

export const CLIENT = Symbol('ClientProxy');
const SERVICE_NAME = Symbol('ServiceName');

/** Starts the outbox relay once the service is up, and stops it before shutdown. */
@Injectable()
class OutboxLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private relay: OutboxRelay | null = null;
  private untrack: () => void = () => undefined;
  constructor(
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(CLIENT) private readonly client: import('@nestjs/microservices').ClientProxy,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: Config,
    private readonly streams: EventSourcedStreams,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Each append pokes the relay; the timer only catches what a crashed replica left unpublished,
    // and in the cluster each look is a query on the shared database: less often there.
    const pollMs = this.infra.durableBus ? 2_000 : 500;
    const fromStart = !this.infra.durableBus || this.config.REPUBLISH_EVENTS === 'on';
    const relay = await OutboxRelay.start(this.streams.store, this.infra.publisher(this.client), this.logger, fromStart, pollMs);
    this.relay = relay;
    const store = this.streams.store;
    this.untrack = trackOutboxBacklog(this.infra.metrics, this.service, async () =>
      Math.max(0, (await store.headPosition()) - relay.published),
    );
    // An owner's command is answered once its events are on the bus, where the gateway waiting for
    // the write's readers (ReadYourWrites) can see them. A respondent's is not held for that.
    this.streams.afterAppend((events, stored) => {
      const poked = this.relay?.poke(stored);
      return events.every((e) => RESPONDENT_EVENT_TYPES.has(e.type)) ? undefined : poked;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.untrack();
    await this.relay?.stop();
  }
}

export interface ServiceContext {
  service: ServiceName;
  infra: Infrastructure;
  config: Config;
  logger?: Logger;
  clock?: Clock;
  ids?: IdGenerator;
}

/** The shared providers of every service: config, logger, clock, ids, event store, transport. */
@Global()
@Module({})
export class PlatformModule {
  static forService(ctx: ServiceContext, options: { eventSourced: boolean }): DynamicModule {
    const logger = ctx.logger ?? createLogger(ctx.service, ctx.config.LOG_LEVEL);
    const common = [
      { provide: INFRASTRUCTURE, useValue: ctx.infra },
      { provide: SERVICE_NAME, useValue: ctx.service },
      { provide: CONFIG, useValue: ctx.config },
      { provide: LOGGER, useValue: logger },
      { provide: CLOCK, useValue: ctx.clock ?? systemClock },
      { provide: ID_GENERATOR, useValue: ctx.ids ?? uuidGenerator },
      {
        provide: CLIENT,
        useFactory: async () => {
          const client = ctx.infra.client(ctx.service);
          await client.connect();
          return client;
        },
      },
      { provide: RemoteCaller, useFactory: (client: never) => new RemoteCaller(client), inject: [CLIENT] },
    ];
    const eventSourced = options.eventSourced
      ? [
          { provide: EVENT_STORE, useFactory: () => ctx.infra.eventStore(ctx.service) },
          {
            provide: PROJECTION_STORE,
            useFactory: async () => {
              const store = await ctx.infra.projectionStore(ctx.service);
              store.onGap = (gap) => logger.error(gap, 'a read model missed an event of this stream and no longer follows it');
              return store;
            },
          },
          {
            provide: EventSourcedStreams,
            useFactory: (store: EventStore, clock: Clock, ids: IdGenerator) =>
              new EventSourcedStreams(store, clock, ids, (err) =>
                logger.warn({ err }, 'a read model missed an own event; the bus will deliver it again'),
              ),
            inject: [EVENT_STORE, CLOCK, ID_GENERATOR],
          },
          OutboxLifecycle,
        ]
      : [];
    const providers = [...common, ...eventSourced];
    return { module: PlatformModule, providers, exports: providers.map((p) => ('provide' in p ? p.provide : p)) };
  }
}
