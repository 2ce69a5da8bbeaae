import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const LIST = 'max-h-[15rem] space-y-2 overflow-y-auto scroll-smooth pr-1';
const FADE = cn(
  'pointer-events-none absolute inset-x-0 bottom-0 flex h-12 items-end justify-center pb-1',
  'rounded-b-md bg-linear-to-t from-white via-white/90 to-transparent',
);

/**
 * A list capped at 15rem that scrolls, with a fade and a hint over its bottom edge while more is
 * below, so a row cut by the edge reads as "more here" rather than as clipped.
 */
export function ScrollFade({ label, rows, children }: { label: string; rows: number; children: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  const measure = useCallback(() => {
    const el = list.current;
    if (el) setMoreBelow(el.scrollHeight - el.scrollTop - el.clientHeight > 1);
  }, []);

  useEffect(() => {
    measure();
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, rows]);

  return (
    <div className="relative">
      <ol ref={list} onScroll={measure} className={LIST} aria-label={label}>
        {children}
      </ol>
      {moreBelow && (
        <div className={FADE} aria-hidden>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">Scroll for more</span>
        </div>
      )}
    </div>
  );
}
