import { CLOSING_MESSAGES } from '@pill/proto/closing';

/** The two optional closing fields as typed: a whole number, and a local date and time (`datetime-local`). */
export type ClosingValues = { maxResponses: string; closesAt: string };
export type ClosingErrors = Partial<Record<keyof ClosingValues, string>>;
/** What the API takes: `null` clears a rule (and means none on create). */
export type ClosingBody = { maxResponses: number | null; closesAt: string | null };

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function closingValuesOf(link?: { maxResponses?: number; closesAt?: string }): ClosingValues {
  return { maxResponses: link?.maxResponses === undefined ? '' : String(link.maxResponses), closesAt: toLocalInput(link?.closesAt) };
}

/**
 * Checks the fields the way the API does; a closing time must lie ahead, unless it is the one the pill
 * already had (saving an edit of a pill that has closed keeps it as it was).
 */
export function checkClosing(
  values: ClosingValues,
  now: Date,
  current?: { closesAt?: string },
): { ok: true; body: ClosingBody } | { ok: false; errors: ClosingErrors } {
  const errors: ClosingErrors = {};
  const limit = values.maxResponses.trim();
  const maxResponses = limit === '' ? null : Number(limit);
  if (maxResponses !== null && !(/^\d+$/.test(limit) && maxResponses >= 1)) errors.maxResponses = CLOSING_MESSAGES.maxResponses;
  let closesAt: string | null = null;
  if (values.closesAt !== '') {
    const unchanged = current?.closesAt !== undefined && values.closesAt === toLocalInput(current.closesAt);
    const time = new Date(values.closesAt);
    if (unchanged) closesAt = current.closesAt!;
    else if (Number.isNaN(time.getTime())) errors.closesAt = CLOSING_MESSAGES.closesAt;
    else if (time <= now) errors.closesAt = CLOSING_MESSAGES.closesAtPast;
    else closesAt = time.toISOString();
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: { maxResponses, closesAt } };
}
