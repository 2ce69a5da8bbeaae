import { existsSync } from 'node:fs';
import { Kafka } from 'kafkajs';
import { loadConfig } from '../../src/config';
import { kafkaClientConfig } from '../../src/kafka/kafka-options';
import { kafkaSecurity, type KafkaSecurityConfig } from '../../src/kafka/kafka-security';

/**
 * Where the cluster suites find real servers: KAFKA_BROKERS / MONGODB_URI from the environment
 * (`.ci/provision/cluster-up.sh`), else containers when a Docker engine and @testcontainers/*
 * are present, else nowhere: the suite says why, and fails when CI=true.
 */
export type ServerSource =
  | { kind: 'env'; url: string }
  | { kind: 'container'; start: () => Promise<{ url: string; stop: () => Promise<unknown> }> }
  | { kind: 'none'; reason: string };

const dockerEngine = () => Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');

// Loaded by name at run time: the packages are optional and absent on machines without Docker.
const optional = (
  name: string,
): Record<string, new (image: string) => { start(): Promise<Record<string, (...a: unknown[]) => unknown>> }> | null => {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a name known only at run time, of a package that may be absent
    return require(name);
  } catch {
    return null;
  }
};

export function kafkaSource(): ServerSource {
  if (process.env.KAFKA_BROKERS) return { kind: 'env', url: process.env.KAFKA_BROKERS };
  const pkg = dockerEngine() ? optional('@testcontainers/kafka') : null;
  if (!pkg)
    return { kind: 'none', reason: 'no KAFKA_BROKERS and no Docker engine with @testcontainers/kafka (run .ci/provision/cluster-up.sh)' };
  return {
    kind: 'container',
    start: async () => {
      const started = await new pkg.KafkaContainer('apache/kafka:3.9.1').start();
      return { url: `${started.getHost()}:${started.getMappedPort(9093)}`, stop: () => started.stop() as Promise<unknown> };
    },
  };
}

/** The TLS and SASL settings the suites run with: none, or those of the broker listener KAFKA_BROKERS names. */
export function kafkaSecurityConfig(): KafkaSecurityConfig {
  const { KAFKA_TLS, KAFKA_TLS_CA_FILE, KAFKA_TLS_CERT_FILE, KAFKA_TLS_KEY_FILE, ...rest } = loadConfig(process.env);
  const { KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD } = rest;
  return {
    KAFKA_TLS,
    KAFKA_TLS_CA_FILE,
    KAFKA_TLS_CERT_FILE,
    KAFKA_TLS_KEY_FILE,
    KAFKA_SASL_MECHANISM,
    KAFKA_SASL_USERNAME,
    KAFKA_SASL_PASSWORD,
  };
}

/** A plain kafkajs client for a suite's own checks, secured like the services. */
export const testKafka = (brokers: string) =>
  new Kafka({
    ...kafkaClientConfig({ brokers: [brokers], partitions: 1, retentionMs: 0, security: kafkaSecurity(kafkaSecurityConfig()) }, 'pilltest'),
    logLevel: 0,
  });

export function mongoSource(): ServerSource {
  if (process.env.MONGODB_URI) return { kind: 'env', url: process.env.MONGODB_URI };
  const pkg = dockerEngine() ? optional('@testcontainers/mongodb') : null;
  if (!pkg)
    return { kind: 'none', reason: 'no MONGODB_URI and no Docker engine with @testcontainers/mongodb (run .ci/provision/cluster-up.sh)' };
  return {
    kind: 'container',
    start: async () => {
      const started = await new pkg.MongoDBContainer('mongo:7').start();
      return { url: `${started.getConnectionString()}/?directConnection=true`, stop: () => started.stop() as Promise<unknown> };
    },
  };
}

/** Registers the suite when servers exist; otherwise one test that explains, and fails in CI. */
export function withServer(what: string, source: ServerSource, suite: (url: () => Promise<string>) => void): void {
  if (source.kind === 'none') {
    describe(`${what} (no server)`, () => {
      it('runs only against a real server', () => {
        const message = `${what}: not run: ${source.reason}`;
        if (process.env.CI === 'true') throw new Error(`${message}. CI must provide real servers.`);
        process.stderr.write(`\n  ${message}\n`);
        expect(source.reason).toContain('no ');
      });
    });
    return;
  }
  if (source.kind === 'env') {
    suite(async () => source.url);
    return;
  }
  let started: Promise<{ url: string; stop: () => Promise<unknown> }> | null = null;
  afterAll(async () => (started ? (await started).stop() : undefined), 60_000);
  suite(async () => (await (started ??= source.start())).url);
}
