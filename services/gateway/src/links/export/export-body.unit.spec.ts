import { text } from 'node:stream/consumers';
import type { ExportRow } from '@pill/proto/export';
import { csvBody, jsonBody } from './export-body';
import { hourOf, titleSlug } from './export-rows';

const row = (answer: string, name = ''): ExportRow => ({
  submissionId: 'sub-1',
  hour: '2026-03-04T10:00:00.000Z',
  question: 'What went well?',
  answer,
  name,
});

async function* rowsOf(...rows: ExportRow[]) {
  yield* rows;
}

describe('the CSV export', () => {
  it('has a header row and CRLF line ends', async () => {
    const csv = await text(csvBody(rowsOf(row('Clear goals', 'Ada'))));
    expect(csv).toBe('submissionId,hour,question,answer,name\r\nsub-1,2026-03-04T10:00:00.000Z,What went well?,Clear goals,Ada\r\n');
  });

  it('quotes fields with a comma, a quote or a line break and doubles the quotes', async () => {
    const csv = await text(csvBody(rowsOf(row('Fast, "mostly"\nfine'), row('one\rtwo'))));
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      'sub-1,2026-03-04T10:00:00.000Z,What went well?,"Fast, ""mostly""\nfine",',
      'sub-1,2026-03-04T10:00:00.000Z,What went well?,"one\rtwo",',
    ]);
  });

  it.each(['=HYPERLINK("http://x","y")', '+1+2', '-3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'starts a cell that reads as a formula (%j) with a single quote',
    async (answer) => {
      const csv = await text(csvBody(rowsOf(row(answer, answer))));
      const cells = csv.split('\r\n')[1]!;
      expect(cells.startsWith('sub-1,2026-03-04T10:00:00.000Z,What went well?,')).toBe(true);
      expect(cells).not.toMatch(/,"?[=+\-@\t\r]/);
      expect(cells.match(/'/g)).toHaveLength(2);
    },
  );

  it('is only the header row when there are no answers', async () => {
    expect(await text(csvBody(rowsOf()))).toBe('submissionId,hour,question,answer,name\r\n');
  });
});

describe('the JSON export', () => {
  it('is an array of the rows, text kept as written', async () => {
    const rows = [row('=HYPERLINK("x")', 'Ada'), row('a, "b"\nc')];
    expect(JSON.parse(await text(jsonBody(rowsOf(...rows))))).toEqual(rows);
    expect(JSON.parse(await text(jsonBody(rowsOf())))).toEqual([]);
  });
});

describe('export details', () => {
  it('rounds times down to the hour, UTC', () => {
    expect(hourOf('2026-03-04T10:59:59.999Z')).toBe('2026-03-04T10:00:00.000Z');
    expect(hourOf('2026-03-04T23:30:00+02:00')).toBe('2026-03-04T21:00:00.000Z');
  });

  it('names the file after the title', () => {
    expect(titleSlug('Team Retro: Q3, "Café" edition!')).toBe('team-retro-q3-cafe-edition');
    expect(titleSlug('¿¿??')).toBe('pill');
  });
});
