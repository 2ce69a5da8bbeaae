import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useUser } from '../../features/auth/api/get-user';
import { LandingPage } from '../../features/landing/components/landing-page';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';

const Dashboard = lazy(() => import('../../features/links/components/dashboard').then((m) => ({ default: m.Dashboard })));

/** Signed out (or not yet known): the landing page. Signed in: the dashboard. */
export default function HomeRoute() {
  const user = useUser();
  usePageTitle(pageTitle(user.data ? 'Your Pills' : 'Anonymous Feedback'));
  if (!user.data) return <LandingPage signedIn={false} />;
  const owner = user.data;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Dashboard user={owner} />
    </Suspense>
  );
}
