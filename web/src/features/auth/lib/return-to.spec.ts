import { returnPath } from './return-to';

describe('returnPath', () => {
  it('returns to the owner page the guard came from, with its query', () => {
    expect(returnPath({ from: '/analytics/abc' })).toBe('/analytics/abc');
    expect(returnPath({ from: '/manage-questions?category=style' })).toBe('/manage-questions?category=style');
  });

  it('goes home without a usable path', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
    expect(returnPath('/create-link')).toBe('/');
  });

  it('never leaves the site', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'create-link',
    ]) {
      expect(returnPath({ from })).toBe('/');
    }
  });

  it('never returns to a server route or to the sign-in page', () => {
    expect(returnPath({ from: '/api/logout' })).toBe('/');
    expect(returnPath({ from: '/auth?tab=login' })).toBe('/');
  });
});
