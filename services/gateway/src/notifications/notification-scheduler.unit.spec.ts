import Database from 'libsql';
import type { Config } from '@pill/platform/config';
import { DomainError } from '@pill/platform/errors';
import type { Logger } from '@pill/platform/logger';
import type { RemoteCaller } from '@pill/platform/transport/rpc';
import { ANALYSIS, LINK } from '@pill/proto/messages';
import type { Mail, Mailer } from '../mail/mailer';
import { NotificationScheduler } from './notification-scheduler';
import { SqliteNotificationStore } from './sqlite-notification-store';

const LINK_ID = '7f3c9a52-6a4e-4f1b-9d6e-2b1f0c8a4e11';
const OWNER_ID = '0b6f2d7e-1c3a-4e5b-8f9d-6a7c8b9d0e1f';
const EMAIL = 'ada@example.com';
const at = (iso: string) => new Date(iso);
const record = {
  linkId: LINK_ID,
  ownerId: OWNER_ID,
  email: EMAIL,
  mode: 'batched' as const,
  lastCount: 0,
  dueAt: '2026-11-24T12:00:00.000Z',
};

function setUp() {
  const store = new SqliteNotificationStore(new Database(':memory:'));
  const sent: Mail[] = [];
  const mailer = { fail: 0, send: jest.fn() } as Mailer & { fail: number; send: jest.Mock };
  mailer.send.mockImplementation(async (mail: Mail) => {
    const refusal = Object.assign(new Error(`550 <${EMAIL}> mailbox unavailable`), { code: 'EENVELOPE' });
    if (mailer.fail > 0 && mailer.fail--) throw refusal;
    sent.push(mail);
  });
  const link = { responses: 0, gone: false, unknownToAnalysis: false, analysisDown: false };
  const remote = {
    call: jest.fn(async (def: { pattern: string }) => {
      if (def.pattern === ANALYSIS.activity.pattern) {
        if (link.analysisDown) throw new DomainError('UNAVAILABLE', 'The service is temporarily unavailable.');
        return link.unknownToAnalysis ? [] : [{ linkId: LINK_ID, responses: link.responses }];
      }
      if (def.pattern === LINK.get.pattern) {
        if (link.gone) throw new DomainError('NOT_FOUND', 'Feedback link not found');
        return { id: LINK_ID, title: 'Team retro' };
      }
      throw new Error(`unexpected ${def.pattern}`);
    }),
  } as unknown as RemoteCaller;
  const logger = { warn: jest.fn() } as unknown as Logger & { warn: jest.Mock };
  const config = { NOTIFY_SLOTS: 'utc', PUBLIC_ORIGIN: 'https://pill.example', PORT: 3000 } as Config;
  const clock = { now: () => new Date() };
  const scheduler = new NotificationScheduler(store, mailer, config, clock, logger, remote);
  return { store, sent, mailer, link, logger, scheduler };
}

describe('the notification scheduler', () => {
  it('mails the owner once at the slot with the count and the insights page, then counts from there', async () => {
    const { store, sent, link, scheduler } = setUp();
    await store.save({ ...record, lastCount: 2 });
    link.responses = 8;
    await scheduler.check(at('2026-11-24T11:59:00Z'));
    expect(sent).toEqual([]);
    await scheduler.check(at('2026-11-24T12:00:30Z'));
    await scheduler.check(at('2026-11-24T12:01:30Z'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: EMAIL, subject: '6 new responses to “Team retro”' });
    expect(sent[0]?.text).toContain(`https://pill.example/advanced-analytics/${LINK_ID}`);
    await scheduler.check(at('2026-11-24T18:00:00Z'));
    expect(sent).toHaveLength(1);
    expect(await store.find(LINK_ID)).toMatchObject({ lastCount: 8, dueAt: '2026-11-25T00:00:00.000Z' });
  });

  it("keeps the count after a failed send, so the next slot's mail includes them, and logs no address", async () => {
    const { store, sent, mailer, link, logger, scheduler } = setUp();
    await store.save({ ...record, mode: 'daily', lastCount: 0, dueAt: '2026-11-24T08:00:00.000Z' });
    link.responses = 5;
    mailer.fail = 1;
    await scheduler.check(at('2026-11-24T08:00:05Z'));
    expect(sent).toEqual([]);
    expect(logger.warn).toHaveBeenCalled();
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain(EMAIL);
    link.responses = 7;
    await scheduler.check(at('2026-11-24T20:00:00Z'));
    expect(sent).toEqual([]);
    await scheduler.check(at('2026-11-25T08:00:00Z'));
    expect(sent.map((m) => m.subject)).toEqual(['7 new responses to “Team retro”']);
  });

  it('forgets a link that no longer exists instead of mailing about it', async () => {
    const { store, sent, link, scheduler } = setUp();
    await store.save(record);
    link.responses = 6;
    link.gone = true;
    await scheduler.check(at('2026-11-24T12:00:00Z'));
    expect(sent).toEqual([]);
    expect(await store.find(LINK_ID)).toBeUndefined();
  });

  it('lets a slot pass without a mail while the count is unknown, and counts from the last mail after', async () => {
    const { store, sent, link, scheduler } = setUp();
    await store.save({ ...record, lastCount: 2 });
    link.analysisDown = true;
    await scheduler.check(at('2026-11-24T12:00:00Z'));
    expect(await store.find(LINK_ID)).toMatchObject({ lastCount: 2, dueAt: '2026-11-24T12:00:00.000Z' });
    link.analysisDown = false;
    link.unknownToAnalysis = true;
    await scheduler.check(at('2026-11-24T12:01:00Z'));
    expect(sent).toEqual([]);
    expect(await store.find(LINK_ID)).toMatchObject({ lastCount: 2, dueAt: '2026-11-24T18:00:00.000Z' });
    link.unknownToAnalysis = false;
    link.responses = 8;
    await scheduler.check(at('2026-11-24T18:00:00Z'));
    expect(sent.map((m) => m.subject)).toEqual(['6 new responses to “Team retro”']);
  });
});
