import { BarChart3, Copy, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkReadFailure } from '../../../components/layout/link-read-failure';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../hooks/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { copyLink } from '../../../lib/clipboard';
import { paths, publicUrl } from '../../../lib/paths';
import { useAnalytics } from '../../analytics/api/get-analytics';
import { useDeleteResponse } from '../../analytics/api/delete-response';
import { useResponsePages } from '../../analytics/api/get-response-pages';
import { useUnifiedAnalysis } from '../../analytics/api/get-unified-analysis';
import { ResponsesOrError } from '../../analytics/components/responses-or-error';
import { ExportButtons } from '../../export/components/export-buttons';
import { useLink } from '../../links/api/get-link';
import { refreshOutcome } from '../lib/refresh-outcome';
import { ActionStepsTab } from './action-steps-tab';
import { AnalysisUnavailableBanner } from './analysis-banner';
import { AnalysisTab } from './analysis-tab';
import { stillNeededFor } from '../../analytics/lib/threshold';
import { FeedbacksTab } from './feedbacks-tab';

/** Feedback Insights of one link for its signed-in owner. */
export function InsightsScreen({ id }: { id: string }) {
  const link = useLink(id, true);
  const [questionId, setQuestionId] = useState<string | undefined>(undefined);
  const pages = useResponsePages(id, true, questionId);
  const list = useMemo(() => pages.data?.pages.flatMap((p) => p.responses), [pages.data]);
  const responses = { isError: pages.isError, error: pages.error, data: list, refetch: () => pages.refetch() };
  const analytics = useAnalytics(id, true);
  const unified = useUnifiedAnalysis(id, true);
  const remove = useDeleteResponse(id);
  const [tab, setTab] = useState('feedbacks');
  const hasResponses = (list?.length ?? 0) > 0;
  const analysisMissing = unified.isError || (unified.data !== undefined && !unified.data.hasData);
  // A failed poll keeps the last good analysis in the cache, but the tabs follow the failure:
  // a failed or absent analysis sends the owner back to their raw feedback.
  const forcedToFeedbacks = analysisMissing && hasResponses;
  const shownTab = forcedToFeedbacks ? 'feedbacks' : tab;
  const aiDisabled = forcedToFeedbacks || (!unified.data?.hasData && !unified.isLoading);

  if (link.isPending || pages.isPending) return <Spinner label="Loading feedback insights..." />;
  if (link.isError || !link.data) return <LinkReadFailure error={link.error} onRetry={() => link.refetch()} />;

  const refresh = async () => {
    const [linkRead, responsesRead, analyticsRead, analysisRead] = await Promise.all([
      link.refetch(),
      pages.refetch(),
      analytics.refetch(),
      unified.refetch(),
    ]);
    toast(refreshOutcome({ link: linkRead, responses: responsesRead, analytics: analyticsRead, analysis: analysisRead }));
  };
  const copy = () => copyLink(publicUrl(link.data.shortCode), { title: 'Link copied!', description: 'Feedback link copied to clipboard' });
  const paging = {
    questions: link.data.questions.map((q) => ({ id: q.questionId, text: q.question?.text ?? q.questionId })),
    questionId,
    onQuestionChange: setQuestionId,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    onLoadMore: () => void pages.fetchNextPage(),
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
        <div className="flex flex-wrap gap-2">
          <Link to={paths.analytics(id)} className={buttonClass('outline', 'sm')}>
            <BarChart3 className="h-4 w-4" aria-hidden />
            View Analytics
          </Link>
          <ExportButtons linkId={id} />
          <Button variant="outline" size="sm" onClick={refresh}>
            <RefreshCw className={`h-4 w-4 ${pages.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            Refresh
          </Button>
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy className="h-4 w-4" aria-hidden />
            Copy Link
          </Button>
        </div>
      </div>
      {unified.isError && hasResponses && <AnalysisUnavailableBanner />}
      <Tabs value={shownTab} onValueChange={setTab}>
        <TabsList aria-label="Insights">
          <TabsTrigger value="feedbacks">Feedbacks</TabsTrigger>
          <TabsTrigger value="analysis" disabled={aiDisabled}>
            Analysis
          </TabsTrigger>
          <TabsTrigger value="actions" disabled={aiDisabled}>
            Action Steps
          </TabsTrigger>
        </TabsList>
        <TabsContent value="feedbacks">
          <ResponsesOrError responses={responses}>
            {(shown) => (
              <FeedbacksTab
                responses={shown}
                totals={pages.data?.pages[0]?.totals}
                totalVisits={analytics.data?.totalVisits}
                onDelete={(rid) => remove.mutate(rid)}
                paging={paging}
                stillNeeded={stillNeededFor(link.data, shown.length, pages.data?.pages[0]?.totals)}
              />
            )}
          </ResponsesOrError>
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
