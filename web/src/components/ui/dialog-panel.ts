import { cn } from '../../lib/cn';

/** The centred panel of every dialog; `extra` sets its width and whether it scrolls. */
export const dialogPanel = (...extra: string[]): string =>
  cn(
    'fade-in fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
    'rounded-xl bg-white p-6 shadow-xl',
    ...extra,
  );
