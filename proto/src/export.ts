import { z } from 'zod';

const FORMAT_MESSAGE = 'format must be csv or json.';

/** The query of GET /api/feedback-links/:id/export. */
export const ExportQuery = z.object({ format: z.enum(['csv', 'json'], { error: FORMAT_MESSAGE }) });
export type ExportQuery = z.infer<typeof ExportQuery>;
export type ExportFormat = ExportQuery['format'];

/** One exported answer: its submission, the hour it came in (UTC, as owners see times), the question, the answer and the name. */
export const ExportRow = z.object({
  submissionId: z.string(),
  hour: z.string(),
  question: z.string(),
  answer: z.string(),
  name: z.string(),
});
export type ExportRow = z.infer<typeof ExportRow>;

export const EXPORT_COLUMNS = ['submissionId', 'hour', 'question', 'answer', 'name'] as const satisfies ReadonlyArray<keyof ExportRow>;
