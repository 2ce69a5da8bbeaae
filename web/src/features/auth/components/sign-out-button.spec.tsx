import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { resetToasts } from '../../../hooks/toast-store';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { SignOutButton } from './sign-out-button';

const clerk = { load: jest.fn(), loaded: true, status: 'ready', client: {}, __internal_environment: { displayConfig: { id: 'display_config_1' } }, session: { id: 'sess_1' }, signOut: jest.fn() };
jest.mock('../../../lib/clerk-scripts', () => ({ loadClerkScripts: async () => ({ clerk, ClerkUI: class {} }) }));
const leavePage = jest.fn();
jest.mock('../lib/leave-page', () => ({ leavePage: (url: string) => leavePage(url) }));

const config = (authProvider: 'local' | 'clerk') => ({
  authProvider,
  ...(authProvider === 'clerk' ? { clerkPublishableKey: `pk_test_${Math.random().toString(36).slice(2)}` } : {}),
  captchaProvider: 'none',
  supportEmail: 'support@pill.example',
  environment: 'test',
});

function renderButton(viaLogoutRoute = false) {
  renderWithApp(
    <Routes>
      <Route path="/" element={<SignOutButton viaLogoutRoute={viaLogoutRoute} />} />
    </Routes>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  clerk.load.mockResolvedValue(undefined);
  clerk.signOut.mockResolvedValue(undefined);
});

describe('SignOutButton', () => {
  it("uses Clerk's sign-out when the server uses Clerk, without Clerk's own redirect", async () => {
    const calls = fakeServer({ 'GET /api/config': { body: config('clerk') } });
    renderButton();
    const button = screen.getByRole('button', { name: 'Sign Out' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(clerk.signOut).toHaveBeenCalledTimes(1));
    expect(typeof clerk.signOut.mock.calls[0][0]).toBe('function');
    expect(calls.map((c) => c.key)).not.toContain('POST /api/auth/sign-out');
  });

  it('on the create page, ends the Clerk session and then goes to /api/logout', async () => {
    fakeServer({ 'GET /api/config': { body: config('clerk') } });
    renderButton(true);
    const button = screen.getByRole('button', { name: 'Sign Out' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/api/logout'));
    expect(clerk.signOut).toHaveBeenCalledTimes(1);
  });

  it('says so and stays signed in when Clerk cannot be reached', async () => {
    clerk.load.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fakeServer({ 'GET /api/config': { body: config('clerk') } });
    renderButton(true);
    const button = screen.getByRole('button', { name: 'Sign Out' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('keeps local accounts as they were: the sign-out route ends the session', async () => {
    const calls = fakeServer({ 'GET /api/config': { body: config('local') }, 'POST /api/auth/sign-out': { body: { ok: true } } });
    renderButton();
    const button = screen.getByRole('button', { name: 'Sign Out' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/auth/sign-out'));
    expect(clerk.signOut).not.toHaveBeenCalled();
  });

  it('on the create page with local accounts, goes straight to /api/logout', async () => {
    const calls = fakeServer({ 'GET /api/config': { body: config('local') } });
    renderButton(true);
    const button = screen.getByRole('button', { name: 'Sign Out' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(leavePage).toHaveBeenCalledWith('/api/logout');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/config']);
  });
});
