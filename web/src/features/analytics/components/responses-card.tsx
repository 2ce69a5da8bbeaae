import { respondentName } from '@pill/proto/response-groups';
import type { OwnerResponse } from '@pill/proto/submission';
import { Copy, MessageSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { plural } from '../../../lib/format';
import { groupByQuestion, groupByRespondent } from '../lib/grouping';
import { relativeLabel } from '../lib/relative-time';
import { ThresholdNotice } from './threshold-notice';

type Props = {
  responses: readonly OwnerResponse[];
  onCopyLink: () => void;
  /** More submissions the link needs before its answers show (0 once they show). */
  stillNeeded?: number;
};

export function ResponsesCard({ responses, onCopyLink, stillNeeded = 0 }: Props) {
  const [view, setView] = useState('respondent');
  const now = new Date();
  const byRespondent = useMemo(() => groupByRespondent(responses), [responses]);
  const byQuestion = useMemo(() => groupByQuestion(responses), [responses]);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">Feedback Responses</h2>
      </CardHeader>
      <CardContent>
        {stillNeeded > 0 ? (
          <ThresholdNotice needed={stillNeeded} />
        ) : responses.length === 0 ? (
          <EmptyState title="No responses yet" icon={<MessageSquare className="h-10 w-10 text-slate-400" aria-hidden />}>
            <p>Share your feedback link to start collecting insights.</p>
            <Button variant="outline" className="mt-3" onClick={onCopyLink}>
              <Copy className="h-4 w-4" aria-hidden /> Copy Link
            </Button>
          </EmptyState>
        ) : (
          <Tabs value={view} onValueChange={setView}>
            <TabsList aria-label="Group responses">
              <TabsTrigger value="respondent">By Respondent</TabsTrigger>
              <TabsTrigger value="question">By Question</TabsTrigger>
            </TabsList>
            <TabsContent value="respondent" className="space-y-4">
              {byRespondent.map((group) => (
                <section key={group.submissionId} className="rounded-lg border border-slate-200 p-4">
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-medium text-slate-900">{group.name}</h3>
                    <div className="flex items-center gap-2 text-xs text-slate-600">
                      <span>{relativeLabel(group.submittedAt, now)}</span>
                      <Badge>{plural(group.responses.length, 'response')}</Badge>
                    </div>
                  </div>
                  <dl className="space-y-3">
                    {group.responses.map((r) => (
                      <div key={r.id}>
                        <dt className="text-sm font-medium text-slate-700">{r.question.text}</dt>
                        <dd className="whitespace-pre-wrap break-words text-sm text-slate-900">{r.response}</dd>
                      </div>
                    ))}
                  </dl>
                  {group.additionalFeedback && (
                    <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
                      <span className="font-medium">Additional Feedback: </span>
                      {group.additionalFeedback}
                    </p>
                  )}
                </section>
              ))}
            </TabsContent>
            <TabsContent value="question" className="space-y-4">
              {byQuestion.map((group) => (
                <section key={group.questionId} className="rounded-lg border border-slate-200 p-4">
                  <h3 className="mb-3 font-medium text-slate-900">{group.questionText}</h3>
                  <ul className="space-y-3">
                    {group.responses.map((r) => (
                      <li key={r.id} className="border-l-2 border-indigo-200 pl-3">
                        <p className="text-xs text-slate-600">
                          {respondentName(r)} · {relativeLabel(r.submittedAt, now)}
                        </p>
                        <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{r.response}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
