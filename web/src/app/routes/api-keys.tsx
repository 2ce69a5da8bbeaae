import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../components/layout/app-header';
import { buttonClass } from '../../components/ui/button';
import { ApiKeysScreen } from '../../features/api-keys/components/api-keys-screen';
import { RequireUser } from '../../features/auth/components/require-user';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';

export default function ApiKeysRoute() {
  usePageTitle(pageTitle('API Keys'));
  return (
    <RequireUser>
      {() => (
        <div className="min-h-screen bg-slate-50">
          <AppHeader>
            <Link to={paths.home} className={buttonClass('ghost', 'sm')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to Dashboard
            </Link>
          </AppHeader>
          <ApiKeysScreen />
        </div>
      )}
    </RequireUser>
  );
}
