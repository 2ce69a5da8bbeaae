import { Button } from '../../../components/ui/button';
import { CircleAlertIcon as AlertCircle } from './icons';

/** The form's settings could not be read: say so rather than show a form the server would refuse. */
export function FormUnavailable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <main className="fade-in flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div role="alert" className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden />
        <h1 className="mt-4 text-xl font-bold text-slate-900">Form Could Not Load</h1>
        <p className="mt-2 text-slate-600">We could not reach the server to prepare this form. Check your connection and try again.</p>
        <Button className="mt-6" disabled={retrying} onClick={onRetry}>
          {retrying ? 'Trying again...' : 'Try Again'}
        </Button>
      </div>
    </main>
  );
}
