import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/feedback';
import { ClerkUnavailableError, loadClerk, setClerkNavigator, type Clerk } from '../../../lib/clerk-loader';
import { failureText } from '../../../lib/failure-text';
import { paths } from '../../../lib/paths';
import { reloadUser } from '../api/get-user';
import { signOutOfClerk } from '../api/sign-out';
import type { AuthTab } from './auth-panel';

type Props = {
  publishableKey: string;
  mode: AuthTab;
  /** A path on this site to land on once signed in. */
  returnTo: string;
  /** In a dialog, OAuth opens a popup: a redirect would come back to a page with the dialog closed. */
  oauthFlow: 'redirect' | 'popup';
};

/** `failed`: Clerk could not load (a ClerkUnavailableError, already classified) or the gateway could not say who signed in. */
type State = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; error: unknown } | { kind: 'refused' };

/** What to show for a failure, and whether trying again can help (not when the operator must act). */
function failureShown(error: unknown): { message: string; retry: boolean } {
  if (error instanceof ClerkUnavailableError) return { message: error.message, retry: error.reason === 'offline' };
  return { message: failureText(error), retry: true };
}

/**
 * Clerk's hosted sign-in or sign-up form, mounted into a box of ours. Once Clerk has signed the
 * owner in, its `__session` cookie is on our origin: the app asks the gateway who that is and
 * goes where the owner was headed.
 */
export function ClerkForm({ publishableKey, mode, returnTo, oauthFlow }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Clerk stays mounted while the router hands out a new navigate function.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    let cancelled = false;
    let mounted: Clerk | undefined;
    let undoNavigator: (() => void) | undefined;
    setState({ kind: 'loading' });

    loadClerk(publishableKey)
      .then(async (clerk) => {
        if (cancelled) return;
        undoNavigator = setClerkNavigator(async (to, { replace }) => {
          if (clerk.session) await reloadUser(queryClient);
          // Clerk's "Sign up" / "Sign in" links lead to the other tab: keep where the owner was headed.
          navigateRef.current(to, { replace, state: to.startsWith('/auth') ? { from: returnTo } : undefined });
        });
        if (clerk.session) {
          // Signed in with Clerk already, yet the gateway answered "nobody": ask once more (the
          // token may just have been renewed); if it still refuses, say so instead of looping.
          const user = await reloadUser(queryClient);
          if (!cancelled && !user) setState({ kind: 'refused' });
          return;
        }
        const target = window.location.origin + returnTo;
        const links = {
          signInUrl: window.location.origin + paths.auth('login'),
          signUpUrl: window.location.origin + paths.auth('register'),
        };
        if (mode === 'login') clerk.mountSignIn(node, { ...links, forceRedirectUrl: target, signUpForceRedirectUrl: target, oauthFlow });
        else clerk.mountSignUp(node, { ...links, forceRedirectUrl: target, signInForceRedirectUrl: target, oauthFlow });
        mounted = clerk;
        setState({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ kind: 'failed', error });
      });

    return () => {
      cancelled = true;
      undoNavigator?.();
      if (mounted && mode === 'login') mounted.unmountSignIn(node);
      else if (mounted) mounted.unmountSignUp(node);
    };
  }, [publishableKey, mode, returnTo, oauthFlow, attempt, queryClient]);

  const signOutAndRetry = () => {
    void signOutOfClerk(publishableKey).finally(() => setAttempt((n) => n + 1));
  };
  const failure = state.kind === 'failed' ? failureShown(state.error) : undefined;

  return (
    <section aria-labelledby={headingId} className="w-full min-w-0" aria-busy={state.kind === 'loading'}>
      <h2 id={headingId} className="sr-only">
        {mode === 'login' ? 'Sign in with Clerk' : 'Sign up with Clerk'}
      </h2>
      {state.kind === 'loading' && <Spinner label={mode === 'login' ? 'Loading sign-in...' : 'Loading sign-up...'} />}
      {failure && (
        <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">
            {mode === 'login' ? 'The sign-in form could not be loaded.' : 'The sign-up form could not be loaded.'}
          </p>
          <p className="break-words">{failure.message}</p>
          {failure.retry && (
            <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          )}
        </div>
      )}
      {state.kind === 'refused' && (
        <div role="alert" className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">You are signed in with Clerk, but this server did not accept the session.</p>
          <p>Sign out and sign in again. If this keeps happening, please tell the site's operator.</p>
          <Button variant="outline" size="sm" onClick={signOutAndRetry}>
            Sign out and try again
          </Button>
        </div>
      )}
      {/* Clerk renders into this box; React never puts children in it. */}
      <div ref={box} data-testid="clerk-form" className="flex w-full min-w-0 justify-center" />
    </section>
  );
}
