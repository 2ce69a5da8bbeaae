import type { Webhook, WebhookCreated } from '@pill/proto/webhook';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/feedback';
import { failureText } from '../../../lib/failure-text';
import { useWebhooks } from '../api/get-webhooks';
import { useRemoveWebhook } from '../api/remove-webhook';
import { DeliveryLog } from './delivery-log';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

function WebhookItem({ linkId, webhook }: { linkId: string; webhook: Webhook }) {
  const [logOpen, setLogOpen] = useState(false);
  const remove = useRemoveWebhook(linkId);
  const logId = `deliveries-${webhook.id}`;
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="break-all text-sm font-medium text-slate-900">{webhook.url}</p>
          <p className="text-xs text-slate-600">Added {new Date(webhook.createdAt).toLocaleString()}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((o) => !o)}>
            {logOpen ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" disabled={remove.isPending} aria-label={`Remove webhook ${webhook.url}`}>
                Remove
              </Button>
            }
            title="Remove this webhook?"
            description={`New submissions will no longer be sent to ${webhook.url}, and its delivery log is deleted.`}
            confirmLabel="Remove webhook"
            onConfirm={() => remove.mutate(webhook.id)}
          />
        </div>
      </div>
      {logOpen && (
        <div id={logId}>
          <DeliveryLog linkId={linkId} webhookId={webhook.id} />
        </div>
      )}
    </li>
  );
}

/** A pill's webhooks: each accepted submission is POSTed, signed, to every address listed here. */
export function WebhooksSection({ linkId }: { linkId: string }) {
  const webhooks = useWebhooks(linkId);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Webhooks</h2>
        <p className="text-sm text-slate-600">
          Send each new submission to your own server, signed with Standard Webhooks. Times are rounded to the hour.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {created && <WebhookSecret created={created} onDone={() => setCreated(null)} />}
        <WebhookForm linkId={linkId} onAdded={setCreated} />
        {webhooks.isPending && <Spinner label="Loading webhooks..." className="py-4" />}
        {webhooks.isError && (
          <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
            Could not load the webhooks ({failureText(webhooks.error)}).
            <Button size="sm" variant="outline" onClick={() => webhooks.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {webhooks.data?.length === 0 && <p className="text-sm text-slate-600">No webhooks yet. Add an address above to start.</p>}
        {webhooks.data && webhooks.data.length > 0 && (
          <ul aria-label="Webhooks" className="divide-y divide-slate-100">
            {webhooks.data.map((w) => (
              <WebhookItem key={w.id} linkId={linkId} webhook={w} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
