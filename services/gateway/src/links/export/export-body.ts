import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { EXPORT_COLUMNS, type ExportFormat, type ExportRow } from '@pill/proto/export';

/**
 * RFC 4180 (a header row, CRLF, quotes doubled, fields with a comma, quote or line break quoted), and
 * cells a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return) start with `'` (OWASP).
 */
export function csvBody(rows: AsyncIterable<ExportRow>): Readable {
  const csv = stringify({
    header: true,
    columns: [...EXPORT_COLUMNS],
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  // pipeline passes a failed page on to the body, so the download breaks instead of ending short.
  return pipeline(Readable.from(rows), csv, () => undefined);
}

/** A JSON array of rows, written as they come so no export is held whole in memory. */
export function jsonBody(rows: AsyncIterable<ExportRow>): Readable {
  return Readable.from(jsonChunks(rows));
}

async function* jsonChunks(rows: AsyncIterable<ExportRow>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield (first ? '' : ',') + JSON.stringify(row);
    first = false;
  }
  yield ']';
}

export const EXPORT_BODIES: Record<ExportFormat, { type: string; body: (rows: AsyncIterable<ExportRow>) => Readable }> = {
  csv: { type: 'text/csv; charset=utf-8', body: csvBody },
  json: { type: 'application/json; charset=utf-8', body: jsonBody },
};
