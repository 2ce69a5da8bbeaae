import { totalsFromHeaders } from './get-response-pages';

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()] ?? null;

describe('the totals a page of answers tells in its headers', () => {
  it('reads X-Total-Count, X-Respondent-Count and X-Question-Count', () => {
    const all = { 'x-total-count': '250', 'x-respondent-count': '125', 'x-question-count': '2' };
    expect(totalsFromHeaders(headers(all))).toEqual({ responses: 250, respondents: 125, questions: 2 });
    expect(totalsFromHeaders(headers({ ...all, 'x-total-count': '0', 'x-respondent-count': '0', 'x-question-count': '0' }))).toEqual({
      responses: 0,
      respondents: 0,
      questions: 0,
    });
  });

  it('is null when a count is missing or not a whole number, so the screens count the answers loaded instead', () => {
    expect(totalsFromHeaders(headers({}))).toBeNull();
    expect(totalsFromHeaders(headers({ 'x-total-count': '250', 'x-respondent-count': '125' }))).toBeNull();
    for (const bad of ['', '-1', '1.5', 'many']) {
      expect(totalsFromHeaders(headers({ 'x-total-count': bad, 'x-respondent-count': '1', 'x-question-count': '1' }))).toBeNull();
    }
  });
});
