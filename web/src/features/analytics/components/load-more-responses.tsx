import { Button } from '../../../components/ui/button';

type MoreProps = { hasMore: boolean; loading: boolean; onLoadMore: () => void };

/** Shown while the server has more answers than the pages read so far. */
export function LoadMoreResponses({ hasMore, loading, onLoadMore }: MoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-4">
      <Button variant="outline" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading more responses...' : 'Load more responses'}
      </Button>
    </div>
  );
}
