import type { Clerk } from './clerk-types';

/** What Clerk's own SDKs load from the instance's Frontend API: the browser SDK and its forms. */
const CLERK_JS = '/npm/@clerk/clerk-js@6/dist/clerk.browser.js';
const CLERK_UI = '/npm/@clerk/ui@1/dist/ui.browser.js';
const SCRIPT_TIMEOUT_MS = 15_000;

type ClerkWindow = Window & { Clerk?: Clerk; __internal_ClerkUICtor?: unknown };

/** The Frontend API host a publishable key names: `pk_test_` or `pk_live_`, then base64 of `host$`. */
export function frontendApiOf(publishableKey: string): string | undefined {
  const encoded = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey)?.[1];
  if (!encoded) return undefined;
  let host = '';
  try {
    host = atob(encoded.replace(/-/g, '+').replace(/_/g, '/')).replace(/\$$/, '');
  } catch {
    return undefined;
  }
  return /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? host : undefined;
}

function loadScript(src: string, attributes: Record<string, string>, loaded: () => boolean): Promise<void> {
  if (loaded()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const fail = (message: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail(`Timed out loading Clerk from ${src}`), SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (loaded()) resolve();
      else fail(`Clerk did not start from ${src}`);
    });
    script.addEventListener('error', () => fail(`Could not load Clerk from ${src}`));
    document.head.appendChild(script);
  });
}

/**
 * Loads Clerk's browser SDK and forms the way Clerk's own SDKs do: from the instance's Frontend
 * API host, which the gateway's content security policy admits when Clerk is configured.
 */
export async function loadClerkScripts(publishableKey: string): Promise<{ clerk: Clerk; ClerkUI: unknown }> {
  const host = frontendApiOf(publishableKey);
  if (!host) throw new Error('The Clerk publishable key does not name a Frontend API.');
  const w = window as ClerkWindow;
  await Promise.all([
    loadScript(`https://${host}${CLERK_JS}`, { 'data-clerk-publishable-key': publishableKey }, () => Boolean(w.Clerk)),
    loadScript(`https://${host}${CLERK_UI}`, {}, () => Boolean(w.__internal_ClerkUICtor)),
  ]);
  return { clerk: w.Clerk as Clerk, ClerkUI: w.__internal_ClerkUICtor };
}
