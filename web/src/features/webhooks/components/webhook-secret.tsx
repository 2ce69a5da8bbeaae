import type { WebhookCreated } from '@pill/proto/webhook';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/toast-store';
import { copyText } from '../../../lib/clipboard';

/** The signing secret of a webhook just added: shown this once, so it is copied now or never. */
export function WebhookSecret({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  const copy = async () => {
    if (await copyText(created.secret)) toast({ title: 'Secret copied', description: 'Keep it with the receiving server.' });
    else toast({ title: 'Copy failed', description: 'Select the secret and copy it by hand.', variant: 'destructive' });
  };
  return (
    <section aria-label="Signing secret" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm text-slate-800">
        Webhook added for <span className="font-medium break-all">{created.url}</span>. Its signing secret is shown only now: copy it to
        verify the <code>webhook-signature</code> header of each request.
      </p>
      <code className="block break-all rounded bg-white px-3 py-2 text-sm text-slate-900">{created.secret}</code>
      <div className="flex gap-2">
        <Button size="sm" onClick={copy}>
          Copy secret
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
