import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { createAnalytics, createOwnerLink, createOwnerResponse } from '../../../testing/data-generators';
import { breakClipboard } from '../../../testing/clipboard';
import { changingServer, renderWithApp, type Answer } from '../../../testing/render';
import { AnalyticsScreen } from './analytics-screen';

const base = '/api/feedback-links/link1';

function server(overrides: { link?: Answer; responses?: Answer; later?: Answer; analytics?: Answer } = {}) {
  const initial = {
    link: { body: createOwnerLink({ id: 'link1', shortCode: 'abcd1234', title: 'Team Retro' }) },
    responses: { body: [] },
    later: { body: [] },
    analytics: { body: createAnalytics({ totalResponses: 0 }) },
    ...overrides,
  };
  return changingServer(initial, {
    [`GET ${base}`]: 'link',
    [`GET ${base}/responses`]: 'responses',
    [`GET ${base}/responses?cursor=c1&limit=100`]: 'later',
    [`GET ${base}/analytics`]: 'analytics',
  }).answers;
}

describe('AnalyticsScreen', () => {
  let restoreClipboard: () => void = () => undefined;
  beforeEach(() => resetToasts());
  afterEach(() => restoreClipboard());

  it('says the link is not found when the server says so, and offers a retry when the server fails', async () => {
    server({ link: { status: 404, body: { message: 'Feedback link not found' } } });
    const { unmount } = renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Feedback Link Not Found' })).toBeInTheDocument();
    unmount();

    const answers = server({
      link: { status: 503, body: { message: 'The service is temporarily unavailable. Please try again in a moment.' } },
    });
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Could not load this pill' })).toBeInTheDocument();
    expect(screen.queryByText('Feedback Link Not Found')).not.toBeInTheDocument();
    answers.link = { body: createOwnerLink({ id: 'link1', shortCode: 'abcd1234', title: 'Team Retro' }) };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Team Retro')).toBeInTheDocument();
  });

  it('shows the empty state when the link has no responses yet', async () => {
    server();
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByText('No responses yet')).toBeInTheDocument();
    expect(screen.getByText('Share your feedback link to start collecting insights.')).toBeInTheDocument();
  });

  it('says how many more responses are needed while the link is below its threshold, and shows the counts', async () => {
    server({
      link: { body: createOwnerLink({ id: 'link1', title: 'Team Retro', minResponses: 3 }) },
      responses: { body: [], headers: { 'X-Total-Count': '4', 'X-Respondent-Count': '2', 'X-Question-Count': '2' } },
      analytics: { body: createAnalytics({ totalResponses: 2 }) },
    });
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: '1 more response needed' })).toBeInTheDocument();
    expect(screen.getByText(/no one can be singled out/)).toBeInTheDocument();
    expect(screen.queryByText('No responses yet')).not.toBeInTheDocument();
  });

  it('reads older responses with "Load more responses" while the server has more', async () => {
    server({
      responses: {
        body: [createOwnerResponse({ respondentName: 'Grace' })],
        headers: { Link: `<${base}/responses?cursor=c1&limit=100>; rel="next"` },
      },
      later: { body: [createOwnerResponse({ respondentName: 'Alan' })] },
    });
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more responses' }));
    expect(await screen.findByRole('heading', { name: 'Alan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more responses' })).not.toBeInTheDocument();
  });

  it('shows an error card with a retry, not "No responses yet", when the responses cannot be read', async () => {
    const answers = server({ responses: 'offline' });
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Could not load responses' })).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('No responses yet')).not.toBeInTheDocument();

    answers.responses = { body: [createOwnerResponse({ respondentName: 'Grace' })] };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Grace' })).toBeInTheDocument();
  });

  it('shows an error card instead of empty charts when the analytics cannot be read', async () => {
    server({ analytics: { status: 500, body: { message: 'Internal server error' } } });
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByRole('heading', { name: 'Could not load analytics' })).toBeInTheDocument();
    expect(screen.getByText('500: Internal server error')).toBeInTheDocument();
    expect(screen.queryByText('No themes identified yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No responses recorded yet')).not.toBeInTheDocument();
  });

  it('shows how many submissions moderation refused, by kind, only when there were some', async () => {
    const moderation = {
      refused: 3,
      byKind: [
        { kind: 'threat' as const, count: 2 },
        { kind: 'personal_details' as const, count: 1 },
      ],
    };
    const answers = server({ analytics: { body: createAnalytics({ moderation }) } });
    const { unmount } = renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByText('Refused by moderation: 3')).toBeInTheDocument();
    expect(screen.getByText('2 threats, 1 personal details')).toBeInTheDocument();
    unmount();

    answers.analytics = { body: createAnalytics({ totalResponses: 0 }) };
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByText('No themes identified yet')).toBeInTheDocument();
    expect(screen.queryByText(/Refused by moderation/)).not.toBeInTheDocument();
  });

  it('tells the owner when the link turned answers away at its daily limit this week', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const capsReached = [{ date: today, cap: 'submissions' as const, limit: 1000 }];
    const answers = server({ analytics: { body: createAnalytics({ capsReached }) } });
    const { unmount } = renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByText('Daily limit reached')).toBeInTheDocument();
    expect(screen.getByText('This pill took in its daily limit of 1,000 submissions today.')).toBeInTheDocument();
    unmount();

    answers.analytics = { body: createAnalytics({ capsReached: [{ date: '2020-01-06', cap: 'bytes', limit: 10_000_000 }] }) };
    renderWithApp(<AnalyticsScreen id="link1" />);
    expect(await screen.findByText('No themes identified yet')).toBeInTheDocument();
    expect(screen.queryByText('Daily limit reached')).not.toBeInTheDocument();
  });

  it('says the copy failed, with the link, when the clipboard is unavailable', async () => {
    server();
    restoreClipboard = breakClipboard();
    renderWithApp(<AnalyticsScreen id="link1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy feedback link' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Copy the link by hand: http://localhost/f/abcd1234')).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });
});
