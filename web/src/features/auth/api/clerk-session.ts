import { useEffect, useRef } from 'react';
import { hasClerkSessionCookie, loadClerk } from '../../../lib/clerk-loader';
import { useConfig } from '../../config/api/get-config';

/**
 * With Clerk, the gateway only sees a `__session` token that lives about a minute; Clerk's SDK
 * renews it while it runs. So on pages that show who is signed in, Clerk runs whenever this
 * browser has a Clerk session, and the app asks the gateway again whenever the two disagree
 * (signed in after the token had lapsed, signed out in another tab).
 */
export function useClerkSessionSync(signedIn: boolean | undefined, resync: () => void): void {
  const config = useConfig().data;
  const publishableKey = config?.authProvider === 'clerk' ? config.clerkPublishableKey : undefined;
  const latest = useRef({ signedIn, resync });
  latest.current = { signedIn, resync };
  const wanted = Boolean(publishableKey) && signedIn !== undefined && (signedIn || hasClerkSessionCookie());

  useEffect(() => {
    if (!wanted || !publishableKey) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadClerk(publishableKey).then(
      (clerk) => {
        if (cancelled) return;
        stop = clerk.addListener(({ session }) => {
          const { signedIn: known, resync: again } = latest.current;
          if (known !== undefined && Boolean(session) !== known) again();
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
  }, [wanted, publishableKey]);
}
