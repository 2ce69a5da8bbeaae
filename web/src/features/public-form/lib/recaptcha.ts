/**
 * Google reCAPTCHA v3, loaded only on the public form and the account forms, and only when the
 * server asks for it. The token is requested with the action name the server verifies.
 */
export const CAPTCHA_ACTION = 'submit_feedback';

type Grecaptcha = {
  ready: (cb: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptPromise: Promise<void> | null = null;

export function loadRecaptcha(siteKey: string): Promise<void> {
  if (window.grecaptcha) return Promise.resolve();
  if (scriptPromise) return scriptPromise;
  scriptPromise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/** A token for one submit; fails (never hangs) when the script cannot load or Google does not answer. */
export async function getRecaptchaToken(siteKey: string, action = CAPTCHA_ACTION, timeoutMs = 10_000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), timeoutMs);
  });
  try {
    const token = await Promise.race([requestToken(siteKey, action), timeout]);
    if (!token) throw new Error('reCAPTCHA returned no token');
    return token;
  } finally {
    clearTimeout(timer);
  }
}

async function requestToken(siteKey: string, action: string): Promise<string> {
  if (!window.grecaptcha) await loadRecaptcha(siteKey);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA unavailable');
  return new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)));
}
