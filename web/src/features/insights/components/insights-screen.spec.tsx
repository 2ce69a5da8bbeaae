import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { createAnalytics, createOwnerLink, createOwnerResponse, createUnifiedAnalysis } from '../../../testing/data-generators';
import { breakClipboard } from '../../../testing/clipboard';
import { changingServer, renderWithApp, type Answer } from '../../../testing/render';
import { InsightsScreen } from './insights-screen';

const link = createOwnerLink({ id: 'link1', shortCode: 'abcd1234' });
const base = '/api/feedback-links/link1';

/** A gateway whose answers a test can change between reads. */
function server(overrides: { link?: Answer; responses?: Answer; analytics?: Answer; analysis?: Answer } = {}) {
  const initial = {
    link: { body: link } as Answer,
    responses: { body: [createOwnerResponse({ respondentName: 'Grace' })] },
    analytics: { body: createAnalytics() },
    analysis: { body: createUnifiedAnalysis() },
    ...overrides,
  };
  return changingServer(initial, {
    [`GET ${base}`]: 'link',
    [`GET ${base}/responses`]: 'responses',
    [`GET ${base}/analytics`]: 'analytics',
    [`GET ${base}/unified-analytics`]: 'analysis',
  });
}

const analysisDown: Answer = { status: 503, body: { message: 'Analysis service unavailable' } };
const tab = (name: string) => screen.getByRole('tab', { name });
const bannerTitle = 'Analysis Service Temporarily Unavailable';

describe('InsightsScreen', () => {
  let restoreClipboard: () => void = () => undefined;
  beforeEach(() => resetToasts());
  afterEach(() => restoreClipboard());

  it('opens on Feedbacks with Analysis and Action Steps available once the analysis exists', async () => {
    server();
    renderWithApp(<InsightsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    expect(tab('Feedbacks')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab('Analysis')).toBeEnabled());
    expect(tab('Action Steps')).toBeEnabled();
    expect(screen.queryByText(bannerTitle)).not.toBeInTheDocument();
  });

  it('says how many more responses are needed instead of an empty state while the link is below its threshold', async () => {
    server({
      link: { body: { ...link, minResponses: 5 } },
      responses: { body: [], headers: { 'X-Total-Count': '2', 'X-Respondent-Count': '2', 'X-Question-Count': '1' } },
      analysis: { body: { hasData: false, isCurrent: true, message: '3 more responses are needed before answers show.' } },
    });
    renderWithApp(<InsightsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: '3 more responses needed' })).toBeInTheDocument();
    expect(screen.queryByText('No responses yet')).not.toBeInTheDocument();
    expect(screen.getByText('Respondents').parentElement).toHaveTextContent('2');
    expect(tab('Analysis')).toBeDisabled();
  });

  it('shows the unavailable banner and keeps the AI tabs disabled when the analysis fails', async () => {
    server({ analysis: analysisDown });
    renderWithApp(<InsightsScreen id="link1" />);
    expect(await screen.findByText(bannerTitle)).toBeInTheDocument();
    expect(screen.getByText(/Your feedback data is safely stored and shown in the Feedbacks tab/)).toBeInTheDocument();
    expect(tab('Analysis')).toBeDisabled();
    expect(tab('Action Steps')).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Grace' })).toBeInTheDocument();
  });

  it('sends the owner back to Feedbacks when a later analysis read fails', async () => {
    const { answers } = server();
    renderWithApp(<InsightsScreen id="link1" />);
    await waitFor(() => expect(tab('Analysis')).toBeEnabled());
    await userEvent.click(tab('Analysis'));
    expect(await screen.findByText('Clear communicator who could delegate more.')).toBeInTheDocument();

    answers.analysis = analysisDown;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(bannerTitle)).toBeInTheDocument();
    await waitFor(() => expect(tab('Feedbacks')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Analysis')).toBeDisabled();
    expect(tab('Action Steps')).toBeDisabled();
    expect(screen.queryByText('Clear communicator who could delegate more.')).not.toBeInTheDocument();
  });

  it('says Refreshed only when the refresh worked, and what to do when it did not', async () => {
    const { answers } = server();
    renderWithApp(<InsightsScreen id="link1" />);
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
    expect(screen.getByText('Data updated with latest feedback')).toBeInTheDocument();

    answers.responses = 'offline';
    await userEvent.click(refresh);
    expect(await screen.findByText('Refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Refreshed')).not.toBeInTheDocument();
  });

  it('shows an error card with a retry, not "No responses yet", when the responses cannot be read', async () => {
    const { answers } = server({ responses: { status: 500, body: { message: 'Internal server error' } } });
    renderWithApp(<InsightsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Could not load responses' })).toBeInTheDocument();
    expect(screen.getByText('500: Internal server error')).toBeInTheDocument();
    expect(screen.queryByText('No responses yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Responses')).not.toBeInTheDocument();

    answers.responses = { body: [createOwnerResponse({ respondentName: 'Grace' })] };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Could not load responses' })).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when Copy Link cannot reach the clipboard', async () => {
    server();
    restoreClipboard = breakClipboard();
    renderWithApp(<InsightsScreen id="link1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Copy the link by hand: http://localhost/f/abcd1234')).toBeInTheDocument();
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
  });
});
