import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { AuthForm } from './auth-form';

describe('AuthForm', () => {
  it('asks for 10 characters of password beside the field, spaces not counting', async () => {
    const calls = fakeServer({});
    renderWithApp(<AuthForm mode="register" onDone={() => undefined} />, { url: '/auth', pattern: '/auth' });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '        ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const password = screen.getByLabelText('Password');
    const rule = 'Use at least 10 characters for your password, not counting spaces.';
    expect(password).toHaveAccessibleDescription(rule);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((c) => c.key)).not.toContain('POST /api/auth/sign-up/email');
  });
});
