import type { ExportRow } from '@pill/proto/export';
import type { OwnerResponse } from '@pill/proto/submission';

/** The hour an answer came in, rounded down, UTC: owners never see a more precise time. */
export function hourOf(submittedAt: string): string {
  const time = new Date(submittedAt);
  time.setUTCMinutes(0, 0, 0);
  return time.toISOString();
}

export function toExportRow(answer: OwnerResponse): ExportRow {
  return {
    submissionId: answer.submissionId,
    hour: hourOf(answer.submittedAt),
    question: answer.question.text,
    answer: answer.response,
    name: answer.respondentName ?? '',
  };
}

/** A file name from the pill's title: lower-case ASCII words joined by dashes, `pill` when none remain. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'pill';
}
