import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { createClerkConfig, createClientConfig } from '../../../testing/data-generators';
import { fakeClerk as clerk, resetFakeClerk } from '../../../testing/fake-clerk';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { SignOutButton } from './sign-out-button';

jest.mock('../../../lib/clerk-scripts', () => jest.requireActual('../../../testing/fake-clerk'));
const leavePage = jest.fn();
jest.mock('../lib/leave-page', () => ({ leavePage: (url: string) => leavePage(url) }));

const config = (authProvider: 'local' | 'clerk') => (authProvider === 'clerk' ? createClerkConfig() : createClientConfig());

function renderButton(viaLogoutRoute = false) {
  renderWithApp(<SignOutButton viaLogoutRoute={viaLogoutRoute} />, { url: '/', pattern: '/' });
}

beforeEach(() => {
  resetFakeClerk({ id: 'sess_1' });
  resetToasts();
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
