import { Input, Label } from '../../../components/ui/field';
import type { ClosingErrors, ClosingValues } from '../lib/closing-fields';

type Props = { values: ClosingValues; errors: ClosingErrors; onChange: (values: ClosingValues) => void };

/** When the pill stops taking responses: both optional, each with its message next to it. */
export function ClosingFields({ values, errors, onChange }: Props) {
  const field = (name: keyof ClosingValues, label: string, hint: string, input: { type: string; min?: number; inputMode?: 'numeric' }) => {
    const id = `pill-${name}`;
    const error = errors[name];
    return (
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          {...input}
          value={values[name]}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(e) => onChange({ ...values, [name]: e.target.value })}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Closing (optional)</legend>
      {field('maxResponses', 'Response limit', 'The pill closes once this many people have answered. Leave empty for no limit.', {
        type: 'number',
        min: 1,
        inputMode: 'numeric',
      })}
      {field('closesAt', 'Closes at', 'The pill closes at this date and time. Leave empty to keep it open.', { type: 'datetime-local' })}
    </fieldset>
  );
}
