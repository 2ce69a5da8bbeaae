import { ShieldCheckIcon as ShieldCheck, WrenchIcon as Wrench } from './screen-icons';

/** Localhost and the dev-preview hosts (spec 9): the only places a "development" notice is true. */
export const isDevelopmentHost = (host: string) =>
  /(?:^|\.)localhost$|^127(?:\.\d+){3}$|^\[?::1\]?$|\.(?:replit\.dev|replit\.co|repl\.co)$/i.test(host);

/**
 * How a submission is protected, by host as the spec says: reCAPTCHA v3 when it runs; on
 * localhost or a dev preview without it, the Development Environment note; on a production host
 * without keys, no notice, since neither would be true there.
 */
export function SecurityNotice({ captcha, host = window.location.hostname }: { captcha: boolean; host?: string }) {
  if (captcha) {
    return (
      <div className="flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" aria-hidden />
        <div>
          <p className="font-semibold">Security Protection</p>
          <p>
            This form is protected by reCAPTCHA v3 to prevent spam and abuse. Google's Privacy Policy and Terms of Service apply.
            Verification runs invisibly when you submit.
          </p>
        </div>
      </div>
    );
  }
  if (!isDevelopmentHost(host)) return null;
  return (
    <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <Wrench className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" aria-hidden />
      <div>
        <p className="font-semibold">Development Environment</p>
        <p>Security verification is disabled here. Content moderation and validation are still active.</p>
      </div>
    </div>
  );
}
