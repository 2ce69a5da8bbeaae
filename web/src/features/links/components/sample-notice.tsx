import { Info } from 'lucide-react';

/** Shown while sample pills exist; it never repeats the sample markers themselves. */
export function SampleNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" aria-hidden />
      <div>
        <p className="font-semibold">Sample pills included</p>
        <p>
          We created a few sample pills with responses so you can explore insights right away. Please delete them before making your own.
        </p>
      </div>
    </div>
  );
}
