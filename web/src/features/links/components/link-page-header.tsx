import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../../components/layout/app-header';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { SignOutButton } from '../../auth/components/sign-out-button';

export function LinkPageHeader() {
  return (
    <AppHeader>
      <Link to={paths.home} className={buttonClass('ghost', 'sm')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
      <SignOutButton viaLogoutRoute />
    </AppHeader>
  );
}
