import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClerkConfig, createClientConfig } from '../../../testing/data-generators';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { DeleteAccountButton } from './delete-account-button';

const render = () => renderWithApp(<DeleteAccountButton />, { url: '/', pattern: '/' });
const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
};
const deletes = (calls: Array<{ key: string; init?: RequestInit }>) => calls.filter((c) => c.key === 'DELETE /api/auth/user');

describe('DeleteAccountButton', () => {
  it('asks for the password next to the field before sending anything, then deletes with it', async () => {
    const calls = fakeServer({ 'GET /api/config': { body: createClientConfig() }, 'DELETE /api/auth/user': { status: 204 } });
    render();
    await openDialog();
    const confirm = screen.getAllByRole('button', { name: 'Delete Account' }).at(-1) as HTMLElement;
    await userEvent.click(confirm);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password to delete your account.');
    expect(deletes(calls)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password'), 'analytical engine');
    await userEvent.click(confirm);
    await waitFor(() => expect(deletes(calls)).toHaveLength(1));
    expect(JSON.parse(String(deletes(calls)[0]?.init?.body))).toEqual({ password: 'analytical engine' });
  });

  it("shows the server's message when the password is wrong, and keeps the dialog open", async () => {
    const message = 'That password is not right. Please enter the password you sign in with.';
    fakeServer({ 'GET /api/config': { body: createClientConfig() }, 'DELETE /api/auth/user': { status: 401, body: { message } } });
    render();
    await openDialog();
    await userEvent.type(screen.getByLabelText('Password'), 'a wrong guess');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1) as HTMLElement);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('is not offered with Clerk, whose own account page deletes accounts', async () => {
    const calls = fakeServer({ 'GET /api/config': { body: createClerkConfig() } });
    render();
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/config'));
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });
});
