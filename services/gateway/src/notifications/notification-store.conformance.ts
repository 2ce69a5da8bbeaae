import { randomUUID } from 'node:crypto';
import type { NotificationRecord, NotificationStore } from './notification-store.port';

type Opened = { store: NotificationStore; close(): Promise<void> };

/** The contract of a NotificationStore adapter (SQLite embedded, MongoDB in the cluster). */
export function notificationStoreConformance(name: string, open: () => Promise<Opened>) {
  describe(`NotificationStore conformance: ${name}`, () => {
    let opened: Opened;
    const store = () => opened.store;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened?.close());
    const record = (over: Partial<NotificationRecord> = {}): NotificationRecord => ({
      linkId: randomUUID(),
      ownerId: randomUUID(),
      email: 'ada@example.com',
      mode: 'batched',
      lastCount: 3,
      dueAt: '2026-11-24T12:00:00.000Z',
      ...over,
    });

    it('keeps one record a link, replaced whole when the owner changes the mode', async () => {
      const r = record();
      await store().save(r);
      expect(await store().find(r.linkId)).toEqual(r);
      const changed = { ...r, mode: 'daily' as const, email: 'ada@new.example', dueAt: '2026-11-25T08:00:00.000Z' };
      await store().save(changed);
      expect(await store().find(r.linkId)).toEqual(changed);
      expect(await store().find(randomUUID())).toBeUndefined();
    });

    it('lists the records whose slot has come, earliest first', async () => {
      const slot = `2030-0${1 + Math.floor(Math.random() * 8)}-01T`;
      const early = record({ dueAt: `${slot}06:00:00.000Z` });
      const onTime = record({ dueAt: `${slot}12:00:00.000Z` });
      const later = record({ dueAt: `${slot}18:00:00.000Z` });
      for (const r of [later, onTime, early]) await store().save(r);
      const due = await store().listDue(`${slot}12:00:00.000Z`, 1000);
      const ours = due.filter((r) => [early, onTime, later].some((o) => o.linkId === r.linkId));
      expect(ours).toEqual([early, onTime]);
      expect(await store().listDue('2000-01-01T00:00:00.000Z', 10)).toEqual([]);
    });

    it('lets one caller claim a slot, and counts from the last mail', async () => {
      const r = record();
      await store().save(r);
      const next = '2026-11-24T18:00:00.000Z';
      const claim = () => store().claim(r.linkId, r.dueAt, next);
      const claims = await Promise.all([claim(), claim()]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await store().claim(r.linkId, r.dueAt, '2026-11-25T00:00:00.000Z')).toBe(false);
      await store().setLastCount(r.linkId, 9);
      expect(await store().find(r.linkId)).toEqual({ ...r, dueAt: next, lastCount: 9 });
      expect(await store().claim(randomUUID(), r.dueAt, next)).toBe(false);
    });

    it('deletes a link’s record, and every record of one owner', async () => {
      const [ada, bob] = [randomUUID(), randomUUID()];
      const [first, second, bobs] = [record({ ownerId: ada }), record({ ownerId: ada }), record({ ownerId: bob })];
      for (const r of [first, second, bobs]) await store().save(r);
      await store().delete(first.linkId);
      expect(await store().find(first.linkId)).toBeUndefined();
      expect(await store().find(second.linkId)).toEqual(second);
      await store().deleteOf(ada);
      expect(await store().find(second.linkId)).toBeUndefined();
      expect(await store().find(bobs.linkId)).toEqual(bobs);
      await store().setLastCount(first.linkId, 4);
      expect(await store().find(first.linkId)).toBeUndefined();
    });
  });
}
