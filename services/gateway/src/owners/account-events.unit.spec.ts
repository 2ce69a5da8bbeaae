import { readEvent } from '@pill/platform/transport/received-event';
import { TOPICS } from '@pill/proto/topics';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uuidGenerator } from '@pill/platform/clock';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import type { Logger } from '@pill/platform/logger';
import type { RemoteCaller } from '@pill/platform/transport/rpc';
import type { MessageDef } from '@pill/proto/messages';
import { ApiKeys } from '../api-keys/api-keys';
import type { AuthProvider } from '../auth/auth-provider.port';
import { SqliteAccountStore } from '../auth/sqlite-account-store';
import { SAMPLE_PILLS } from '../samples/sample-pills';
import { AccountEvents } from './account-events.controller';
import { accountStreamId, OwnerAccounts } from './owner-accounts';
import { OwnerGuard } from './owner.guard';
import { SampleSeeder } from './sample-seeder';

const clock = { now: () => new Date('2026-01-01T10:00:00.000Z') };
const ada = { userId: 'ada', firstName: 'Ada' };

describe('sample pills are seeded when an account-created event is handled', () => {
  let events: SqliteEventStore;
  let accountStore: SqliteAccountStore;
  let owners: OwnerAccounts;
  let calls: string[];
  let remote: RemoteCaller;
  /** A gateway process: its own in-memory marks, the shared stores. */
  const gatewayProcess = () => {
    const seeder = new SampleSeeder(remote, accountStore, clock, { warn: jest.fn() } as unknown as Logger, true);
    return { seeder, handler: new AccountEvents(seeder) };
  };
  const deliverAll = async (handler: AccountEvents) => {
    for (const event of await events.readAll(0, 100)) await handler.onAccountEvent(readEvent(event, TOPICS.account));
  };
  const linksCreated = () => calls.filter((p) => p === 'link.create').length;

  beforeEach(() => {
    events = new SqliteEventStore(':memory:');
    accountStore = new SqliteAccountStore(join(mkdtempSync(join(tmpdir(), 'pill-samples-')), 'accounts.sqlite'));
    owners = new OwnerAccounts(new EventSourcedStreams(events, clock, uuidGenerator), clock);
    calls = [];
    let n = 0;
    remote = {
      call: async (def: MessageDef) => {
        calls.push(def.pattern);
        if (def.pattern === 'link.create') return { id: `link-${++n}`, shortCode: `code${n}` };
        return { id: 's', submittedAt: clock.now().toISOString() };
      },
    } as unknown as RemoteCaller;
  });
  afterEach(async () => {
    events.close();
    await accountStore.close();
  });

  it('publishes one account-created event per owner, however often they sign up or are seen', async () => {
    expect(await owners.created(ada)).toBe(true);
    expect(await owners.created(ada)).toBe(false);
    expect(await new OwnerAccounts(new EventSourcedStreams(events, clock, uuidGenerator), clock).noticed(ada)).toBe(false);
    const stored = await events.readStream(accountStreamId('ada'));
    expect(stored.map((e) => ({ type: e.type, data: e.data }))).toEqual([
      { type: 'account.created', data: { ownerId: 'ada', ownerName: 'Ada', createdAt: '2026-01-01T10:00:00.000Z' } },
    ]);
  });

  it('seeds exactly once, through redeliveries, concurrent deliveries and a restart', async () => {
    await owners.created(ada);
    const first = gatewayProcess();
    const seeded = first.seeder.whenSeeded('ada', 60_000);
    await Promise.all([deliverAll(first.handler), deliverAll(first.handler)]);
    await seeded;
    await deliverAll(first.handler);
    await deliverAll(gatewayProcess().handler);
    expect(linksCreated()).toBe(SAMPLE_PILLS.length);
    expect(calls.filter((p) => p === 'submission.submit')).toHaveLength(SAMPLE_PILLS.flatMap((p) => p.submissions).length);
  });

  it('is not done by the sign-in guard, which only makes sure the account has its event', async () => {
    const { seeder } = gatewayProcess();
    const auth = { authenticate: async () => ({ userId: 'grace' }) } as unknown as AuthProvider;
    const guard = new OwnerGuard(auth, owners, seeder, new ApiKeys(accountStore, clock, uuidGenerator), new Reflector());
    const request = { headers: {} };
    const context = { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
    jest.spyOn(seeder, 'whenSeeded').mockResolvedValue();
    expect(await guard.canActivate(context)).toBe(true);
    expect(calls).toEqual([]);
    expect((await events.readStream(accountStreamId('grace'))).map((e) => e.type)).toEqual(['account.created']);
  });
});
