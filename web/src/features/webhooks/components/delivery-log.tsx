import type { WebhookDelivery } from '@pill/proto/webhook';
import { Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { failureText } from '../../../lib/failure-text';
import { useDeliveries } from '../api/get-deliveries';

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };
const when = (iso: string) => new Date(iso).toLocaleString();

function outcome(d: WebhookDelivery): string {
  const parts = [d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : null, d.status !== 'delivered' ? d.lastError : null];
  return parts.filter(Boolean).join(', ') || '-';
}

/** The webhook's last 50 deliveries: how each went, never what it carried. */
export function DeliveryLog({ linkId, webhookId }: { linkId: string; webhookId: string }) {
  const deliveries = useDeliveries(linkId, webhookId, true);
  if (deliveries.isPending) return <Spinner label="Loading deliveries..." className="py-4" />;
  if (deliveries.isError)
    return (
      <div role="alert" className="flex items-center gap-3 py-2 text-sm text-red-700">
        Could not load the deliveries ({failureText(deliveries.error)}).
        <Button size="sm" variant="outline" onClick={() => deliveries.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (deliveries.data.length === 0)
    return <p className="py-2 text-sm text-slate-600">Nothing sent yet: each new submission is sent here.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Latest deliveries</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            Status
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Attempts
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Last answer
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Updated
          </th>
          <th scope="col" className="py-1 font-medium">
            Next attempt
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.map((d) => (
          <tr key={d.id} className="border-t border-slate-100">
            <td className="py-1 pr-3">{STATUS_TEXT[d.status]}</td>
            <td className="py-1 pr-3">{d.attempts}</td>
            <td className="py-1 pr-3">{outcome(d)}</td>
            <td className="py-1 pr-3">{when(d.updatedAt)}</td>
            <td className="py-1">{d.nextAttemptAt ? when(d.nextAttemptAt) : '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
