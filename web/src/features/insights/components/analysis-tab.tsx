import type { UnifiedAnalysis } from '@pill/proto/analytics';
import { AlertTriangle, BarChart3, Sprout, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState, Spinner } from '../../../components/ui/feedback';
import { plural } from '../../../lib/format';
import { severityTone } from '../lib/urgent-guidance';

function Evidence({ quotes }: { quotes: readonly string[] }) {
  if (quotes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1">
      {quotes.map((q, i) => (
        <li key={i} className="border-l-2 border-slate-300 pl-3 text-sm italic text-slate-700">
          &ldquo;{q}&rdquo;
        </li>
      ))}
    </ul>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        {icon}
        <h2 className="font-semibold text-slate-900">{title}</h2>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

type Props = { analysis: UnifiedAnalysis | undefined; loading: boolean; unavailableMessage: string };

export function AnalysisTab({ analysis, loading, unavailableMessage }: Props) {
  if (loading) return <Spinner label="Generating comprehensive analysis..." />;
  if (!analysis?.hasData || !analysis.summary) {
    return (
      <Card>
        <EmptyState title="Analysis Unavailable">{unavailableMessage}</EmptyState>
      </Card>
    );
  }
  const { summary, criticalConcerns = [], insights } = analysis;
  return (
    <div className="space-y-6">
      <Section title="Feedback Analysis" icon={<BarChart3 className="h-5 w-5 text-indigo-600" aria-hidden />}>
        <p className="whitespace-pre-wrap text-slate-800">{summary.overview}</p>
        <p className="text-sm text-slate-600">Based on {plural(summary.responseCount, 'response')}</p>
      </Section>
      {criticalConcerns.length > 0 && (
        <Card className="border-red-300 bg-red-50">
          <CardHeader className="flex-row items-center gap-2">
            <AlertTriangle className="h-5 w-5 text-red-700" aria-hidden />
            <h2 className="font-semibold text-red-900">Critical Concerns</h2>
          </CardHeader>
          <CardContent className="space-y-4">
            {criticalConcerns.map((c, i) => (
              <div key={i} className="rounded-lg border border-red-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium text-slate-900">{c.concernTitle}</h3>
                  <Badge tone={severityTone(c.severityLevel)}>{c.severityLevel}</Badge>
                  {c.urgency && <Badge tone="neutral">{c.urgency}</Badge>}
                </div>
                <p className="mt-2 text-sm text-slate-800">{c.explanation}</p>
                <Evidence quotes={c.evidence} />
              </div>
            ))}
          </CardContent>
        </Card>
      )}
      <Section title="Key Themes" icon={<BarChart3 className="h-5 w-5 text-indigo-600" aria-hidden />}>
        {summary.keyThemes.length === 0 && <p className="text-sm text-slate-600">No recurring themes yet.</p>}
        {summary.keyThemes.map((t) => (
          <div key={t.theme}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium capitalize text-slate-900">{t.theme}</h3>
              <Badge tone="accent">Mentioned {plural(t.frequency, 'time')}</Badge>
            </div>
            <Evidence quotes={t.examples} />
          </div>
        ))}
      </Section>
      <Section title="Strengths" icon={<ThumbsUp className="h-5 w-5 text-green-700" aria-hidden />}>
        {(insights?.strengths ?? []).length === 0 && <p className="text-sm text-slate-600">No clear strengths identified yet.</p>}
        {insights?.strengths.map((s, i) => (
          <div key={i}>
            <h3 className="font-medium text-slate-900">{s.area}</h3>
            <p className="text-sm text-slate-800">{s.impact}</p>
            <Evidence quotes={s.evidence} />
          </div>
        ))}
      </Section>
      <Section title="Growth Opportunities" icon={<Sprout className="h-5 w-5 text-indigo-600" aria-hidden />}>
        {(insights?.opportunities ?? []).length === 0 && <p className="text-sm text-slate-600">No growth opportunities identified yet.</p>}
        {insights?.opportunities.map((o, i) => (
          <div key={i}>
            <h3 className="font-medium text-slate-900">{o.area}</h3>
            <p className="text-sm text-slate-800">{o.suggestion}</p>
            <Evidence quotes={o.evidence} />
          </div>
        ))}
      </Section>
    </div>
  );
}
