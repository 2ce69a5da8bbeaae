import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { createClerkConfig } from '../../../testing/data-generators';
import { emit, fakeClerk as clerk, resetFakeClerk } from '../../../testing/fake-clerk';
import { changingServer, renderWithApp, type Answer } from '../../../testing/render';
import { useUser } from '../api/get-user';
import { ClerkSessionSync } from './clerk-session-sync';
import { SignOutButton } from './sign-out-button';

jest.mock('../../../lib/clerk-scripts', () => jest.requireActual('../../../testing/fake-clerk'));

const ada: Answer = { body: { id: 'user_ada', firstName: 'Ada' } };

/** One of the app's screens that shows who is signed in. */
function WhoIsSignedIn() {
  const user = useUser();
  if (user.isPending) return null;
  return <p>{user.data ? `Signed in as ${user.data.firstName}` : 'Signed out'}</p>;
}

function openApp() {
  const server = changingServer(
    { config: { body: createClerkConfig() }, user: ada },
    { 'GET /api/config': 'config', 'GET /api/auth/user': 'user' },
  );
  renderWithApp(
    <>
      <ClerkSessionSync />
      <WhoIsSignedIn />
      <WhoIsSignedIn />
      <SignOutButton />
    </>,
  );
  return server;
}

beforeEach(() => {
  resetFakeClerk({ id: 'sess_1' });
  resetToasts();
});

describe('ClerkSessionSync', () => {
  it('listens to Clerk once, however many screens read the user', async () => {
    openApp();
    expect(await screen.findAllByText('Signed in as Ada')).toHaveLength(2);
    await waitFor(() => expect(clerk.addListener).toHaveBeenCalledTimes(1));
  });

  it('asks the gateway again when Clerk signs out elsewhere', async () => {
    const { answers } = openApp();
    await waitFor(() => expect(clerk.addListener).toHaveBeenCalledTimes(1));
    answers.user = { status: 401, body: { message: 'Please sign in to continue.' } };
    act(() => emit(null));
    expect(await screen.findAllByText('Signed out')).toHaveLength(2);
  });

  it('leaves the user signed out after Sign Out, even when a reload of the old user lands late', async () => {
    const { answers, calls } = openApp();
    await waitFor(() => expect(clerk.addListener).toHaveBeenCalledTimes(1));

    // The gateway still honours the old token for a moment: the reload Clerk's sign-out sets off
    // answers with the old owner, after Sign Out has finished.
    let answerLate: (answer: Answer) => void = () => undefined;
    const late = new Promise<Answer>((resolve) => (answerLate = resolve));
    const reads = () => calls.filter((c) => c.key === 'GET /api/auth/user').length;
    clerk.signOut.mockImplementation(async () => emit(null));
    answers.user = late;
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findAllByText('Signed out')).toHaveLength(2);
    expect(reads()).toBe(2);
    await act(async () => answerLate(ada));
    expect(screen.getAllByText('Signed out')).toHaveLength(2);
    expect(screen.queryByText('Signed in as Ada')).not.toBeInTheDocument();
  });
});
