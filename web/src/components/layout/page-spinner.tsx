/** The wait between a route and its chunk: plain CSS, so the first page carries no icon code. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <div role="status" className="flex items-center gap-2 text-slate-600">
        <span aria-hidden className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />
        <span>{label}</span>
      </div>
    </main>
  );
}
