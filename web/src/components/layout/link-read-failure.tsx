import { ApiError } from '../../lib/api-client';
import { LoadErrorCard } from '../ui/load-error-card';
import { LinkNotFoundCard } from './link-not-found-card';

type Props = { error: unknown; notFoundText?: string; onRetry: () => void };

/** A link the server says is missing (or not yours) is not found; any other failure can be retried. */
export function LinkReadFailure({
  error,
  notFoundText = "This pill doesn't exist or you don't have permission to view it.",
  onRetry,
}: Props) {
  if (!error || (error instanceof ApiError && error.status === 404)) return <LinkNotFoundCard text={notFoundText} />;
  return <LoadErrorCard title="Could not load this pill" error={error} onRetry={onRetry} />;
}
