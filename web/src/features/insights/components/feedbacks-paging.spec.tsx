import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { createAnalytics, createOwnerLink, createOwnerResponse, createUnifiedAnalysis } from '../../../testing/data-generators';
import { changingServer, renderWithApp, type Answer } from '../../../testing/render';
import { InsightsScreen } from './insights-screen';

const question = (id: string, text: string) => ({
  questionId: id,
  question: { id, text, category: 'general', isDefault: true, createdAt: '2025-06-01T09:00:00.000Z' },
});
const link = createOwnerLink({
  id: 'link1',
  questions: [question('q1', 'What should I keep doing?'), question('q2', 'What should I change?')],
});
const base = '/api/feedback-links/link1';
const next = (cursor: string, extra = '') => ({ link: `<${base}/responses?cursor=${cursor}&limit=100${extra}>; rel="next"` });
const grace = createOwnerResponse({ respondentName: 'Grace' });
const alan = createOwnerResponse({ respondentName: 'Alan' });
const edsger = createOwnerResponse({ respondentName: 'Edsger', question: { id: 'q2', text: 'What should I change?' } });

function server(later: Answer | Promise<Answer>) {
  return changingServer(
    {
      link: { body: link },
      first: { body: [grace], headers: next('c1') },
      later,
      onlyQ2: { body: [edsger] },
      remove: { body: { ok: true } },
      analytics: { body: createAnalytics() },
      analysis: { body: createUnifiedAnalysis() },
    },
    {
      [`GET ${base}`]: 'link',
      [`GET ${base}/responses`]: 'first',
      [`GET ${base}/responses?cursor=c1&limit=100`]: 'later',
      [`GET ${base}/responses?questionId=q2`]: 'onlyQ2',
      [`DELETE /api/feedback-responses/${alan.id}`]: 'remove',
      [`GET ${base}/analytics`]: 'analytics',
      [`GET ${base}/unified-analytics`]: 'analysis',
    },
  );
}

describe('the Feedbacks tab reads answers a page at a time', () => {
  beforeEach(() => resetToasts());

  it('loads the next page with "Load more responses" while more remain, then hides the button', async () => {
    let answerLater: (answer: Answer) => void = () => undefined;
    const { answers, calls } = server(new Promise<Answer>((resolve) => (answerLater = resolve)));
    renderWithApp(<InsightsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith(`GET ${base}/responses`)).map((c) => c.key)).toEqual([`GET ${base}/responses`]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more responses' }));
    const loading = await screen.findByRole('button', { name: 'Loading more responses...' });
    expect(loading).toBeDisabled();
    answerLater({ body: [alan] });
    expect(await screen.findByRole('heading', { name: 'Alan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more responses|Loading more responses/ })).not.toBeInTheDocument();
    expect(within(screen.getByText('Total Responses').parentElement!).getByText('2')).toBeInTheDocument();

    // Deleting an answer of a later page reads the pages again, each from the cursor before it.
    answers.later = { body: [] };
    const before = calls.length;
    const alanSection = screen.getByRole('heading', { name: 'Alan' }).closest('section')!;
    await userEvent.click(within(alanSection).getByRole('button', { name: 'Delete response' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Response deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Alan' })).not.toBeInTheDocument());
    const reread = calls.slice(before).map((c) => c.key);
    expect(reread).toEqual(expect.arrayContaining([`GET ${base}/responses`, `GET ${base}/responses?cursor=c1&limit=100`]));
  });

  it('counts all the link answers from the first page headers, not only the 100 loaded', async () => {
    const { answers } = server({ body: [alan] });
    const hundred = Array.from({ length: 100 }, (_, i) => createOwnerResponse({ respondentName: `Respondent ${i}` }));
    const totals = { 'X-Total-Count': '250', 'X-Respondent-Count': '125', 'X-Question-Count': '2' };
    answers.first = { body: hundred, headers: { ...next('c1'), ...totals } };
    renderWithApp(<InsightsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Respondent 0' })).toBeInTheDocument();
    const counter = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect([counter('Total Responses'), counter('Respondents'), counter('Questions')]).toEqual(['250', '125', '2']);
    expect(screen.getByRole('button', { name: 'Load more responses' })).toBeInTheDocument();
  });

  it('shows only the answers to the question chosen in the filter, and all again on All questions', async () => {
    const { calls } = server({ body: [alan] });
    renderWithApp(<InsightsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Question' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All questions', 'What should I keep doing?', 'What should I change?']);

    await userEvent.selectOptions(filter, 'q2');
    expect(await screen.findByRole('heading', { name: 'Edsger' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Grace' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Load more responses' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(`GET ${base}/responses?questionId=q2`);

    await userEvent.selectOptions(filter, 'all');
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more responses' })).toBeInTheDocument();
  });
});
