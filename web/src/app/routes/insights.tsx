import { ArrowLeft, Copy, Lock, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LinkNotFoundCard } from '../../components/layout/link-not-found-card';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, Spinner } from '../../components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAnalytics } from '../../features/analytics/api/get-analytics';
import { useDeleteResponse } from '../../features/analytics/api/delete-response';
import { useResponses } from '../../features/analytics/api/get-responses';
import { useUnifiedAnalysis } from '../../features/analytics/api/get-unified-analysis';
import { RequireUser } from '../../features/auth/components/require-user';
import { ActionStepsTab } from '../../features/insights/components/action-steps-tab';
import { AnalysisUnavailableBanner } from '../../features/insights/components/analysis-banner';
import { AnalysisTab } from '../../features/insights/components/analysis-tab';
import { FeedbacksTab } from '../../features/insights/components/feedbacks-tab';
import { useLink } from '../../features/links/api/get-link';
import { toast } from '../../hooks/toast-store';
import { serverMessage } from '../../lib/api-client';
import { copyText } from '../../lib/clipboard';
import { paths, publicUrl } from '../../lib/paths';

function InsightsScreen({ id }: { id: string }) {
  const link = useLink(id, true);
  const responses = useResponses(id, true);
  const analytics = useAnalytics(id, true);
  const unified = useUnifiedAnalysis(id, true);
  const remove = useDeleteResponse(id);
  const [tab, setTab] = useState('feedbacks');
  const hasResponses = (responses.data?.length ?? 0) > 0;
  const analysisMissing = unified.isError || (unified.data !== undefined && !unified.data.hasData);
  const aiDisabled = !unified.data?.hasData && !unified.isLoading;

  // A failed or absent analysis sends the owner back to their raw feedback.
  useEffect(() => {
    if (analysisMissing && hasResponses && tab !== 'feedbacks') setTab('feedbacks');
  }, [analysisMissing, hasResponses, tab]);

  if (link.isPending || responses.isPending) return <Spinner label="Loading feedback insights..." />;
  if (link.isError || !link.data) return <LinkNotFoundCard text="This feedback link doesn't exist or you don't have permission to view it." />;

  const refresh = async () => {
    await Promise.all([link.refetch(), responses.refetch(), analytics.refetch(), unified.refetch()]);
    toast({ title: 'Refreshed', description: 'Data updated with latest feedback' });
  };
  const copyLink = async () => {
    await copyText(publicUrl(link.data.shortCode));
    toast({ title: 'Link copied!', description: 'Feedback link copied to clipboard' });
  };
  const unavailable = unified.isError
    ? serverMessage(unified.error, 'Unable to generate analysis at this time.')
    : unified.data?.message || 'Unable to generate analysis at this time.';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Feedback Insights</h1>
          <p className="break-words text-slate-700">{link.data.title}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={refresh}>
            <RefreshCw className={`h-4 w-4 ${responses.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            Refresh
          </Button>
          <Button variant="outline" size="sm" onClick={copyLink}>
            <Copy className="h-4 w-4" aria-hidden />
            Copy Link
          </Button>
        </div>
      </div>
      {unified.isError && hasResponses && <AnalysisUnavailableBanner />}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Insights">
          <TabsTrigger value="feedbacks">Feedbacks</TabsTrigger>
          <TabsTrigger value="analysis" disabled={aiDisabled}>Analysis</TabsTrigger>
          <TabsTrigger value="actions" disabled={aiDisabled}>Action Steps</TabsTrigger>
        </TabsList>
        <TabsContent value="feedbacks">
          <FeedbacksTab responses={responses.data ?? []} totalVisits={analytics.data?.totalVisits} onDelete={(rid) => remove.mutate(rid)} />
        </TabsContent>
        <TabsContent value="analysis">
          <AnalysisTab analysis={unified.data} loading={unified.isLoading} unavailableMessage={unavailable} />
        </TabsContent>
        <TabsContent value="actions">
          <ActionStepsTab analysis={unified.data} loading={unified.isLoading} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

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
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to={paths.home} className={buttonClass('ghost', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Pills
          </Link>
        </div>
      </header>
      <main className="fade-in mx-auto max-w-6xl px-4 py-8">
        <RequireUser signedOut={<AuthenticationRequired />}>{() => <InsightsScreen key={id} id={id} />}</RequireUser>
      </main>
    </div>
  );
}
