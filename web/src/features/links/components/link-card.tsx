import type { OwnerLink } from '@pill/proto/link';
import { BarChart3, Copy, ExternalLink, LineChart, Pencil, QrCode, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { copyLink } from '../../../lib/clipboard';
import { formatDate, plural } from '../../../lib/format';
import { distanceLabel } from '../../analytics/lib/relative-time';
import { paths, publicUrl } from '../../../lib/paths';
import { useDeleteLink } from '../api/delete-link';
import { useSetLinkActive } from '../api/set-link-active';

export function LinkCard({ link }: { link: OwnerLink }) {
  const setActive = useSetLinkActive();
  const deleteLink = useDeleteLink();
  const url = publicUrl(link.shortCode);
  const switchId = `active-${link.id}`;
  // One status: a closed pill reads Closed, whatever its switch says.
  const status = link.isClosed ? 'Closed' : link.isActive ? 'Active' : 'Inactive';

  const copy = () => copyLink(url, { title: 'Copied!', description: 'Link copied to clipboard' });

  return (
    <Card className="fade-in flex flex-col gap-4 p-5" data-testid="link-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">{link.title}</h2>
          <p className="text-sm text-slate-600">Created on {formatDate(link.createdAt)}</p>
          <Activity link={link} />
        </div>
        <Badge tone={link.isClosed ? 'warning' : link.isActive ? 'success' : 'neutral'}>{status}</Badge>
      </div>
      <div className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-2">
        <code className="min-w-0 flex-1 truncate text-xs text-slate-800" title={url}>
          {url}
        </code>
        <Button variant="ghost" size="icon" aria-label={`Copy link for ${link.title}`} onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={link.isActive}
          aria-label={`${link.title}: accepting feedback`}
          onCheckedChange={(isActive) => setActive.mutate({ id: link.id, isActive })}
        />
        <label htmlFor={switchId} className={link.isClosed ? 'sr-only' : 'text-sm text-slate-700'}>
          {link.isActive ? 'Active' : 'Inactive'}
        </label>
      </div>
      <div className="mt-auto grid gap-2">
        <Link to={paths.insights(link.id)} className={buttonClass('primary', 'sm')}>
          <BarChart3 className="h-4 w-4" aria-hidden />
          View Feedback Insights
        </Link>
        <div className="grid grid-cols-1 gap-2">
          <Link to={paths.analytics(link.id)} className={buttonClass('outline', 'sm')} aria-label={`Analytics for ${link.title}`}>
            <LineChart className="h-4 w-4" aria-hidden />
            Analytics
          </Link>
          <Link to={paths.editLink(link.id)} className={buttonClass('outline', 'sm')}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit Feedback Form
          </Link>
          <a href={paths.publicForm(link.shortCode)} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'sm')}>
            <ExternalLink className="h-4 w-4" aria-hidden />
            View Feedback Form
          </a>
          <Link to={paths.printQr(link.id)} className={buttonClass('outline', 'sm')} aria-label={`QR code for ${link.title}`}>
            <QrCode className="h-4 w-4" aria-hidden />
            QR code
          </Link>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" disabled={deleteLink.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Delete Link
            </Button>
          }
          title="Delete this pill?"
          description={`"${link.title}" and every response it collected will be permanently deleted. This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => deleteLink.mutate(link.id)}
        />
      </div>
    </Card>
  );
}

/** What is new: how many responses, and how long ago the latest came (to the hour; absent below the threshold). */
function Activity({ link }: { link: OwnerLink }) {
  if (link.responseCount === undefined) return null;
  if (link.responseCount === 0) return <p className="text-sm text-slate-600">No responses yet</p>;
  return (
    <p className="text-sm text-slate-700" data-testid="link-activity">
      <span className="font-medium">{plural(link.responseCount, 'response')}</span>
      {link.lastResponseAt && <> · latest {distanceLabel(link.lastResponseAt, new Date())}</>}
    </p>
  );
}
