import type { User } from '@pill/proto/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { paths } from '../../../lib/paths';
import { useUser } from '../api/get-user';

/** Owner screens: a spinner until the user is known, the sign-in page when nobody is signed in. */
export function RequireUser({ children, signedOut }: { children: (user: User) => ReactNode; signedOut?: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  if (user.isPending) return <PageSpinner />;
  if (!user.data) {
    return signedOut ?? <Navigate to={paths.auth('login')} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children(user.data)}</>;
}
