import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { ApiKeysScreen } from './api-keys-screen';

const KEY = 'pill_' + 'k'.repeat(43);
const stored = { id: 'key-1', name: 'Nightly export', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null };

describe('ApiKeysScreen', () => {
  it('says there are no keys yet, then shows a new key once with a way to copy it, and lists it', async () => {
    let keys: unknown[] = [];
    const calls = fakeServer({
      'GET /api/api-keys': () => ({ body: keys }),
      'POST /api/api-keys': () => {
        keys = [stored];
        return { status: 201, body: { id: 'key-1', name: 'Nightly export', key: KEY } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ApiKeysScreen />);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Key name'), 'Nightly export');
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByLabelText('New API key')).toHaveTextContent(KEY);
    expect(JSON.parse(String(calls.find((c) => c.key === 'POST /api/api-keys')?.init?.body))).toEqual({ name: 'Nightly export' });
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('Nightly export')).toBeInTheDocument();
    expect(within(list).getByText(/Never used/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Key' }));
    expect(await screen.findByText('Key copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(KEY);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('asks for a name next to the field before sending anything', async () => {
    const calls = fakeServer({ 'GET /api/api-keys': { body: [] } });
    renderWithApp(<ApiKeysScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give the key a name.');
    expect(screen.getByLabelText('Key name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((c) => c.key)).not.toContain('POST /api/api-keys');
  });

  it('revokes a key only once the owner confirms', async () => {
    const calls = fakeServer({
      'GET /api/api-keys': { body: [stored] },
      'DELETE /api/api-keys/key-1': { status: 204 },
    });
    renderWithApp(<ApiKeysScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.map((c) => c.key)).not.toContain('DELETE /api/api-keys/key-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/api-keys/key-1'));
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
  });

  it('says when the keys could not be loaded, and offers a retry', async () => {
    fakeServer({ 'GET /api/api-keys': { status: 503, body: { message: 'Busy; try again in a moment.' } } });
    renderWithApp(<ApiKeysScreen />);
    expect(await screen.findByText('Could not load your API keys', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
