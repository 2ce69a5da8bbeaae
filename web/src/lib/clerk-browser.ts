import { loadClerkScripts } from './clerk-scripts';
import type { Clerk } from './clerk-types';
import { paths } from './paths';

type RouterFn = (to: string) => Promise<unknown> | unknown;

/** Clerk's forms in the app's colours; they fill the box they are given, down to a 390 px phone. */
const appearance = {
  variables: { colorPrimary: '#4f46e5', colorText: '#0f172a', borderRadius: '0.375rem', fontFamily: 'inherit' },
  elements: {
    rootBox: { width: '100%' },
    cardBox: { width: '100%', maxWidth: '100%', boxShadow: 'none', border: 'none' },
    card: { boxShadow: 'none', paddingLeft: '0.25rem', paddingRight: '0.25rem' },
  },
};

/**
 * Clerk's browser SDK and forms, served by the Clerk instance itself. Clerk keeps the `__session`
 * cookie on our origin fresh; the gateway verifies it on every request.
 */
export async function startClerk(publishableKey: string, router: { routerPush: RouterFn; routerReplace: RouterFn }): Promise<Clerk> {
  const { clerk, ClerkUI } = await loadClerkScripts(publishableKey);
  const origin = window.location.origin;
  await clerk.load({
    ui: { ClerkUI },
    appearance,
    // Respondents and owners are promised discretion: no usage pings to Clerk.
    telemetry: false,
    signInUrl: origin + paths.auth('login'),
    signUpUrl: origin + paths.auth('register'),
    afterSignOutUrl: origin + paths.home,
    ...router,
  });
  // Without its Frontend API Clerk still "loads", with a blank instance configuration, and would
  // show a form that cannot sign anyone in: a failure to report, not a form to show.
  if (!clerk.loaded || !clerk.client || !clerk.__internal_environment?.displayConfig?.id) {
    throw new Error(`Clerk could not reach its Frontend API (status ${clerk.status}).`);
  }
  return clerk;
}
