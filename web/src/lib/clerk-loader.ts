import type { Clerk } from './clerk-types';

/**
 * The one Clerk instance of the page, loaded on first use. Only this small module is imported
 * statically; Clerk's SDK and UI are fetched from Clerk by a chunk of their own (`clerk-browser`),
 * so pages that never sign anyone in (the public form) never load them.
 */
export type { Clerk };

/** How Clerk moves within our app (the return path, the other tab); without one, a full page load. */
export type ClerkNavigator = (to: string, options: { replace: boolean }) => Promise<unknown> | void;

/** Clerk could not be loaded: what went wrong, said so that the person at the screen can act on it. */
export class ClerkUnavailableError extends Error {
  constructor(
    readonly reason: 'offline' | 'misconfigured',
    cause: unknown,
  ) {
    super(
      reason === 'misconfigured'
        ? "The sign-in service is not set up correctly on this server (Clerk refused its publishable key). Please tell the site's operator."
        : "We couldn't reach the sign-in service (Clerk). Check your connection, or whether a browser extension blocks it, and try again.",
      { cause },
    );
    this.name = 'ClerkUnavailableError';
  }
}

let navigator: ClerkNavigator | null = null;
/** `window.Clerk` is one global: one load for the page, whichever key asked first. */
let loading: Promise<Clerk> | null = null;

/** Lets the mounted sign-in form route Clerk's redirects through the app; returns the undo. */
export function setClerkNavigator(next: ClerkNavigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

function go(to: string, replace: boolean): Promise<unknown> | void {
  if (navigator) return navigator(to, { replace });
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}

function classify(error: unknown): ClerkUnavailableError {
  if (error instanceof ClerkUnavailableError) return error;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return new ClerkUnavailableError(/publishable ?key/i.test(text) ? 'misconfigured' : 'offline', error);
}

/** Loads Clerk once per page; a failed load is forgotten, so "Try again" really tries again. */
export function loadClerk(publishableKey: string): Promise<Clerk> {
  loading ??= import('./clerk-browser')
    .then(({ startClerk }) => startClerk(publishableKey, { routerPush: (to) => go(to, false), routerReplace: (to) => go(to, true) }))
    .catch((error: unknown) => {
      loading = null;
      throw classify(error);
    });
  return loading;
}

/** Forgets the loaded Clerk as a new page would; specs share this module between tests. */
export function forgetClerk(): void {
  loading = null;
}

/**
 * Clerk keeps `__client_uat` (optionally suffixed) on our origin: a non-zero time means this
 * browser has a Clerk session, even when the short-lived `__session` token has lapsed.
 */
export function hasClerkSessionCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => {
    const [name, value = ''] = pair.trim().split('=');
    return /^__client_uat(_[\w-]+)?$/.test(name ?? '') && value !== '' && value !== '0';
  });
}
