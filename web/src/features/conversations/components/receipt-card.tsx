import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';
import type { Receipt } from '../api/public-conversation';

/** Shown once, on the Thank You screen: the respondent's only way back to their answers. */
export function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <section aria-labelledby="receipt-title" className="mt-6 rounded-lg border border-slate-200 p-4 text-left">
      <h2 id="receipt-title" className="font-semibold text-slate-900">
        Your private link
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Keep this link: it is the only way back to your answers. Anyone with it can read them and the owner&apos;s replies.
      </p>
      <p className="mt-3 break-all rounded-md bg-slate-100 p-2 font-mono text-sm text-slate-900">{receipt.url}</p>
      <div className="mt-3 flex items-center gap-3">
        <Button variant="outline" onClick={async () => setCopied(await copyText(receipt.url))}>
          Copy link
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {copied === true ? 'Copied.' : copied === false ? 'Copy failed: select the link above and copy it by hand.' : ''}
        </span>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        What is stored: your answers, your name if you gave one, and the hour you sent them. No address, no device.
      </p>
    </section>
  );
}
