import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from '../../hooks/toast-store';

// The Radix toaster loads with the first toast, so pages that never toast never pay for it.
const Toaster = lazy(() => import('../ui/toaster'));

export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  const used = useRef(false);
  if (toasts.length > 0) used.current = true;
  if (!used.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
