import type { OwnerLink } from '@pill/proto/link';
import { Copy } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { copyLink } from '../../../lib/clipboard';
import { formatDate } from '../../../lib/format';
import { publicUrl } from '../../../lib/paths';

export function LinkOverview({ link }: { link: OwnerLink }) {
  const url = publicUrl(link.shortCode);
  const copy = () => copyLink(url, { title: 'Copied!', description: 'Link copied to clipboard' });
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-xl font-semibold text-slate-900">{link.title || 'Feedback Link Analytics'}</h2>
          <p className="text-sm text-slate-600">Created on {formatDate(link.createdAt)}</p>
        </div>
        <Badge tone={link.isActive ? 'success' : 'neutral'}>{link.isActive ? 'Active' : 'Inactive'}</Badge>
      </div>
      <div className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-2">
        <code className="min-w-0 flex-1 truncate text-xs text-slate-800">{url}</code>
        <Button variant="ghost" size="icon" aria-label="Copy feedback link" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
