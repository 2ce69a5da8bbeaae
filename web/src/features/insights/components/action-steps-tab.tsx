import type { UnifiedAnalysis } from '@pill/proto/analytics';
import { ListChecks, ShieldAlert, Target } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState, Spinner } from '../../../components/ui/feedback';
import { urgentGuidance } from '../lib/urgent-guidance';

export function ActionStepsTab({ analysis, loading }: { analysis: UnifiedAnalysis | undefined; loading: boolean }) {
  if (loading) return <Spinner label="Creating action plan..." />;
  if (!analysis?.hasData || (!analysis.nextSteps && !analysis.actionSteps?.length)) {
    return (
      <Card>
        <EmptyState title="Action Plan Unavailable">Action steps will be available once feedback analysis is complete.</EmptyState>
      </Card>
    );
  }
  const concerns = analysis.criticalConcerns ?? [];
  return (
    <div className="space-y-6">
      {analysis.nextSteps && (
        <Card>
          <CardHeader className="flex-row items-center gap-2">
            <Target className="h-5 w-5 text-indigo-600" aria-hidden />
            <h2 className="font-semibold text-slate-900">Next Steps</h2>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-wrap text-slate-800">{analysis.nextSteps}</p>
          </CardContent>
        </Card>
      )}
      {concerns.length > 0 && (
        <Card className="border-red-300 bg-red-50">
          <CardHeader className="flex-row items-center gap-2">
            <ShieldAlert className="h-5 w-5 text-red-700" aria-hidden />
            <h2 className="font-semibold text-red-900">Urgent Interventions</h2>
          </CardHeader>
          <CardContent className="space-y-4">
            {concerns.map((c, i) => (
              <div key={i} className="rounded-lg border border-red-200 bg-white p-4">
                <h3 className="font-medium text-slate-900">{c.concernTitle}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {urgentGuidance(c.concernTitle).map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </div>
            ))}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <ListChecks className="h-5 w-5 text-indigo-600" aria-hidden />
          <h2 className="font-semibold text-slate-900">Recommended Actions</h2>
        </CardHeader>
        <CardContent>
          <ol className="space-y-4">
            {(analysis.actionSteps ?? []).map((step, i) => (
              <li key={i} className="flex gap-3">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
                  {i + 1}
                </span>
                <div>
                  <p className="font-medium text-slate-900">{step.action}</p>
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">Timeframe:</span> {step.timeframe}
                  </p>
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">Expected impact:</span> {step.expectedImpact}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
