import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { userQueryKey } from '../api/keys';

// Clerk, the config and the user parser load only once a page has asked who is signed in: the
// respondent's page never does, and this root component stays a few hundred bytes.
const ClerkSessionListener = lazy(() => import('./clerk-session-listener'));

/** Whether the gateway says someone is signed in; undefined until a page has asked it. Never fetches. */
function useKnownSignedIn(): boolean | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => {
    const state = queryClient.getQueryState(userQueryKey);
    return state?.status === 'success' ? Boolean(state.data) : undefined;
  });
}

/**
 * Keeps the gateway's idea of who is signed in in step with Clerk's, once for the whole app:
 * mounted next to the toasts, whatever number of screens read the user.
 */
export function ClerkSessionSync() {
  const signedIn = useKnownSignedIn();
  if (signedIn === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ClerkSessionListener signedIn={signedIn} />
    </Suspense>
  );
}
