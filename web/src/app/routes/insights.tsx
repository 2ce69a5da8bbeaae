import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/feedback';
import { RequireUser } from '../../features/auth/components/require-user';
import { InsightsScreen } from '../../features/insights/components/insights-screen';
import { useLinkPageTitle } from '../../features/links/api/use-link-page-title';
import { paths } from '../../lib/paths';

function AuthenticationRequired() {
  return (
    <Card className="mx-auto max-w-md">
      <EmptyState title="Authentication Required" icon={<Lock className="h-10 w-10 text-indigo-600" aria-hidden />}>
        <p>Please sign in to view analytics.</p>
        <Link to={paths.auth('login')} className={buttonClass('primary', 'md', 'mt-3')}>
          Sign In
        </Link>
      </EmptyState>
    </Card>
  );
}

export default function InsightsRoute() {
  const { id = '' } = useParams();
  useLinkPageTitle(id, (title) => title ?? 'Feedback Insights');
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to={paths.home} className={buttonClass('ghost', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Dashboard
          </Link>
        </div>
      </header>
      <main className="fade-in mx-auto max-w-6xl px-4 py-8">
        <RequireUser signedOut={<AuthenticationRequired />}>{() => <InsightsScreen key={id} id={id} />}</RequireUser>
      </main>
    </div>
  );
}
