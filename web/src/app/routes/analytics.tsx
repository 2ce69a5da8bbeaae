import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { AppHeader } from '../../components/layout/app-header';
import { buttonClass } from '../../components/ui/button';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen';
import { RequireUser } from '../../features/auth/components/require-user';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useLinkPageTitle } from '../../features/links/api/use-link-page-title';
import { displayName } from '../../lib/format';
import { paths } from '../../lib/paths';

export default function AnalyticsRoute() {
  const { id = '' } = useParams();
  useLinkPageTitle(id, (title) => (title ? `Analytics: ${title}` : 'Analytics'));
  return (
    <RequireUser>
      {(user) => (
        <div className="min-h-screen bg-slate-50">
          <AppHeader title={`Welcome, ${displayName(user)}`}>
            <Link to={paths.home} className={buttonClass('ghost', 'sm')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to Dashboard
            </Link>
            <SignOutButton />
          </AppHeader>
          <main className="fade-in mx-auto max-w-6xl space-y-6 px-4 py-8">
            <h1 className="text-2xl font-bold text-slate-900">Analytics</h1>
            <AnalyticsScreen key={id} id={id} />
          </main>
        </div>
      )}
    </RequireUser>
  );
}
