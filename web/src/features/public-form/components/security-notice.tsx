import { ShieldCheckIcon as ShieldCheck, WrenchIcon as Wrench } from './icons';

/** Localhost and the dev-preview hosts (spec 9): the only places a "development" notice is true. */
export function isDevelopmentHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(name) ||
    /\.(?:replit\.dev|replit\.co|repl\.co)$/.test(name)
  );
}

function Notice({ tone, title, children }: { tone: 'indigo' | 'amber'; title: string; children: string }) {
  const Icon = tone === 'indigo' ? ShieldCheck : Wrench;
  const box = tone === 'indigo' ? 'border-indigo-200 bg-indigo-50 text-indigo-950' : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <div className={`flex gap-3 rounded-lg border p-4 text-sm ${box}`}>
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${tone === 'indigo' ? 'text-indigo-700' : 'text-amber-800'}`} aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}

/**
 * How a submission is protected, by host as the spec says: reCAPTCHA v3 when it runs; on
 * localhost or a dev preview without it, the Development Environment note; on a production host
 * without keys, never a "development" note, only what does protect the form.
 */
export function SecurityNotice({ captcha, host }: { captcha: boolean; host: string }) {
  if (captcha) {
    return (
      <Notice tone="indigo" title="Security Protection">
        This form is protected by reCAPTCHA v3 to prevent spam and abuse. Google's Privacy Policy and Terms of Service apply. Verification
        runs invisibly when you submit.
      </Notice>
    );
  }
  if (isDevelopmentHost(host)) {
    return (
      <Notice tone="amber" title="Development Environment">
        Security verification is disabled here. Content moderation and validation are still active.
      </Notice>
    );
  }
  return (
    <Notice tone="indigo" title="Content Protection">
      Every answer is checked by content moderation and validation before it is stored.
    </Notice>
  );
}
