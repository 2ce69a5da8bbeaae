import { PublicLinkCache, type RoutedPublicLink } from './public-link-cache';

const link = (linkId: string, ownerId: string): RoutedPublicLink => ({ linkId, ownerId, title: 't', questions: [] });

describe('public link cache', () => {
  it('serves from memory within the minute and evicts by link or owner', async () => {
    const cache = new PublicLinkCache();
    let loads = 0;
    const load = async () => (loads++, link('l1', 'o1'));
    await cache.get('code1', load, 0);
    await cache.get('code1', load, 30_000);
    expect(loads).toBe(1);
    await cache.get('code1', load, 61_000);
    expect(loads).toBe(2);
    cache.evictLink('l1');
    await cache.get('code1', load, 62_000);
    expect(loads).toBe(3);
    cache.evictOwner('o1');
    await cache.get('code1', load, 63_000);
    expect(loads).toBe(4);
  });

  it('does not cache a link that was not found', async () => {
    const cache = new PublicLinkCache();
    await expect(cache.get('gone', async () => Promise.reject(new Error('not found')))).rejects.toThrow();
    expect(await cache.get('gone', async () => link('l2', 'o'))).toMatchObject({ linkId: 'l2' });
  });
});
