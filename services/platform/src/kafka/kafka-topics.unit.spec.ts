import { ConfigSource } from 'kafkajs';
import { retentionChanges } from './kafka-topics';

const entry = (configName: string, configValue: string, configSource = ConfigSource.TOPIC_CONFIG, isSensitive = false) => ({
  configName,
  configValue,
  configSource,
  isSensitive,
  isDefault: configSource === ConfigSource.DEFAULT_CONFIG,
  readOnly: false,
  configSynonyms: [],
});
const topic = (resourceName: string, ...configEntries: ReturnType<typeof entry>[]) => ({
  resourceName,
  resourceType: 2,
  errorCode: 0,
  errorMessage: '',
  configEntries,
});

describe('retention changes for AlterConfigs (which replaces every dynamic setting)', () => {
  it('leaves a topic whose retention is already right untouched', () => {
    expect(
      retentionChanges([topic('pill.link.events', entry('retention.ms', '1000'), entry('cleanup.policy', 'delete'))], 1000).changes,
    ).toEqual([]);
  });

  it("sends back the topic's other dynamic settings with the new retention, never broker defaults", () => {
    const { changes } = retentionChanges(
      [
        topic(
          'pill.link.events',
          entry('retention.ms', '1000'),
          entry('max.message.bytes', '2097152'),
          entry('segment.bytes', '1073741824', ConfigSource.DEFAULT_CONFIG),
        ),
      ],
      5000,
    );
    expect(changes).toEqual([
      {
        topic: 'pill.link.events',
        from: '1000',
        configEntries: [
          { name: 'max.message.bytes', value: '2097152' },
          { name: 'retention.ms', value: '5000' },
        ],
      },
    ]);
  });

  it('sets the retention on a topic that only had the broker default', () => {
    const { changes } = retentionChanges(
      [topic('pill.visit.events', entry('retention.ms', '604800000', ConfigSource.DEFAULT_CONFIG))],
      5000,
    );
    expect(changes).toEqual([{ topic: 'pill.visit.events', from: undefined, configEntries: [{ name: 'retention.ms', value: '5000' }] }]);
  });

  it('skips a topic with a sensitive setting it could not send back', () => {
    const result = retentionChanges(
      [topic('pill.link.events', entry('retention.ms', '1000'), entry('some.secret', null as never, ConfigSource.TOPIC_CONFIG, true))],
      5000,
    );
    expect(result).toEqual({ changes: [], skipped: ['pill.link.events'] });
  });
});
