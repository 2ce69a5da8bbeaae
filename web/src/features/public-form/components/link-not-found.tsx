import { CircleAlertIcon as AlertCircle } from './icons';

export function LinkNotFound() {
  return (
    <main className="fade-in flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden />
        <h1 className="mt-4 text-xl font-bold text-slate-900">Feedback Link Not Found</h1>
        <p className="mt-2 text-slate-600">This feedback link doesn't exist or has been deactivated.</p>
      </div>
    </main>
  );
}
