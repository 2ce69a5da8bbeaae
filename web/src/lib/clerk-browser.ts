import { Clerk } from '@clerk/clerk-js';
import { ui } from '@clerk/ui';
import { paths } from './paths';

type RouterFn = (to: string) => Promise<unknown> | unknown;

/** Clerk's forms in the app's colours; they fill the box they are given, down to a 390 px phone. */
const appearance = {
  variables: { colorPrimary: '#4f46e5', colorText: '#0f172a', borderRadius: '0.375rem', fontFamily: 'inherit' },
  elements: {
    rootBox: { width: '100%' },
    cardBox: { width: '100%', maxWidth: '100%', boxShadow: 'none', border: 'none' },
    card: { boxShadow: 'none', paddingLeft: '0', paddingRight: '0' },
  },
};

/**
 * Clerk's browser SDK with its UI bundled from npm (no script from a CDN). Clerk keeps the
 * `__session` cookie on our origin fresh; the gateway verifies it on every request.
 */
export async function startClerk(publishableKey: string, router: { routerPush: RouterFn; routerReplace: RouterFn }): Promise<Clerk> {
  const clerk = new Clerk(publishableKey);
  const origin = window.location.origin;
  await clerk.load({
    ui: { ClerkUI: ui.ClerkUI },
    appearance,
    // Respondents and owners are promised discretion: no usage pings to Clerk.
    telemetry: false,
    signInUrl: origin + paths.auth('login'),
    signUpUrl: origin + paths.auth('register'),
    afterSignOutUrl: origin + paths.home,
    ...router,
  });
  // A load that could not reach Clerk's Frontend API leaves no client to sign in with.
  if (!clerk.loaded || !clerk.client) throw new Error(`Clerk did not finish loading (status ${clerk.status}).`);
  return clerk;
}
