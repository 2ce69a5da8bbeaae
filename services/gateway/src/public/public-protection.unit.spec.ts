import { Email } from '@pill/proto/auth';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { PublicLinkCache, type RoutedPublicLink } from './public-link-cache';

const link = (linkId: string, ownerId: string): RoutedPublicLink => ({ linkId, ownerId, title: 't', questions: [] });

describe('sign-in throttle', () => {
  let throttle: SignInThrottle;
  beforeEach(() => (throttle = new SignInThrottle()));
  /** An attempt's keys, its email read as a sign-in's is (the Email schema lowercases it). */
  const at = (email: string, client: string) => throttle.keys(Email.parse(email), client);

  it('blocks a client after 5 wrong passwords for one email, for 15 minutes, and a right one clears it', () => {
    for (let i = 0; i < 5; i++) throttle.recordFailure(at('a@x.io', 'guesser'), 0);
    expect(throttle.isBlocked(at('a@x.io', 'guesser'), 1000)).toBe(true);
    expect(throttle.isBlocked(at('A@x.io', 'guesser'), 1000)).toBe(true);
    expect(throttle.isBlocked(at('b@x.io', 'guesser'), 1000)).toBe(false);
    expect(throttle.isBlocked(at('a@x.io', 'guesser'), 15 * 60_000 + 1)).toBe(false);
    for (let i = 0; i < 5; i++) throttle.recordFailure(at('c@x.io', 'owner'), 0);
    throttle.reset(at('c@x.io', 'owner'));
    expect(throttle.isBlocked(at('c@x.io', 'owner'), 1)).toBe(false);
  });

  it("does not let a stranger lock an owner out of their own account", () => {
    for (let i = 0; i < 20; i++) throttle.recordFailure(at('owner@x.io', 'stranger'), 0);
    expect(throttle.isBlocked(at('owner@x.io', 'stranger'), 1)).toBe(true);
    expect(throttle.isBlocked(at('owner@x.io', 'owners-laptop'), 1)).toBe(false);
  });

  it('blocks a client trying many emails, and an email guessed from many clients', () => {
    for (let i = 0; i < 30; i++) throttle.recordFailure(at(`user${i}@x.io`, 'stuffer'), 0);
    expect(throttle.isBlocked(at('fresh@x.io', 'stuffer'), 1)).toBe(true);
    expect(throttle.isBlocked(at('fresh@x.io', 'someone-else'), 1)).toBe(false);
    for (let i = 0; i < 100; i++) throttle.recordFailure(at('target@x.io', `bot-${i}`), 0);
    expect(throttle.isBlocked(at('target@x.io', 'new-bot'), 1)).toBe(true);
  });
});

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
