import { Email } from '@pill/proto/auth';
import { CAPTCHA_AFTER_FAILURES, SignInThrottle } from './sign-in-throttle';

const MINUTE = 60_000;

describe('sign-in throttle', () => {
  let throttle: SignInThrottle;
  beforeEach(() => (throttle = new SignInThrottle()));
  /** An attempt's keys, its email read as a sign-in's is (the Email schema lowercases it). */
  const at = (email: string, client: string) => throttle.keys(Email.parse(email), client);
  const fail = (times: number, email: string, client: string, now = 0) => {
    for (let i = 0; i < times; i++) throttle.recordFailure(at(email, client), now);
  };

  it('lets a client try 5 wrong passwords for an email, then makes it wait longer after each failure', () => {
    fail(4, 'a@x.io', '203.0.113.9');
    expect(throttle.waitFor(at('a@x.io', '203.0.113.9'), 0)).toBe(0);
    fail(1, 'a@x.io', '203.0.113.9');
    expect(throttle.waitFor(at('A@x.io', '203.0.113.9'), 1000)).toBe(29_000);
    expect(throttle.waitFor(at('b@x.io', '203.0.113.9'), 1000)).toBe(0);
    expect(throttle.waitFor(at('a@x.io', '203.0.113.9'), 30_000)).toBe(0);
    fail(1, 'a@x.io', '203.0.113.9', 30_000);
    expect(throttle.waitFor(at('a@x.io', '203.0.113.9'), 30_000)).toBe(60_000);
    fail(10, 'a@x.io', '203.0.113.9', 100_000);
    expect(throttle.waitFor(at('a@x.io', '203.0.113.9'), 100_000)).toBe(15 * MINUTE);
  });

  it('never holds back the owner on another network, however many clients guess their password', () => {
    for (let c = 0; c < 40; c++) fail(5, 'owner@x.io', `198.51.100.${c}`);
    expect(throttle.waitFor(at('owner@x.io', '198.51.100.0'), 1)).toBeGreaterThan(0);
    expect(throttle.waitFor(at('owner@x.io', '192.0.2.77'), 1)).toBe(0);
  });

  it('asks for the captcha after repeated failures for an email from anywhere, until they lapse', () => {
    for (let c = 0; c < CAPTCHA_AFTER_FAILURES - 1; c++) fail(1, 'owner@x.io', `198.51.100.${c}`);
    expect(throttle.needsCaptcha(at('owner@x.io', '192.0.2.77'), 1)).toBe(false);
    fail(1, 'owner@x.io', '198.51.100.200');
    expect(throttle.needsCaptcha(at('owner@x.io', '192.0.2.77'), 1)).toBe(true);
    expect(throttle.needsCaptcha(at('other@x.io', '192.0.2.77'), 1)).toBe(false);
    expect(throttle.needsCaptcha(at('owner@x.io', '192.0.2.77'), 15 * MINUTE + 1)).toBe(false);
  });

  it('makes a client trying many emails wait, and keys an IPv6 client on its /64', () => {
    for (let i = 0; i < 30; i++) fail(1, `user${i}@x.io`, `2001:db8:9:9::${i.toString(16)}`);
    expect(throttle.waitFor(at('fresh@x.io', '2001:db8:9:9:ffff::1'), 1)).toBeGreaterThan(0);
    expect(throttle.waitFor(at('fresh@x.io', '2001:db8:9:a::1'), 1)).toBe(0);
  });

  it("clears a client's failures for an email when the right password comes", () => {
    fail(5, 'c@x.io', '203.0.113.1');
    throttle.reset(at('c@x.io', '203.0.113.1'));
    expect(throttle.waitFor(at('c@x.io', '203.0.113.1'), 1)).toBe(0);
  });
});
