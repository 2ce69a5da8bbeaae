import { ArrowLeft, Lightbulb, MessageSquare } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { AppHeader } from '../../components/layout/app-header';
import { LinkNotFoundCard } from '../../components/layout/link-not-found-card';
import { buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/feedback';
import { useAnalytics } from '../../features/analytics/api/get-analytics';
import { useResponses } from '../../features/analytics/api/get-responses';
import { LinkOverview } from '../../features/analytics/components/link-overview';
import { ResponsesCard } from '../../features/analytics/components/responses-card';
import { StatCard } from '../../features/analytics/components/stat-card';
import { ThemesCard } from '../../features/analytics/components/themes-card';
import { TimelineCard } from '../../features/analytics/components/timeline-card';
import { RequireUser } from '../../features/auth/components/require-user';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useLink } from '../../features/links/api/get-link';
import { toast } from '../../hooks/toast-store';
import { copyText } from '../../lib/clipboard';
import { displayName } from '../../lib/format';
import { paths, publicUrl } from '../../lib/paths';

function AnalyticsScreen({ id }: { id: string }) {
  const link = useLink(id, true);
  const analytics = useAnalytics(id, true);
  const responses = useResponses(id, true);

  if (link.isPending) return <Spinner label="Loading analytics..." />;
  if (link.isError || !link.data) return <LinkNotFoundCard text="This feedback link doesn't exist or you don't have permission to view it." />;
  const shortCode = link.data.shortCode;
  const copyLink = async () => {
    await copyText(publicUrl(shortCode));
    toast({ title: 'Copied!', description: 'Link copied to clipboard' });
  };
  const data = analytics.data;
  return (
    <div className="space-y-6">
      <LinkOverview link={link.data} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Total Submissions" value={data?.totalResponses ?? '–'} icon={MessageSquare} />
        <StatCard label="Common Themes" value={data?.commonThemes.length ?? '–'} icon={Lightbulb} />
      </div>
      {analytics.isError && <p role="alert" className="text-sm text-red-700">Analytics could not be loaded. They will refresh automatically.</p>}
      <ThemesCard themes={data?.commonThemes ?? []} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TimelineCard title="Response Timeline" counts={data?.responsesByDate ?? []} empty="No responses recorded yet" unit="responses" />
        <TimelineCard title="Visit Timeline" counts={data?.visitsByDate ?? []} empty="No visits recorded yet" unit="visits" />
      </div>
      {responses.isPending ? <Spinner label="Loading responses..." /> : <ResponsesCard responses={responses.data ?? []} onCopyLink={copyLink} />}
    </div>
  );
}

export default function AnalyticsRoute() {
  const { id = '' } = useParams();
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
