import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { linkCreated, linkEvent } from '../testing/analysis-fakes';
import { LinkOwners } from './link-owners';

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'owned',
    (e: { code: string }) => e.code,
  );

describe('link owners as the analysis service knows them', () => {
  let owners: LinkOwners;
  beforeEach(() => {
    owners = new LinkOwners(new InMemoryProjectionStore());
    owners.waitMs = 0;
  });

  it('tells the owner from anyone else, and forgets nobody on a redelivered event', async () => {
    await owners.apply(linkCreated('l1', 'alice'));
    await owners.apply(linkCreated('l1', 'alice'));
    expect(await outcome(owners.requireOwned('l1', 'alice'))).toBe('owned');
    expect(await outcome(owners.requireOwned('l1', 'bob'))).toBe('NOT_FOUND');
    expect(await outcome(owners.requireOwned('l2', 'alice'))).toBe('NOT_FOUND');
  });

  it("knows the link's threshold: 1 from a link saved before thresholds, then what an update set", async () => {
    await owners.apply(linkCreated('l1', 'alice'));
    expect((await owners.requireOwned('l1', 'alice')).minResponses).toBe(1);
    await owners.apply(
      linkEvent('link.updated', 'link-l1', 2, { linkId: 'l1', ownerId: 'alice', title: 'R', questions: [], minResponses: 4 }),
    );
    expect((await owners.requireOwned('l1', 'alice')).minResponses).toBe(4);
  });

  it('refuses a deleted link at once, even to its owner', async () => {
    await owners.apply(linkCreated('l1', 'alice'));
    await owners.apply(linkEvent('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'alice', shortCode: 'abc' }));
    owners.waitMs = 60_000;
    expect(await outcome(owners.requireOwned('l1', 'alice'))).toBe('NOT_FOUND');
  });

  it('waits a moment for a link created just before the read', async () => {
    owners.waitMs = 2_000;
    const pending = outcome(owners.requireOwned('l3', 'alice'));
    await owners.apply(linkCreated('l3', 'alice'));
    expect(await pending).toBe('owned');
  });
});
