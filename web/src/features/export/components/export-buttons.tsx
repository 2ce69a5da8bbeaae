import { Download } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';

const exportUrl = (linkId: string, format: 'csv' | 'json') => `/api/feedback-links/${encodeURIComponent(linkId)}/export?format=${format}`;

/** Plain download links: the browser saves the file under the name the server gives it. */
export function ExportButtons({ linkId }: { linkId: string }) {
  return (
    <>
      <a href={exportUrl(linkId, 'csv')} download className={buttonClass('outline', 'sm')}>
        <Download className="h-4 w-4" aria-hidden />
        Export CSV
      </a>
      <a href={exportUrl(linkId, 'json')} download className={buttonClass('outline', 'sm')}>
        <Download className="h-4 w-4" aria-hidden />
        Export JSON
      </a>
    </>
  );
}
