import { Lock } from 'lucide-react';
import { EmptyState } from '../../../components/ui/feedback';
import { plural } from '../../../lib/format';

/** In place of the answers while the link is below its threshold: how many more, and why they wait. */
export function ThresholdNotice({ needed }: { needed: number }) {
  return (
    <EmptyState title={`${plural(needed, 'more response')} needed`} icon={<Lock className="h-10 w-10 text-slate-400" aria-hidden />}>
      <p>Answers stay hidden until enough people have responded, so no one can be singled out.</p>
    </EmptyState>
  );
}
