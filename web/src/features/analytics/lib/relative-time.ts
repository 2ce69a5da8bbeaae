import { formatDistance } from 'date-fns';
import { formatDate } from '../../../lib/format';

const HOUR = 3_600_000;

/** Analytics screen: Just now, then Nh ago, then Nd ago, then the date (thresholds 1 h, 24 h, 168 h). */
export function relativeLabel(iso: string, now: Date): string {
  const hours = (now.getTime() - new Date(iso).getTime()) / HOUR;
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return formatDate(iso);
}

/** Insights screen: date-fns distance wording with an "ago" suffix ("5 minutes ago"). */
export function distanceLabel(iso: string, now: Date): string {
  return formatDistance(new Date(iso), now, { addSuffix: true });
}
