import { focusRing } from '../../../components/ui/button';
import { Label } from '../../../components/ui/field';

export type QuestionOption = { id: string; text: string };

type FilterProps = { questions: readonly QuestionOption[]; value: string | undefined; onChange: (questionId: string | undefined) => void };

/** Which answers the Feedbacks tab reads: to every question, or to one. */
export function QuestionFilter({ questions, value, onChange }: FilterProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor="feedback-question-filter" className="sr-only">
        Question
      </Label>
      <select
        id="feedback-question-filter"
        value={value ?? 'all'}
        onChange={(e) => onChange(e.target.value === 'all' ? undefined : e.target.value)}
        className={`h-10 max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm ${focusRing}`}
      >
        <option value="all">All questions</option>
        {questions.map((q) => (
          <option key={q.id} value={q.id}>
            {q.text}
          </option>
        ))}
      </select>
    </div>
  );
}
