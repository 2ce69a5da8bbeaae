import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { Card } from '../ui/card';

/** An owner opened a link that does not exist or is not theirs. */
export function LinkNotFoundCard({ text }: { text: string }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <AlertCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden />
      <h1 className="mt-4 text-xl font-bold text-slate-900">Feedback Link Not Found</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Back to Dashboard
      </Link>
    </Card>
  );
}
