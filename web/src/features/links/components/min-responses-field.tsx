import { LIMITS } from '@pill/proto/limits';
import { Input, Label } from '../../../components/ui/field';

type Props = { value: string; onChange: (value: string) => void; error: string | undefined };

/** The link's anonymity threshold, with why it exists and, when it is out of range, what to type. */
export function MinResponsesField({ value, onChange, error }: Props) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="pill-min-responses">Minimum responses before answers show</Label>
      <Input
        id="pill-min-responses"
        type="number"
        inputMode="numeric"
        min={LIMITS.minResponses.min}
        max={LIMITS.minResponses.max}
        step={1}
        className="w-24"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'pill-min-responses-help pill-min-responses-error' : 'pill-min-responses-help'}
      />
      <p id="pill-min-responses-help" className="text-sm text-slate-600">
        Answers stay hidden until at least this many people have responded, so no one can be singled out.
      </p>
      {error && (
        <p id="pill-min-responses-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
