import { ConfigError } from '../config';
import { loadClusterConfig } from './cluster-process';

const cluster = { KAFKA_BROKERS: 'kafka:9092', MONGODB_URI: 'mongodb://mongo:27017/' };
const refusal = (env: Record<string, string>) => {
  try {
    loadClusterConfig({ ...cluster, ...env });
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('a cluster process reads its configuration', () => {
  it('refuses to run without Kafka and MongoDB', () => {
    expect(() => loadClusterConfig({})).toThrow('KAFKA_BROKERS and MONGODB_URI must be set');
  });

  it('trusts the proxies it is told to: none by default, everyone, or named addresses', () => {
    expect(loadClusterConfig(cluster).TRUST_PROXY).toBe(false);
    expect(loadClusterConfig({ ...cluster, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadClusterConfig({ ...cluster, TRUST_PROXY: 'loopback, uniquelocal,203.0.113.0/24' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
      '203.0.113.0/24',
    ]);
    expect(refusal({ TRUST_PROXY: '1' })).toContain('hop counts are not supported');
    expect(refusal({ TRUST_PROXY: '10.0.0.0/40' })).toContain('TRUST_PROXY');
  });

  it('compares Origin with the public origin as a browser sends it', () => {
    expect(loadClusterConfig({ ...cluster, PUBLIC_ORIGIN: 'https://feedback.example.com/' }).PUBLIC_ORIGIN).toBe(
      'https://feedback.example.com',
    );
    expect(loadClusterConfig({ ...cluster, PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBeUndefined();
  });

  it('names its databases and groups after PILL_NAMESPACE, pill unless told', () => {
    expect(loadClusterConfig(cluster).PILL_NAMESPACE).toBe('pill');
    expect(loadClusterConfig({ ...cluster, PILL_NAMESPACE: 'staging' }).PILL_NAMESPACE).toBe('staging');
    expect(refusal({ PILL_NAMESPACE: 'has space' })).toContain('PILL_NAMESPACE');
  });

  it('drains for less time than it has to shut down', () => {
    expect(refusal({ SHUTDOWN_DRAIN_MS: '30000', SHUTDOWN_TIMEOUT_MS: '30000' })).toContain('SHUTDOWN_DRAIN_MS must be shorter');
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadClusterConfig({ ...cluster, OPENAI_BASE_URL: '', CLERK_API_URL: '' })).toMatchObject({
      OPENAI_BASE_URL: undefined,
      CLERK_API_URL: undefined,
    });
    expect(refusal({ OPENAI_BASE_URL: 'llm.internal' })).toContain('OPENAI_BASE_URL');
  });

  it('serves metrics on 9464 unless told otherwise, never on the public port, and 0 turns them off', () => {
    expect(loadClusterConfig(cluster).METRICS_PORT).toBe(9464);
    expect(loadClusterConfig({ ...cluster, METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(refusal({ PORT: '9100', METRICS_PORT: '9100' })).toContain('METRICS_PORT must differ from PORT');
    expect(refusal({ METRICS_PORT: 'nine' })).toContain('METRICS_PORT');
  });
});
