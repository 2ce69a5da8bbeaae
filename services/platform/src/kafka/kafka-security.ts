import { readFileSync } from 'node:fs';
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import type { Config } from '../config';

/** How the clients prove who they are to the brokers, and check the brokers: TLS, SASL, both or neither. */
export type KafkaSecurityConfig = Partial<
  Pick<
    Config,
    | 'KAFKA_TLS'
    | 'KAFKA_TLS_CA_FILE'
    | 'KAFKA_TLS_CERT_FILE'
    | 'KAFKA_TLS_KEY_FILE'
    | 'KAFKA_SASL_MECHANISM'
    | 'KAFKA_SASL_USERNAME'
    | 'KAFKA_SASL_PASSWORD'
  >
>;

export type KafkaSecurity = Pick<KafkaConfig, 'ssl' | 'sasl'>;

/** Reads the PEM files once at start: a missing file stops the process with its name, not a TLS error later. */
export function kafkaSecurity(config: KafkaSecurityConfig, read = (file: string) => readFileSync(file, 'utf8')): KafkaSecurity {
  const security: KafkaSecurity = {};
  if (config.KAFKA_TLS === 'true') {
    const file = (path: string | undefined) => (path ? read(path) : undefined);
    const ca = file(config.KAFKA_TLS_CA_FILE);
    // Without a CA file Node checks the brokers against its public roots, as a managed Kafka needs.
    security.ssl = { rejectUnauthorized: true, ...(ca && { ca: [ca] }) };
    const cert = file(config.KAFKA_TLS_CERT_FILE);
    if (cert) Object.assign(security.ssl, { cert, key: file(config.KAFKA_TLS_KEY_FILE) });
  }
  if (config.KAFKA_SASL_MECHANISM && config.KAFKA_SASL_USERNAME && config.KAFKA_SASL_PASSWORD) {
    const { KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password } = config;
    security.sasl = { mechanism: config.KAFKA_SASL_MECHANISM, username, password } as SASLOptions;
  }
  return security;
}
