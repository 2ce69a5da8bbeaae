import { logLevel, type KafkaConfig, type logCreator } from 'kafkajs';
import { createLogger } from '../logger';
import type { KafkaSecurity } from './kafka-security';

/** Requests and replies are worthless after the caller's timeout; an hour is generous. */
export const REQUEST_RETENTION_MS = 3_600_000;
/** Empty polls return after this long; a fetch with data returns at once. Keeps start-up quick. */
export const FETCH_MAX_WAIT_MS = 500;

export interface KafkaSettings {
  brokers: string[];
  partitions: number;
  retentionMs: number;
  /** TLS and SASL options, already read from their files. */
  security?: KafkaSecurity;
}

/** KAFKA_BROKERS is a comma-separated host:port list. */
export const parseBrokers = (value: string): string[] =>
  value
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b.length > 0);

/** kafkajs logs through pino at warn and above; its info chatter (joins, commits) stays out. */
const pinoLogCreator: logCreator = () => {
  const logger = createLogger('kafka');
  return ({ namespace, level, log }) => {
    const { message, ...extra } = log;
    // The connection layer logs every error response, retriable ones included (a coordinator
    // still loading); real failures surface again from the consumer or producer.
    if (namespace === 'Connection') logger.debug({ namespace, ...extra }, message);
    else if (level === logLevel.ERROR) logger.error({ namespace, ...extra }, message);
    else if (level === logLevel.WARN) logger.warn({ namespace, ...extra }, message);
    else logger.debug({ namespace, ...extra }, message);
  };
};

/** The kafkajs client options every Pill producer, consumer and admin shares. */
export function kafkaClientConfig(settings: KafkaSettings, clientId: string): KafkaConfig {
  return {
    clientId,
    brokers: settings.brokers,
    logLevel: logLevel.WARN,
    logCreator: pinoLogCreator,
    connectionTimeout: 5_000,
    retry: { initialRetryTime: 200, retries: 8 },
    ...settings.security,
  };
}
