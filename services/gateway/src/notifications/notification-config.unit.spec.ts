import { loadConfig } from '@pill/platform/config';

describe('notification settings of the gateway', () => {
  it('checks every minute against the real UTC slots unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ NOTIFY_CHECK_MS: 60_000, NOTIFY_SLOTS: 'utc' });
  });

  it('refuses test slots in production, where a mail could follow one response within seconds', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', NOTIFY_SLOTS: 'every-check' })).toThrow(/NOTIFY_SLOTS=every-check/);
    expect(loadConfig({ NODE_ENV: 'test', NOTIFY_SLOTS: 'every-check' }).NOTIFY_SLOTS).toBe('every-check');
  });

  it('refuses a check interval that is not a number of milliseconds', () => {
    expect(() => loadConfig({ NOTIFY_CHECK_MS: 'often' })).toThrow(/NOTIFY_CHECK_MS/);
  });
});
