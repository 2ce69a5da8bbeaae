import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkReadFailure } from '../../../components/layout/link-read-failure';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/feedback';
import { paths, publicUrl } from '../../../lib/paths';
import { useLink } from '../../links/api/get-link';

const qrUrl = (id: string) => `/api/feedback-links/${encodeURIComponent(id)}/qr.svg`;

/** A page to print or show on a screen: the pill's title, its QR code large and its address in text. */
export function QrPrintPage({ id }: { id: string }) {
  const link = useLink(id, true);
  const [imageFailed, setImageFailed] = useState(false);
  if (link.isPending) return <Spinner label="Loading QR code..." />;
  if (link.isError || !link.data) return <LinkReadFailure error={link.error} onRetry={() => link.refetch()} />;
  const url = publicUrl(link.data.shortCode);
  return (
    <article className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
      <div className="flex w-full justify-between gap-2 print:hidden">
        <Link to={paths.home} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Dashboard
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          Print
        </Button>
      </div>
      <h1 className="break-words text-3xl font-bold text-slate-900">{link.data.title}</h1>
      {imageFailed ? (
        <p role="alert" className="text-red-700">
          The QR code could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <img
          src={qrUrl(id)}
          alt={`QR code for ${url}`}
          className="aspect-square w-full max-w-md print:max-w-[14cm]"
          onError={() => setImageFailed(true)}
        />
      )}
      <p className="text-lg text-slate-800">
        Scan the code or visit <span className="break-all font-mono font-semibold">{url}</span>
      </p>
    </article>
  );
}
