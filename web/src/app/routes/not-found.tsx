import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';

export default function NotFoundRoute() {
  usePageTitle(pageTitle('404 Page Not Found'));
  return (
    <main className="fade-in flex min-h-screen w-full items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-red-600" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link to="/" className="mt-4 inline-block text-sm font-medium text-indigo-700 underline underline-offset-4">
          Back to home
        </Link>
      </div>
    </main>
  );
}
