import type { Config } from '@pill/platform/config';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
/** Clerk's bot check (Cloudflare Turnstile) and its abuse protection, from Clerk's CSP guide. */
const CLERK_BOT_CHECK = 'https://challenges.cloudflare.com';
const CLERK_PROTECT = 'https://*.protect.clerk.com';

/** The Frontend API host a Clerk publishable key names: `pk_test_` or `pk_live_`, then base64 of `host$`. */
export function clerkFrontendApi(publishableKey: string | undefined): string | undefined {
  const encoded = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey ?? '')?.[1];
  const host = encoded ? Buffer.from(encoded, 'base64').toString('utf8').replace(/\$$/, '') : '';
  return /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `https://${host}` : undefined;
}

/** Clerk's hosts per directive when Clerk signs owners in; none otherwise. */
function clerkHosts(config: Config): Record<'script' | 'frame' | 'connect' | 'img' | 'worker', string[]> {
  if (config.AUTH_PROVIDER !== 'clerk') return { script: [], frame: [], connect: [], img: [], worker: [] };
  const frontendApi = clerkFrontendApi(config.CLERK_PUBLISHABLE_KEY);
  const api = frontendApi ? [frontendApi] : [];
  return {
    script: [CLERK_BOT_CHECK, CLERK_PROTECT, ...api],
    frame: [CLERK_BOT_CHECK, CLERK_PROTECT],
    connect: [`${CLERK_PROTECT}:*`, ...api],
    img: ['https://img.clerk.com'],
    worker: ['blob:'],
  };
}

/** What the web app may load: itself, reCAPTCHA, and Clerk's hosts only when Clerk signs owners in. */
export function contentSecurityDirectives(config: Config): Record<string, string[]> {
  const clerk = clerkHosts(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...RECAPTCHA, ...clerk.script],
    frameSrc: [...RECAPTCHA, ...clerk.frame],
    connectSrc: ["'self'", ...RECAPTCHA, ...clerk.connect],
    imgSrc: ["'self'", 'data:', ...clerk.img],
    workerSrc: ["'self'", ...clerk.worker],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
