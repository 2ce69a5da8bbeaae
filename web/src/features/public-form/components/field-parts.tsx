/** Joins the ids a field is described by, skipping the parts not shown. */
export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** Counters appear past 80% of the limit: before that they are noise on a small screen. */
export const nearLimit = (length: number, limit: number) => length > limit * 0.8;

export function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  if (!nearLimit(length, limit)) return null;
  return (
    <p id={id} className="text-right text-xs text-slate-600">
      {length}/{limit} characters
    </p>
  );
}

/** A validation or moderation message under the field it concerns. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
