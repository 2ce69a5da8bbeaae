import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/layout/page-spinner';
import { ChooseNewPasswordForm, RequestResetForm } from '../../features/auth/components/reset-password-forms';
import { useConfig } from '../../features/config/api/get-config';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';

/** "Forgot password?": ask for a link, or (opened from the mail, with its token) choose the new password. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const config = useConfig();
  const token = params.get('token');
  usePageTitle(pageTitle('Reset Password'));
  if (config.isPending) return <PageSpinner />;
  return (
    <div className="min-h-screen bg-slate-50 px-4 py-10">
      <main className="fade-in mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Link
          to={paths.auth('login')}
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Sign In
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{token ? 'Choose a new password' : 'Reset your password'}</h1>
        <div className="mt-4">
          {!config.data?.passwordReset ? (
            <p role="alert" className="text-slate-700">
              This server cannot send email, so passwords cannot be reset here. Please ask the site's operator for help.
            </p>
          ) : token ? (
            <ChooseNewPasswordForm token={token} />
          ) : (
            <RequestResetForm />
          )}
        </div>
      </main>
    </div>
  );
}
