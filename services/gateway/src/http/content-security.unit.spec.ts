import { ConfigSchema } from '@pill/platform/config';
import { publishableKey as keyFor } from '../testing/clerk-stand-in';
import { clerkFrontendApi, contentSecurityDirectives } from './content-security';

describe('content security policy', () => {
  it('reads the Frontend API host from a Clerk publishable key', () => {
    expect(clerkFrontendApi(keyFor('clerk.pill.example', 'live'))).toBe('https://clerk.pill.example');
    expect(clerkFrontendApi(keyFor('happy-owl-12.clerk.accounts.dev'))).toBe('https://happy-owl-12.clerk.accounts.dev');
    expect(clerkFrontendApi('pk_test_not-base64-of-a-host')).toBeUndefined();
    expect(clerkFrontendApi(keyFor('evil.example; script-src *'))).toBeUndefined();
    expect(clerkFrontendApi(undefined)).toBeUndefined();
  });

  it("lets the web app reach Clerk's hosts only when Clerk signs owners in", () => {
    const local = contentSecurityDirectives(ConfigSchema.parse({}));
    expect(JSON.stringify(local)).not.toContain('clerk');
    const clerk = contentSecurityDirectives(
      ConfigSchema.parse({
        AUTH_PROVIDER: 'clerk',
        CLERK_PUBLISHABLE_KEY: keyFor('clerk.pill.example', 'live'),
        CLERK_SECRET_KEY: 'sk_live_x',
      }),
    );
    expect(clerk.scriptSrc).toEqual(expect.arrayContaining(['https://clerk.pill.example', 'https://challenges.cloudflare.com']));
    expect(clerk.connectSrc).toContain('https://clerk.pill.example');
    expect(clerk.imgSrc).toContain('https://img.clerk.com');
    expect(clerk.frameAncestors).toEqual(["'none'"]);
  });
});
