import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClerkConfig, createClientConfig } from '../../../testing/data-generators';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';

const render = () => renderWithApp(<SignOutEverywhereButton />, { url: '/', pattern: '/' });

describe('SignOutEverywhereButton', () => {
  it('ends every session of a local account through its route', async () => {
    const calls = fakeServer({
      'GET /api/config': { body: createClientConfig() },
      'POST /api/auth/sign-out-everywhere': { body: { ok: true } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/auth/sign-out-everywhere'));
  });

  it('is not offered with Clerk, whose own account page ends sessions', async () => {
    const calls = fakeServer({ 'GET /api/config': { body: createClerkConfig() } });
    render();
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/config'));
    expect(screen.queryByRole('button', { name: 'Sign Out Everywhere' })).not.toBeInTheDocument();
  });
});
