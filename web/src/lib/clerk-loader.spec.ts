import { hasClerkSessionCookie } from './clerk-loader';

describe('hasClerkSessionCookie', () => {
  it("sees a Clerk client with a session in Clerk's client cookie, suffixed or not", () => {
    expect(hasClerkSessionCookie('theme=dark; __client_uat=1732300000')).toBe(true);
    expect(hasClerkSessionCookie('__client_uat_Ab3-x=1732300000; other=1')).toBe(true);
  });

  it('sees none when Clerk signed out (0) or was never used', () => {
    expect(hasClerkSessionCookie('__client_uat=0')).toBe(false);
    expect(hasClerkSessionCookie('__client_uat_Ab3=0; __session=abc')).toBe(false);
    expect(hasClerkSessionCookie('')).toBe(false);
    expect(hasClerkSessionCookie('my__client_uat=5')).toBe(false);
  });
});
