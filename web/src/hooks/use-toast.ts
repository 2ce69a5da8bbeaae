import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribe, toast } from './toast-store';

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
