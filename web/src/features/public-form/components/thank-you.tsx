import { CircleCheckIcon as CheckCircle2 } from './screen-icons';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import type { Receipt } from '../../conversations/api/receipt';
import { pickPromoLine } from '../lib/answers';

// Its own chunk, fetched while the respondent reads the thanks: the form's first load has a size budget.
const ReceiptCard = lazy(() => import('../../conversations/components/receipt-card').then((m) => ({ default: m.ReceiptCard })));

/** `receipt`: the respondent's way back to their answers, shown here once. */
export function ThankYou({ receipt }: { receipt?: Receipt }) {
  const [promo] = useState(() => pickPromoLine(Math.random()));
  return (
    <main className="fade-in flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <CheckCircle2 className="mx-auto h-14 w-14 text-green-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Thank You!</h1>
        <p className="mt-2 text-slate-700">Your feedback has been submitted. Your honesty is appreciated.</p>
        {receipt && (
          <Suspense fallback={<p className="mt-6 text-sm text-slate-600">Loading your private link...</p>}>
            <ReceiptCard receipt={receipt} />
          </Suspense>
        )}
        <p className="mt-6 rounded-lg bg-indigo-50 p-4 text-sm text-indigo-950">{promo}</p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-4')}>
          Create your own Pill
        </Link>
      </div>
    </main>
  );
}
