import { ShieldCheckIcon as ShieldCheck, WrenchIcon as Wrench } from './icons';

/** Tells respondents how their submission is protected: reCAPTCHA v3 when on, else a dev note. */
export function SecurityNotice({ captcha }: { captcha: boolean }) {
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
