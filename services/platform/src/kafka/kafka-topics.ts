import { ALL_PATTERNS } from '@pill/proto/messages';
import { ALL_TOPICS } from '@pill/proto/topics';
import type { Admin, ITopicConfig } from 'kafkajs';
import { ConfigResourceTypes } from 'kafkajs';
import { REQUEST_RETENTION_MS, type KafkaSettings } from './kafka-options';

export const replyTopicOf = (pattern: string) => `${pattern}.reply`;

/** Every topic Pill uses: events (bounded retention, the erasure promise), requests and replies. */
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

/**
 * Creates the topics up front (auto-creation races with the first request and shows as "This
 * server does not host this topic-partition"), and keeps the event topics' retention in line
 * with KAFKA_RETENTION_MS when it changes between deployments.
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
  const stale = ALL_TOPICS.filter((t) => existing.has(t));
  if (stale.length > 0) {
    await admin.alterConfigs({
      validateOnly: false,
      resources: stale.map((name) => ({
        type: ConfigResourceTypes.TOPIC,
        name,
        configEntries: [{ name: 'retention.ms', value: String(settings.retentionMs) }],
      })),
    });
  }
}
