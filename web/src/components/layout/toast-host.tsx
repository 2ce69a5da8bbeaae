import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from '../../hooks/toast-store';

// The Radix toaster loads with the first toast, so pages that never toast never pay for it.
const Toaster = lazy(() => import('../ui/toaster'));

export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  // Once loaded, the toaster stays mounted so closing toasts can animate out.
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
