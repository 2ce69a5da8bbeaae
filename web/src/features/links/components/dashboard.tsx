import type { User } from '@pill/proto/auth';
import { KeyRound, ListChecks, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../../components/layout/app-header';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState, Skeleton } from '../../../components/ui/feedback';
import { LoadErrorCard } from '../../../components/ui/load-error-card';
import { displayName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { DeleteAccountButton } from '../../auth/components/delete-account-button';
import { SignOutButton } from '../../auth/components/sign-out-button';
import { SignOutEverywhereButton } from '../../auth/components/sign-out-everywhere-button';
import { useLinks } from '../api/get-links';
import { hasSampleLinks } from '../lib/sample-links';
import { LinkCard } from './link-card';
import { SampleNotice } from './sample-notice';

function CardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="link-skeleton">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
    </Card>
  );
}

export function Dashboard({ user }: { user: User }) {
  const links = useLinks();
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader title={`Welcome, ${displayName(user)}`}>
        <Link to={paths.apiKeys} className={buttonClass('ghost', 'sm')}>
          <KeyRound className="h-4 w-4" aria-hidden />
          API Keys
        </Link>
        <SignOutEverywhereButton />
        <DeleteAccountButton />
        <SignOutButton />
      </AppHeader>
      <main className="fade-in mx-auto max-w-6xl space-y-6 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Your Pills</h1>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.manageQuestions} className={buttonClass('outline')}>
              <ListChecks className="h-4 w-4" aria-hidden />
              Manage Questions
            </Link>
            <Link to={paths.createLink} className={buttonClass('primary')}>
              <Plus className="h-4 w-4" aria-hidden />
              Create New Pill
            </Link>
          </div>
        </div>
        {links.data && hasSampleLinks(links.data) && <SampleNotice />}
        {links.isPending ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading your pills">
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </div>
        ) : links.isError ? (
          <LoadErrorCard title="Could not load your pills" error={links.error} onRetry={() => links.refetch()} />
        ) : links.data.length === 0 ? (
          <Card>
            <EmptyState title="No feedback links yet">
              <p>Create a pill, share its link, and honest feedback starts coming in.</p>
              <Link to={paths.createLink} className={buttonClass('primary', 'md', 'mt-3')}>
                Create Your First Link
              </Link>
            </EmptyState>
          </Card>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {links.data.map((link) => (
              <LinkCard key={link.id} link={link} />
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
