import { ALL_PATTERNS } from '@pill/proto/messages';
import { ALL_TOPICS } from '@pill/proto/topics';
import type { Admin, DescribeConfigResponse, ITopicConfig } from 'kafkajs';
import { ConfigResourceTypes, ConfigSource } from 'kafkajs';
import { createLogger } from '../logger';
import { REQUEST_RETENTION_MS, type KafkaSettings } from './kafka-options';

export const replyTopicOf = (pattern: string) => `${pattern}.reply`;

/**
 * Every topic Pill uses: events (bounded retention, the erasure promise), requests and replies.
 * Names are not namespaced: installs sharing a Kafka share them and skip each other's messages
 * by the namespace header. Per-namespace topics would leave a set of 45 topics behind for every
 * throwaway namespace (each test run uses one), and the names are fixed in `proto/` decorators.
 * The cost, documented in the chart: shared retention, and no ACL boundary between installs.
 */
export function pillTopics(settings: KafkaSettings): ITopicConfig[] {
  const topic = (name: string, retentionMs: number): ITopicConfig => ({
    topic: name,
    numPartitions: settings.partitions,
    replicationFactor: -1, // the broker's default.replication.factor
    configEntries: [{ name: 'retention.ms', value: String(retentionMs) }],
  });
  return [
    ...ALL_TOPICS.map((name) => topic(name, settings.retentionMs)),
    ...ALL_PATTERNS.map((pattern) => topic(pattern, REQUEST_RETENTION_MS)),
    ...ALL_PATTERNS.map((pattern) => topic(replyTopicOf(pattern), REQUEST_RETENTION_MS)),
  ];
}

type Resource = DescribeConfigResponse['resources'][number];
export interface RetentionChange {
  topic: string;
  from: string | undefined;
  /** The topic's whole dynamic configuration after the change: the old one with the new retention. */
  configEntries: Array<{ name: string; value: string }>;
}

/**
 * What to send to AlterConfigs for each event topic whose retention differs. That (legacy) API
 * replaces ALL of a topic's dynamic settings, and kafkajs has no IncrementalAlterConfigs, so the
 * topic's other dynamic settings (an operator's cleanup.policy or max.message.bytes) are sent
 * back unchanged. A topic with a sensitive dynamic value, which describe does not reveal, is left
 * alone rather than stripped of it.
 */
export function retentionChanges(resources: Resource[], retentionMs: number): { changes: RetentionChange[]; skipped: string[] } {
  const wanted = String(retentionMs);
  const changes: RetentionChange[] = [];
  const skipped: string[] = [];
  for (const r of resources) {
    const dynamic = r.configEntries.filter((e) => e.configSource === ConfigSource.TOPIC_CONFIG);
    const current = dynamic.find((e) => e.configName === 'retention.ms')?.configValue;
    if (current === wanted) continue;
    if (dynamic.some((e) => e.isSensitive || e.configValue === null)) {
      skipped.push(r.resourceName);
      continue;
    }
    const kept = dynamic.filter((e) => e.configName !== 'retention.ms').map((e) => ({ name: e.configName, value: e.configValue }));
    changes.push({ topic: r.resourceName, from: current, configEntries: [...kept, { name: 'retention.ms', value: wanted }] });
  }
  return { changes, skipped };
}

/**
 * Creates the topics up front (auto-creation races with the first request and shows as "This
 * server does not host this topic-partition"), and keeps the event topics' retention in line
 * with KAFKA_RETENTION_MS when it changes between deployments. Nothing is altered when it is
 * already right, which is every start but the first after a change.
 */
export async function ensureTopics(admin: Admin, settings: KafkaSettings): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing = pillTopics(settings).filter((t) => !existing.has(t.topic));
  if (missing.length > 0) {
    try {
      await admin.createTopics({ topics: missing, waitForLeaders: true });
    } catch (error) {
      // Another replica starting at the same moment created them first.
      if ((error as { type?: string }).type !== 'TOPIC_ALREADY_EXISTS') throw error;
    }
  }
  const present = ALL_TOPICS.filter((t) => existing.has(t));
  if (present.length === 0) return;
  const { resources } = await admin.describeConfigs({
    includeSynonyms: false,
    resources: present.map((name) => ({ type: ConfigResourceTypes.TOPIC, name })),
  });
  const { changes, skipped } = retentionChanges(resources, settings.retentionMs);
  const log = createLogger('kafka-topics');
  for (const topic of skipped) log.warn({ topic }, 'retention.ms not changed: the topic has a sensitive setting that cannot be read back');
  if (changes.length === 0) return;
  await admin.alterConfigs({
    validateOnly: false,
    resources: changes.map((c) => ({ type: ConfigResourceTypes.TOPIC, name: c.topic, configEntries: c.configEntries })),
  });
  for (const c of changes)
    log.info({ topic: c.topic, from: c.from ?? 'broker default', to: settings.retentionMs }, 'event topic retention changed');
}
