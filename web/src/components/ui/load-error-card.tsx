import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './feedback';
import { failureText } from '../../lib/failure-text';

type Props = { title: string; error: unknown; onRetry: () => void };

/** A read that failed says so, with the reason and a retry, so it never passes for an empty list. */
export function LoadErrorCard({ title, error, onRetry }: Props) {
  return (
    <Card role="alert">
      <EmptyState title={title}>
        <p className="break-words">{failureText(error)}</p>
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          Retry
        </Button>
      </EmptyState>
    </Card>
  );
}
