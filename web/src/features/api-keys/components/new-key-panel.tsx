import type { ApiKeyCreated } from '@pill/proto/api-keys';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/toast-store';
import { copyText } from '../../../lib/clipboard';

/** The only time a key is shown: copy it now, it cannot be read again. */
export function NewKeyPanel({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const copy = async () => {
    if (await copyText(created.key)) toast({ title: 'Key copied', description: 'Keep it somewhere safe.' });
    else toast({ title: 'Copy failed', description: 'Select the key and copy it by hand.', variant: 'destructive' });
  };
  return (
    <section aria-labelledby="new-key-title" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="new-key-title" className="font-semibold text-slate-900">
        Your new key “{created.name}”
      </h3>
      <p className="text-sm text-slate-700">Copy it now: it is shown only this once. Send it as `Authorization: Bearer &lt;key&gt;`.</p>
      <div className="flex flex-wrap items-center gap-2">
        <code aria-label="New API key" className="break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900">
          {created.key}
        </code>
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden />
          Copy Key
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
