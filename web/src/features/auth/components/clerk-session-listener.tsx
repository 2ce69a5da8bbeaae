import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { hasClerkSessionCookie, loadClerk } from '../../../lib/clerk-loader';
import { useConfig } from '../../config/api/get-config';
import { reloadUser } from '../api/get-user';
import { clerkKeyOf } from '../lib/clerk-key';

/**
 * With Clerk, the gateway only sees a `__session` token that lives about a minute; Clerk's SDK
 * renews it while it runs. So while a page shows who is signed in, Clerk runs whenever this
 * browser has a Clerk session, and the app asks the gateway again whenever the two disagree
 * (signed in after the token had lapsed, signed out in another tab). Rendered once, by
 * `ClerkSessionSync`, and only again when the answer or the config changes.
 */
export default function ClerkSessionListener({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const publishableKey = clerkKeyOf(useConfig().data);
  const known = useRef(signedIn);
  useLayoutEffect(() => {
    known.current = signedIn;
  }, [signedIn]);
  const wanted = Boolean(publishableKey) && (signedIn || hasClerkSessionCookie());

  useEffect(() => {
    if (!wanted || !publishableKey) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadClerk(publishableKey).then(
      (clerk) => {
        if (cancelled) return;
        stop = clerk.addListener(({ session }) => {
          if (Boolean(session) === known.current) return;
          // A reload that fails (or that Sign Out cancels) leaves the user query as it was.
          reloadUser(queryClient).catch(() => undefined);
        });
      },
      (error: unknown) => {
        // The sign-in form and Sign Out say so when Clerk is unreachable; here the cookie the
        // owner has keeps working until it lapses.
        console.warn('Clerk could not be loaded to keep the session fresh', error);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [wanted, publishableKey, queryClient]);

  return null;
}
