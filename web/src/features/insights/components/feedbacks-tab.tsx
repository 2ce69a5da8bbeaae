import type { OwnerResponse, ResponseTotals } from '@pill/proto/submission';
import { Eye, HelpCircle, MessageSquare, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { StatCard } from '../../analytics/components/stat-card';
import { groupByQuestion, groupByRespondent } from '../../analytics/lib/grouping';
import { QuestionGroups, RespondentGroups } from './respondent-groups';
import { LoadMoreResponses } from '../../analytics/components/load-more-responses';
import { ThresholdNotice } from '../../analytics/components/threshold-notice';
import { QuestionFilter, type QuestionOption } from './question-filter';

/** The answers are read a page at a time, to every question or to one. */
export type Paging = {
  questions: readonly QuestionOption[];
  questionId: string | undefined;
  onQuestionChange: (questionId: string | undefined) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

type Props = {
  responses: readonly OwnerResponse[];
  /** The link's totals over all its answers, as the server tells them; without them, the counts of the answers loaded. */
  totals?: ResponseTotals | null | undefined;
  totalVisits: number | undefined;
  onDelete: (id: string) => void;
  paging: Paging;
  /** More submissions the link needs before its answers show (0 once they show). */
  stillNeeded?: number;
};

export function FeedbacksTab({ responses, totals, totalVisits, onDelete, paging, stillNeeded = 0 }: Props) {
  const [view, setView] = useState('respondent');
  const byRespondent = useMemo(() => groupByRespondent(responses), [responses]);
  const byQuestion = useMemo(() => groupByQuestion(responses), [responses]);
  const counts = totals ?? { responses: responses.length, respondents: byRespondent.length, questions: byQuestion.length };
  const now = new Date();
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Responses" value={counts.responses} icon={MessageSquare} />
        <StatCard label="Respondents" value={counts.respondents} icon={Users} />
        <StatCard label="Questions" value={counts.questions} icon={HelpCircle} />
        <StatCard label="Total Visits" value={totalVisits ?? '–'} icon={Eye} />
      </div>
      <Card>
        <CardHeader className="flex-wrap justify-between gap-3 sm:flex-row sm:items-center">
          <h2 className="font-semibold text-slate-900">Feedback Data</h2>
          <QuestionFilter questions={paging.questions} value={paging.questionId} onChange={paging.onQuestionChange} />
        </CardHeader>
        <CardContent>
          {stillNeeded > 0 ? (
            <ThresholdNotice needed={stillNeeded} />
          ) : (
            <Tabs value={view} onValueChange={setView}>
              <TabsList aria-label="Group feedback">
                <TabsTrigger value="respondent">By Respondent</TabsTrigger>
                <TabsTrigger value="question">By Question</TabsTrigger>
              </TabsList>
              <TabsContent value="respondent">
                {byRespondent.length === 0 ? (
                  <EmptyState title="No responses yet">Responses will appear here once feedback is submitted</EmptyState>
                ) : (
                  <RespondentGroups groups={byRespondent} now={now} onDelete={onDelete} />
                )}
              </TabsContent>
              <TabsContent value="question">
                {byQuestion.length === 0 ? (
                  <EmptyState title="No questions available">
                    Questions and responses will appear here once feedback is submitted
                  </EmptyState>
                ) : (
                  <QuestionGroups groups={byQuestion} now={now} onDelete={onDelete} />
                )}
              </TabsContent>
            </Tabs>
          )}
          <LoadMoreResponses hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.onLoadMore} />
        </CardContent>
      </Card>
    </div>
  );
}
