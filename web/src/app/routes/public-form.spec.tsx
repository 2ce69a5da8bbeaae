import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_CONFIG_RETRIES } from '../../features/config/api/get-config';
import { resetToasts } from '../../hooks/toast-store';
import { createClientConfig } from '../../testing/data-generators';
import { changingServer, fakeServer, renderWithApp, type Answer } from '../../testing/render';
import PublicFormRoute from './public-form';

const publicLink = {
  title: 'Team Retro',
  creatorName: 'Ada',
  questions: [{ question: { id: 'q1', text: 'What should I keep doing?' } }],
};
const noCaptcha = createClientConfig({ environment: 'development' });

function openForm(config: Answer) {
  const { answers, calls } = changingServer(
    { link: { body: publicLink }, config },
    { 'GET /api/public/feedback-links/abcd1234': 'link', 'GET /api/config': 'config' },
  );
  renderWithApp(<PublicFormRoute />, { url: '/f/abcd1234', pattern: '/f/:shortCode' });
  return { answers, configReads: () => calls.filter((c) => c.key === 'GET /api/config').length };
}

/** Lets every retry delay pass. */
const waitOutRetries = () => act(() => jest.advanceTimersByTimeAsync(10_000));

describe('PublicFormRoute', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetToasts();
  });
  afterEach(() => jest.useRealTimers());

  it('says the pill is closed when it no longer accepts responses', async () => {
    fakeServer({
      'GET /api/public/feedback-links/abcd1234': { status: 410, body: { message: 'This pill is closed and no longer accepts responses.' } },
      'GET /api/config': { body: noCaptcha },
    });
    renderWithApp(<PublicFormRoute />, { url: '/f/abcd1234', pattern: '/f/:shortCode' });
    expect(await screen.findByRole('heading', { name: 'This Pill Is Closed' })).toBeInTheDocument();
    expect(screen.getByText(/no longer accepts responses/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /submit/i })).not.toBeInTheDocument();
  });

  it('shows the form once the link and the settings are read', async () => {
    openForm({ body: noCaptcha });
    expect(await screen.findByRole('heading', { name: 'Team Retro' })).toBeInTheDocument();
    expect(screen.getByText('Development Environment')).toBeInTheDocument();
  });

  it('retries the settings read and then says the form could not load, never showing a wrong notice', async () => {
    const { configReads } = openForm('offline');
    expect(screen.getByText('Loading feedback form...')).toBeInTheDocument();
    await waitOutRetries();
    expect(await screen.findByRole('heading', { name: 'Form Could Not Load' })).toBeInTheDocument();
    expect(configReads()).toBe(1 + FORM_CONFIG_RETRIES);
    expect(screen.queryByText('Development Environment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Feedback' })).not.toBeInTheDocument();
  });

  it('shows the form after a successful Try Again', async () => {
    const { answers } = openForm({ status: 502, body: { message: 'Bad gateway' } });
    await waitOutRetries();
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    answers.config = { body: noCaptcha };
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(retry);
    expect(await screen.findByRole('heading', { name: 'Team Retro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Form Could Not Load' })).not.toBeInTheDocument();
  });

  it('still says not found when the link itself is missing', async () => {
    fakeServer({ 'GET /api/config': { body: noCaptcha } });
    renderWithApp(<PublicFormRoute />, { url: '/f/abcd1234', pattern: '/f/:shortCode' });
    expect(await screen.findByRole('heading', { name: 'Feedback Link Not Found' })).toBeInTheDocument();
  });
});
