import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { LINK } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { ConfigResourceTypes } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { ClusterInfrastructure } from '../../src/cluster-infrastructure';
import { ensureTopics } from '../../src/kafka/kafka-topics';
import { KeepCauseRpcFilter } from '../../src/nest/keep-cause.filter';
import { NAMESPACE_HEADER } from '../../src/kafka/kafka-serializer';
import { RemoteCaller } from '../../src/transport/rpc';
import type { StoredEvent } from '../../src/event-store/event-store.port';
import { linkCreated, questionCreated } from '../../src/testing/stored-events';
import { kafkaSecurityConfig, kafkaSource, testKafka, withServer } from './cluster-servers';

jest.setTimeout(120_000);

const seen: StoredEvent[] = [];
const requests: string[] = [];
const questionEvents: StoredEvent[] = [];
const failures = new Map<string, number>();
/** How often the handler fails each question event (by id) before it applies it. */
const plannedFailures = new Map<string, number>();

@Controller()
class LinkEvents {
  @EventPattern(TOPICS.link)
  async on(@Payload() event: StoredEvent) {
    await new Promise((r) => setTimeout(r, 5)); // a handler that takes a moment, like a projection write
    seen.push(event);
  }

  /** Fails as often as planned for the event, like a MongoDB failover would, then applies. */
  @EventPattern(TOPICS.question)
  async onQuestion(@Payload() event: StoredEvent) {
    const failed = failures.get(event.id) ?? 0;
    if (failed < (plannedFailures.get(event.id) ?? 0)) {
      failures.set(event.id, failed + 1);
      throw Object.assign(new Error('connection 7 to 127.0.0.1:27017 closed'), { name: 'MongoNetworkError' });
    }
    questionEvents.push(event);
  }

  @MessagePattern(LINK.get.pattern)
  get(@Payload() payload: { linkId: string }) {
    requests.push(payload.linkId);
    return { ok: true, value: null };
  }
}

@Module({ controllers: [LinkEvents] })
class LinkEventsModule {}

const RETENTION_MS = 2 * 24 * 3600 * 1000;

withServer('ClusterInfrastructure on Kafka', kafkaSource(), (url) => {
  let infra: ClusterInfrastructure;
  let app: INestMicroservice;
  let brokers: string;
  const namespace = `pilltest-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    brokers = await url();
    infra = await ClusterInfrastructure.connect(
      {
        KAFKA_BROKERS: brokers,
        MONGODB_URI: 'mongodb://127.0.0.1:27017/',
        KAFKA_TOPIC_PARTITIONS: 3,
        KAFKA_RETENTION_MS: RETENTION_MS,
        ...kafkaSecurityConfig(),
      },
      namespace,
    );
    app = await NestFactory.createMicroservice(LinkEventsModule, { strategy: infra.strategy('link'), logger: false });
    app.useGlobalFilters(new KeepCauseRpcFilter()); // as startService does
    await app.listen();
    // The topics' history is read (and committed) here: kafkajs loads protocol modules lazily,
    // which Jest refuses between tests.
    await infra.settled();
  });
  afterAll(async () => {
    await app?.close();
    await infra?.close();
  });

  it('creates the event topics with the configured retention', async () => {
    const admin = testKafka(brokers).admin();
    await admin.connect();
    try {
      const { resources } = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [{ type: ConfigResourceTypes.TOPIC, name: TOPICS.link, configNames: ['retention.ms'] }],
      });
      expect(resources[0].configEntries[0].configValue).toBe(String(RETENTION_MS));
      expect((await admin.fetchTopicMetadata({ topics: [TOPICS.link] })).topics[0].partitions.length).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.disconnect();
    }
  });

  it("changes an event topic's retention without dropping its other settings", async () => {
    const admin = testKafka(brokers).admin();
    await admin.connect();
    const describe = async () =>
      Object.fromEntries(
        (
          await admin.describeConfigs({ includeSynonyms: false, resources: [{ type: ConfigResourceTypes.TOPIC, name: TOPICS.visit }] })
        ).resources[0].configEntries
          .filter((e) => e.configSource === 1)
          .map((e) => [e.configName, e.configValue]),
      );
    try {
      // An operator's own setting on the topic (harmless on a delete-policy topic).
      const before = await describe();
      const entries = Object.entries({ ...before, 'min.compaction.lag.ms': '1000' }).map(([name, value]) => ({
        name,
        value: String(value),
      }));
      await admin.alterConfigs({
        validateOnly: false,
        resources: [{ type: ConfigResourceTypes.TOPIC, name: TOPICS.visit, configEntries: entries }],
      });
      const settings = { brokers: [brokers], partitions: 3, retentionMs: RETENTION_MS + 60_000 };
      await ensureTopics(admin, settings);
      expect(await describe()).toMatchObject({ 'retention.ms': String(RETENTION_MS + 60_000), 'min.compaction.lag.ms': '1000' });
      await ensureTopics(admin, { ...settings, retentionMs: RETENTION_MS });
      expect(await describe()).toMatchObject({ 'retention.ms': String(RETENTION_MS), 'min.compaction.lag.ms': '1000' });
    } finally {
      await admin.disconnect();
    }
  });

  it('reports its own health and its consumers in metrics', async () => {
    expect(infra.health()).toEqual({ ready: true, alive: true, problems: [] });
    const text = await infra.metrics.metrics();
    expect(text).toMatch(new RegExp(`pill_kafka_consumer_up\\{group="${namespace}-link-server",state="running"\\} 1`));
    expect(text).toMatch(new RegExp(`pill_consumer_lag\\{group="${namespace}-link-server",topic="${TOPICS.link}"\\} \\d+`));
  });

  it('retries an event through transient failures instead of skipping it, and skips a malformed message without stalling', async () => {
    const client = infra.client('link');
    const streamId = randomUUID();
    const event = (v: number, failTimes: number): StoredEvent => {
      const created = questionCreated({ streamId, streamVersion: v });
      plannedFailures.set(created.id, failTimes);
      return created;
    };
    await infra.publisher(client).publish(TOPICS.question, event(1, 4));
    await client.close();
    // Same key, same partition: the malformed message comes between two good events.
    const producer = testKafka(brokers).producer();
    await producer.connect();
    await producer.send({
      topic: TOPICS.question,
      messages: [{ key: streamId, value: '{"not json', headers: { [NAMESPACE_HEADER]: namespace } }],
    });
    await producer.disconnect();
    const client2 = infra.client('link');
    await infra.publisher(client2).publish(TOPICS.question, event(2, 0));
    await client2.close();
    const until = Date.now() + 60_000;
    while (questionEvents.filter((e) => e.streamId === streamId).length < 2 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    expect(questionEvents.filter((e) => e.streamId === streamId).map((e) => e.streamVersion)).toEqual([1, 2]);
    const text = await infra.metrics.metrics();
    expect(text).toMatch(
      new RegExp(`pill_kafka_event_retries_total\\{group="${namespace}-link-server",topic="${TOPICS.question}",kind="transient"\\} 4`),
    );
    expect(text).toMatch(
      new RegExp(`pill_kafka_dead_letters_total\\{group="${namespace}-link-server",topic="${TOPICS.question}",kind="poison"\\} 1`),
    );
  });

  it('answers requests while an event partition is held through a failover', async () => {
    const client = infra.client('link');
    const streamId = randomUUID();
    // Failing five times holds its partition for about six seconds of backoff.
    const held = questionCreated({ streamId, streamVersion: 1 });
    plannedFailures.set(held.id, 5);
    await infra.publisher(client).publish(TOPICS.question, held);
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    const linkId = `during-hold-${randomUUID()}`;
    await new RemoteCaller(client).call(LINK.get, { ownerId: 'o', linkId });
    const answeredInMs = Date.now() - started;
    const heldMeanwhile = !questionEvents.some((e) => e.streamId === streamId);
    const until = Date.now() + 30_000;
    while (!questionEvents.some((e) => e.streamId === streamId) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    await client.close();
    expect(requests).toContain(linkId);
    expect(heldMeanwhile).toBe(true);
    expect(answeredInMs).toBeLessThan(3_000);
    expect(questionEvents.some((e) => e.streamId === streamId)).toBe(true);
  });

  it('is settled only once every published event has been handled', async () => {
    const client = infra.client('link');
    const publisher = infra.publisher(client);
    const streams = [randomUUID(), randomUUID(), randomUUID()];
    for (let v = 1; v <= 10; v++) {
      for (const streamId of streams) {
        await publisher.publish(TOPICS.link, linkCreated({ streamId, streamVersion: v }));
      }
    }
    await infra.settled();
    for (const streamId of streams) {
      expect(seen.filter((e) => e.streamId === streamId).map((e) => e.streamVersion)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    }
    await client.close();
  });

  // Durable projections: a restarted process resumes at its group's offsets instead of replaying.
  it('after a graceful restart resumes where the group left off: each event published meanwhile once, none again', async () => {
    const handledBefore = new Set(seen.map((e) => e.id));
    const countBefore = seen.length;
    await app.close();
    const streamId = randomUUID();
    const client = infra.client('link');
    for (let v = 1; v <= 3; v++) {
      await infra.publisher(client).publish(TOPICS.link, linkCreated({ streamId, streamVersion: v }));
    }
    await client.close();
    app = await NestFactory.createMicroservice(LinkEventsModule, { strategy: infra.strategy('link'), logger: false });
    await app.listen();
    await infra.settled();
    const after = seen.slice(countBefore);
    expect(after.filter((e) => e.streamId === streamId).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
    expect(after.filter((e) => handledBefore.has(e.id))).toEqual([]);
  });

  it('drops a request whose caller has long given up, and one from another namespace, and still answers fresh ones', async () => {
    const producer = testKafka(brokers).producer();
    await producer.connect();
    const stale = `stale-${randomUUID()}`;
    const fresh = `fresh-${randomUUID()}`;
    const foreign = `foreign-${randomUUID()}`;
    const headers = { [NAMESPACE_HEADER]: namespace };
    // One key, so both land on one partition and the stale one is handled first.
    await producer.send({
      topic: LINK.get.pattern,
      messages: [
        { key: 'k', value: JSON.stringify({ ownerId: 'o', linkId: stale }), timestamp: String(Date.now() - 60_000), headers },
        { key: 'k', value: JSON.stringify({ ownerId: 'o', linkId: foreign }), headers: { [NAMESPACE_HEADER]: 'another-install' } },
        { key: 'k', value: JSON.stringify({ ownerId: 'o', linkId: fresh }), headers },
      ],
    });
    await producer.disconnect();
    const until = Date.now() + 30_000;
    while (!requests.includes(fresh) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(requests).toContain(fresh);
    expect(requests).not.toContain(stale);
    expect(requests).not.toContain(foreign);
  });

  it('keys each event by its stream, so one aggregate stays on one partition', async () => {
    const streamId = randomUUID();
    const client = infra.client('link');
    for (let v = 1; v <= 3; v++) {
      await infra.publisher(client).publish(TOPICS.link, linkCreated({ streamId, streamVersion: v }));
    }
    await client.close();
    const reader = testKafka(brokers).consumer({ groupId: `pilltest-reader-${randomUUID()}` });
    const found: Array<{ key: string; partition: number; value: StoredEvent }> = [];
    await reader.connect();
    await reader.subscribe({ topic: TOPICS.link, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message, partition }) => {
        const value = JSON.parse(String(message.value)) as StoredEvent;
        if (value.streamId === streamId) found.push({ key: String(message.key), partition, value });
      },
    });
    const until = Date.now() + 30_000;
    while (found.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    await reader.disconnect();
    expect(found.map((f) => f.key)).toEqual([streamId, streamId, streamId]);
    expect(new Set(found.map((f) => f.partition)).size).toBe(1);
    expect(found.map((f) => f.value.streamVersion)).toEqual([1, 2, 3]);
  });
});
