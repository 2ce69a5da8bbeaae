import { WebhookBody, type WebhookCreated } from '@pill/proto/webhook';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { useAddWebhook } from '../api/add-webhook';

/** Adds a webhook by its address; what is wrong with the address shows under the field. */
export function WebhookForm({ linkId, onAdded }: { linkId: string; onAdded: (created: WebhookCreated) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddWebhook(linkId);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WebhookBody.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a valid address.');
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: (created) => {
        setUrl('');
        onAdded(created);
      },
      // The server says why an address is refused (private network, http, the limit): shown as it says it.
      onError: (e) =>
        setError(e instanceof ApiError && e.status === 400 ? serverMessage(e, failureText(e)) : `${failureText(e)}. Try again.`),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Label htmlFor={fieldId}>Webhook URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/pill"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={add.isPending} className="shrink-0">
          {add.isPending ? 'Adding...' : 'Add webhook'}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
