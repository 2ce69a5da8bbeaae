import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthForm } from '../../features/auth/components/auth-form';
import { createClientConfig } from '../../testing/data-generators';
import { fakeServer, renderWithApp } from '../../testing/render';
import ResetPasswordRoute from './reset-password';

const LINK_INVALID = 'This reset link has expired or was already used. Please ask for a new one.';
const open = (url: string) => renderWithApp(<ResetPasswordRoute />, { url, pattern: '/reset-password' });
const bodyOf = (calls: Array<{ key: string; init?: RequestInit }>, key: string) =>
  JSON.parse(String(calls.find((c) => c.key === key)?.init?.body));

describe('forgot password', () => {
  it('is offered on the sign-in form only when the server can mail a link', () => {
    const { unmount } = renderWithApp(<AuthForm mode="login" onDone={() => undefined} passwordReset />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    unmount();
    renderWithApp(<AuthForm mode="login" onDone={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('asks for the email and then says a link is on its way, whether or not it has an account', async () => {
    const calls = fakeServer({
      'GET /api/config': { body: createClientConfig({ passwordReset: true }) },
      'POST /api/auth/password-reset': { status: 202, body: { ok: true } },
    });
    open('/reset-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/a link to choose a new password is on its way/);
    expect(bodyOf(calls, 'POST /api/auth/password-reset')).toEqual({ email: 'ada@example.com' });
  });

  it('sets the new password with the token from the mailed link, with the sign-up rules', async () => {
    const calls = fakeServer({
      'GET /api/config': { body: createClientConfig({ passwordReset: true }) },
      'POST /api/auth/password-reset/confirm': { status: 204 },
    });
    open('/reset-password?token=mailed-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/at least 10 characters/);
    await userEvent.type(screen.getByLabelText('New password'), ' and now long');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed, and you are signed out everywhere.');
    expect(bodyOf(calls, 'POST /api/auth/password-reset/confirm')).toEqual({ token: 'mailed-token', password: 'short and now long' });
  });

  it('says what to do when the link was used or has expired', async () => {
    fakeServer({
      'GET /api/config': { body: createClientConfig({ passwordReset: true }) },
      'POST /api/auth/password-reset/confirm': { status: 400, body: { message: LINK_INVALID } },
    });
    open('/reset-password?token=old-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'a long new password');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(LINK_INVALID));
  });

  it('explains that this server cannot send email', async () => {
    fakeServer({ 'GET /api/config': { body: createClientConfig() } });
    open('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot send email/);
  });
});
