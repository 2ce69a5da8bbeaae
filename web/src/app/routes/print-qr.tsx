import { useParams } from 'react-router-dom';
import { RequireUser } from '../../features/auth/components/require-user';
import { useLinkPageTitle } from '../../features/links/api/use-link-page-title';
import { QrPrintPage } from '../../features/qr/components/qr-print-page';

export default function PrintQrRoute() {
  const { id = '' } = useParams();
  useLinkPageTitle(id, (title) => (title ? `QR Code: ${title}` : 'QR Code'));
  return (
    <RequireUser>
      {() => (
        <main className="fade-in min-h-screen bg-white px-4 py-8 print:p-0">
          <QrPrintPage key={id} id={id} />
        </main>
      )}
    </RequireUser>
  );
}
