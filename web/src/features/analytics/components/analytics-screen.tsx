import { Lightbulb, MessageSquare } from 'lucide-react';
import { useMemo } from 'react';
import { LinkReadFailure } from '../../../components/layout/link-read-failure';
import { Spinner } from '../../../components/ui/feedback';
import { LoadErrorCard } from '../../../components/ui/load-error-card';
import { copyLink } from '../../../lib/clipboard';
import { publicUrl } from '../../../lib/paths';
import { useLink } from '../../links/api/get-link';
import { useAnalytics } from '../api/get-analytics';
import { useResponsePages } from '../api/get-response-pages';
import { DailyCapNotice } from './daily-cap-notice';
import { LinkOverview } from './link-overview';
import { LoadMoreResponses } from './load-more-responses';
import { ModerationCard } from './moderation-card';
import { stillNeededFor } from '../lib/threshold';
import { ResponsesCard } from './responses-card';
import { ResponsesOrError } from './responses-or-error';
import { StatCard } from './stat-card';
import { ThemesCard } from './themes-card';
import { TimelineCard } from './timeline-card';

/** Analytics of one link for its signed-in owner. */
export function AnalyticsScreen({ id }: { id: string }) {
  const link = useLink(id, true);
  const analytics = useAnalytics(id, true);
  const pages = useResponsePages(id, true);
  const list = useMemo(() => pages.data?.pages.flatMap((p) => p.responses), [pages.data]);
  const responses = { isError: pages.isError, error: pages.error, data: list, refetch: () => pages.refetch() };

  if (link.isPending) return <Spinner label="Loading analytics..." />;
  if (link.isError || !link.data) return <LinkReadFailure error={link.error} onRetry={() => link.refetch()} />;
  const url = publicUrl(link.data.shortCode);
  const copy = () => copyLink(url, { title: 'Copied!', description: 'Link copied to clipboard' });
  const data = analytics.data;
  return (
    <div className="space-y-6">
      <LinkOverview link={link.data} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Total Submissions" value={data?.totalResponses ?? '–'} icon={MessageSquare} />
        <StatCard label="Common Themes" value={data?.commonThemes.length ?? '–'} icon={Lightbulb} />
      </div>
      {!data && analytics.isError ? (
        <LoadErrorCard title="Could not load analytics" error={analytics.error} onRetry={() => analytics.refetch()} />
      ) : (
        <>
          {analytics.isError && (
            <p role="alert" className="text-sm text-red-700">
              Analytics could not be loaded. They will refresh automatically.
            </p>
          )}
          {data && <DailyCapNotice capsReached={data.capsReached} />}
          {data && <ModerationCard moderation={data.moderation} />}
          <ThemesCard themes={data?.commonThemes ?? []} />
          <div className="grid gap-4 lg:grid-cols-2">
            <TimelineCard
              title="Response Timeline"
              counts={data?.responsesByDate ?? []}
              empty="No responses recorded yet"
              unit="responses"
            />
            <TimelineCard title="Visit Timeline" counts={data?.visitsByDate ?? []} empty="No visits recorded yet" unit="visits" />
          </div>
        </>
      )}
      {pages.isPending ? (
        <Spinner label="Loading responses..." />
      ) : (
        <ResponsesOrError responses={responses}>
          {(shown) => (
            <div>
              <ResponsesCard
                responses={shown}
                onCopyLink={copy}
                stillNeeded={stillNeededFor(link.data, shown.length, pages.data?.pages[0]?.totals)}
              />
              <LoadMoreResponses
                hasMore={pages.hasNextPage}
                loading={pages.isFetchingNextPage}
                onLoadMore={() => void pages.fetchNextPage()}
              />
            </div>
          )}
        </ResponsesOrError>
      )}
    </div>
  );
}
