import { loadConfig } from '../config';
import { kafkaClientConfig } from './kafka-options';
import { kafkaSecurity } from './kafka-security';

const files: Record<string, string> = { '/ca.pem': 'CA', '/client.pem': 'CERT', '/client-key.pem': 'KEY' };
const read = (file: string) => files[file] ?? '';
const settings = { brokers: ['b:9094'], partitions: 3, retentionMs: 60_000 };

describe('Kafka security settings', () => {
  it('connects in plain text when nothing is set', () => {
    const config = kafkaClientConfig({ ...settings, security: kafkaSecurity(loadConfig({}), read) }, 'pill');
    expect(config.ssl).toBeUndefined();
    expect(config.sasl).toBeUndefined();
  });

  it('checks the brokers against the given CA and presents the client certificate', () => {
    const env = {
      KAFKA_TLS: 'true',
      KAFKA_TLS_CA_FILE: '/ca.pem',
      KAFKA_TLS_CERT_FILE: '/client.pem',
      KAFKA_TLS_KEY_FILE: '/client-key.pem',
    };
    const config = kafkaClientConfig({ ...settings, security: kafkaSecurity(loadConfig(env), read) }, 'pill');
    expect(config.ssl).toEqual({ rejectUnauthorized: true, ca: ['CA'], cert: 'CERT', key: 'KEY' });
  });

  it("uses the system's public roots when TLS is on without a CA file, as managed Kafka needs", () => {
    expect(kafkaSecurity(loadConfig({ KAFKA_TLS: 'true' }), read).ssl).toEqual({ rejectUnauthorized: true });
  });

  it('signs in with SCRAM or PLAIN', () => {
    const env = { KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'pill', KAFKA_SASL_PASSWORD: 's3cret' };
    expect(kafkaSecurity(loadConfig(env), read).sasl).toEqual({ mechanism: 'scram-sha-512', username: 'pill', password: 's3cret' });
    expect(kafkaSecurity(loadConfig({ ...env, KAFKA_SASL_MECHANISM: 'plain' }), read).sasl?.mechanism).toBe('plain');
  });

  it.each([
    [{ KAFKA_TLS_CA_FILE: '/ca.pem' }, 'KAFKA_TLS_CA_FILE needs KAFKA_TLS=true'],
    [{ KAFKA_TLS: 'true', KAFKA_TLS_CERT_FILE: '/client.pem' }, 'KAFKA_TLS_CERT_FILE and KAFKA_TLS_KEY_FILE go together'],
    [{ KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'pill' }, 'needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD'],
    [{ KAFKA_SASL_MECHANISM: 'gssapi' }, 'KAFKA_SASL_MECHANISM'],
  ])('refuses to start with an incomplete setting %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names a missing file at start, not as a TLS error later', () => {
    const env = loadConfig({ KAFKA_TLS: 'true', KAFKA_TLS_CA_FILE: '/no/such/ca.pem' });
    expect(() => kafkaSecurity(env)).toThrow('/no/such/ca.pem');
  });
});
