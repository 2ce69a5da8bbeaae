import { randomUUID } from 'node:crypto';
import type { ProjectionStore } from './projection-store.port';

interface Card {
  ownerId: string;
  title: string;
  shortCode?: string;
  notes: string[];
}

/** The contract every ProjectionStore adapter passes (in memory here; MongoDB in the cluster suites). */
export function projectionStoreConformance(name: string, open: () => Promise<ProjectionStore>, dispose?: () => Promise<void>): void {
  describe(`ProjectionStore conformance: ${name}`, () => {
    let store: ProjectionStore;
    const cards = () => store.collection<Card>({ name: 'cards', indexes: { ownerId: (c) => c.ownerId, shortCode: (c) => c.shortCode } });
    const id = () => `card-${randomUUID()}`;
    const add =
      (note: string) =>
      (c: Card | undefined): Card => ({ ...(c ?? { ownerId: 'o', title: 't', notes: [] }), notes: [...(c?.notes ?? []), note] });

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await dispose?.();
    });

    it('folds a stream in order and skips a redelivered event', async () => {
      const card = id();
      expect(await cards().apply(card, 1, add('a'))).toBe(true);
      expect(await cards().apply(card, 2, add('b'))).toBe(true);
      expect(await cards().apply(card, 2, add('b again'))).toBe(false);
      expect(await cards().apply(card, 1, add('a again'))).toBe(false);
      expect(await cards().get(card)).toEqual({ ownerId: 'o', title: 't', notes: ['a', 'b'] });
      expect(await cards().version(card)).toBe(2);
    });

    it('does not fold an event before its predecessor has been folded, and says so', async () => {
      const card = id();
      const gaps: unknown[] = [];
      store.onGap = (gap) => gaps.push(gap);
      expect(await cards().apply(card, 2, add('b'))).toBe(false);
      store.onGap = undefined;
      expect(gaps).toEqual([{ collection: 'cards', id: card, folded: 0, arrived: 2 }]);
      expect(await cards().get(card)).toBeUndefined();
      expect(await cards().apply(card, 1, add('a'))).toBe(true);
      expect(await cards().apply(card, 2, add('b'))).toBe(true);
      expect((await cards().get(card))?.notes).toEqual(['a', 'b']);
    });

    it('finds documents by each index, and follows an index value when it changes', async () => {
      const owner = `owner-${randomUUID()}`;
      const [first, second] = [id(), id()];
      await cards().apply(first, 1, () => ({ ownerId: owner, title: 'first', shortCode: `s-${first}`, notes: [] }));
      await cards().apply(second, 1, () => ({ ownerId: owner, title: 'second', notes: [] }));
      const found = await cards().findBy('ownerId', owner);
      expect(found.map((f) => f.data.title).sort()).toEqual(['first', 'second']);
      expect(found.find((f) => f.id === first)?.version).toBe(1);
      expect((await cards().findBy('shortCode', `s-${first}`)).map((f) => f.id)).toEqual([first]);
      await cards().apply(first, 2, (c) => ({ ...(c as Card), ownerId: `${owner}-moved`, shortCode: undefined }));
      expect((await cards().findBy('ownerId', owner)).map((f) => f.id)).toEqual([second]);
      expect(await cards().findBy('shortCode', `s-${first}`)).toEqual([]);
    });

    it('removes data but keeps the version, so a late redelivery cannot bring it back', async () => {
      const owner = `owner-${randomUUID()}`;
      const card = id();
      await cards().apply(card, 1, () => ({ ownerId: owner, title: 'secret answer', notes: [] }));
      expect(await cards().apply(card, 2, () => null)).toBe(true);
      expect(await cards().get(card)).toBeUndefined();
      expect(await cards().findBy('ownerId', owner)).toEqual([]);
      expect(await cards().apply(card, 1, () => ({ ownerId: owner, title: 'secret answer', notes: [] }))).toBe(false);
      expect(await cards().version(card)).toBe(2);
    });

    it('applies each event exactly once when several writers race on one document', async () => {
      const card = id();
      const versions = Array.from({ length: 20 }, (_, i) => i + 1);
      await Promise.all(
        versions
          .flatMap((v) => [v, v, v])
          .map(async (v) => {
            // Each writer retries until its event is folded or already was, as the bus redelivers.
            while ((await cards().version(card)) < v) await cards().apply(card, v, add(`n${v}`));
          }),
      );
      expect((await cards().get(card))?.notes).toEqual(versions.map((v) => `n${v}`));
    });

    it('keeps any text in data, including keys with dots and dollars', async () => {
      const bag = store.collection<Record<string, number>>({ name: 'bags' });
      await bag.put('b1', { '2026.01.02': 1, $where: 2, 'a.b': 3 });
      expect(await bag.get('b1')).toEqual({ '2026.01.02': 1, $where: 2, 'a.b': 3 });
      await bag.put('b1', { x: 1 });
      expect(await bag.get('b1')).toEqual({ x: 1 });
    });
  });
}
