import type { ClientConfig } from '@pill/proto/auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createClerkConfig, createClientConfig } from '../../../testing/data-generators';
import { fakeClerk as clerk, FakeClerkUI, loadClerkScripts as construct, resetFakeClerk } from '../../../testing/fake-clerk';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { AuthPanel, type AuthTab } from './auth-panel';

// The scripts Clerk serves are replaced where they are fetched: the real loader and the real
// `clerk-browser` module run against the stand-in.
jest.mock('../../../lib/clerk-scripts', () => jest.requireActual('../../../testing/fake-clerk'));

let KEY = '';
let clerkConfig: ClientConfig;
const localConfig = createClientConfig();

function Panel({ config, initialTab, returnTo = '/' }: { config: ClientConfig; initialTab: AuthTab; returnTo?: string }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
      {shown && <AuthPanel config={config} tab={tab} onTabChange={setTab} onDone={() => undefined} returnTo={returnTo} />}
    </>
  );
}

beforeEach(() => {
  // Each test is a fresh page: Clerk not loaded yet.
  resetFakeClerk();
  clerkConfig = createClerkConfig();
  KEY = clerkConfig.clerkPublishableKey!;
  fakeServer({ 'GET /api/auth/user': { status: 401, body: { message: 'Please sign in to continue.' } } });
});

describe('AuthPanel with Clerk', () => {
  it("mounts Clerk's SignIn for the login tab, redirecting back to this site", async () => {
    renderWithApp(<Panel config={clerkConfig} initialTab="login" returnTo="/analytics/l1" />);
    await waitFor(() => expect(clerk.mountSignIn).toHaveBeenCalledTimes(1));

    const box = screen.getByTestId('clerk-form');
    const [node, props] = clerk.mountSignIn.mock.calls[0];
    expect(node).toBe(box);
    expect(props).toMatchObject({
      forceRedirectUrl: `${window.location.origin}/analytics/l1`,
      signUpForceRedirectUrl: `${window.location.origin}/analytics/l1`,
      signUpUrl: `${window.location.origin}/auth?tab=register`,
    });
    expect(construct).toHaveBeenCalledWith(KEY);
    // Clerk's UI comes from the npm package, not from a CDN.
    expect(clerk.load).toHaveBeenCalledWith(expect.objectContaining({ ui: { ClerkUI: FakeClerkUI }, telemetry: false }));
    expect(clerk.mountSignUp).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Sign in with Clerk' })).toContainElement(box);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("mounts Clerk's SignUp for the register tab and swaps forms with the tabs", async () => {
    renderWithApp(<Panel config={clerkConfig} initialTab="register" />);
    await waitFor(() => expect(clerk.mountSignUp).toHaveBeenCalledTimes(1));
    const [node, props] = clerk.mountSignUp.mock.calls[0];
    expect(node).toBe(screen.getByTestId('clerk-form'));
    expect(props).toMatchObject({ forceRedirectUrl: `${window.location.origin}/`, signInUrl: `${window.location.origin}/auth?tab=login` });
    expect(screen.getByRole('region', { name: 'Sign up with Clerk' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    await waitFor(() => expect(clerk.mountSignIn).toHaveBeenCalledTimes(1));
    expect(clerk.unmountSignUp).toHaveBeenCalledWith(node);
    // One Clerk for the page, however often the form changes.
    expect(construct).toHaveBeenCalledTimes(1);
  });

  it('once Clerk has signed the owner in, asks the gateway who that is and goes where they were headed', async () => {
    renderWithApp(
      <Routes>
        <Route path="/" element={<Panel config={clerkConfig} initialTab="login" returnTo="/analytics/l1" />} />
        <Route path="/analytics/:id" element={<p>Analytics page</p>} />
      </Routes>,
    );
    await waitFor(() => expect(clerk.mountSignIn).toHaveBeenCalledTimes(1));
    // Clerk has set __session on our origin: the gateway now knows the owner.
    clerk.session = { id: 'sess_1' };
    const calls = fakeServer({ 'GET /api/auth/user': { body: { id: 'user_ada', firstName: 'Ada' } } });
    const { routerPush } = clerk.load.mock.calls[0][0] as { routerPush: (to: string) => Promise<unknown> };
    await act(() => routerPush('/analytics/l1'));

    expect(await screen.findByText('Analytics page')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/auth/user']);
    expect(clerk.unmountSignIn).toHaveBeenCalledTimes(1);
  });

  it('unmounts the form when the page leaves', async () => {
    renderWithApp(<Panel config={clerkConfig} initialTab="login" />);
    await waitFor(() => expect(clerk.mountSignIn).toHaveBeenCalledTimes(1));
    const node = clerk.mountSignIn.mock.calls[0][0];
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(clerk.unmountSignIn).toHaveBeenCalledWith(node);
  });

  it('says what went wrong when Clerk cannot be reached, and tries again on request', async () => {
    clerk.load.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithApp(<Panel config={clerkConfig} initialTab="login" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sign-in form could not be loaded.');
    expect(alert).toHaveTextContent("We couldn't reach the sign-in service (Clerk). Check your connection");
    expect(clerk.mountSignIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(clerk.mountSignIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("tells the operator's problem apart from a network one when the key is refused", async () => {
    clerk.load.mockRejectedValueOnce(new Error('Clerk: The publishableKey passed to Clerk is invalid.'));
    renderWithApp(<Panel config={clerkConfig} initialTab="register" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sign-up form could not be loaded.');
    expect(alert).toHaveTextContent("Please tell the site's operator.");
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('treats a load that never reached Clerk as a failure, not as an empty form', async () => {
    // Offline, Clerk "loads" with a blank instance configuration.
    clerk.__internal_environment.displayConfig.id = '';
    renderWithApp(<Panel config={clerkConfig} initialTab="login" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in form could not be loaded.');
    expect(clerk.mountSignIn).not.toHaveBeenCalled();
  });

  it('offers to sign out when Clerk has a session that the server refuses', async () => {
    clerk.session = { id: 'sess_1' };
    clerk.signOut.mockImplementation(async () => {
      clerk.session = null;
    });
    renderWithApp(<Panel config={clerkConfig} initialTab="login" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are signed in with Clerk, but this server did not accept the session.');
    expect(clerk.mountSignIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out and try again' }));
    await waitFor(() => expect(clerk.mountSignIn).toHaveBeenCalledTimes(1));
    expect(clerk.signOut).toHaveBeenCalledTimes(1);
  });

  it('blames the server, not Clerk, when asking it who signed in fails', async () => {
    clerk.session = { id: 'sess_1' };
    fakeServer({ 'GET /api/auth/user': 'offline' });
    renderWithApp(<Panel config={clerkConfig} initialTab="login" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    expect(alert).not.toHaveTextContent("We couldn't reach the sign-in service (Clerk)");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains a server that chose Clerk without a publishable key', () => {
    renderWithApp(<Panel config={{ ...clerkConfig, clerkPublishableKey: undefined }} initialTab="login" />);
    expect(screen.getByRole('alert')).toHaveTextContent('publishable key is not set');
    expect(construct).not.toHaveBeenCalled();
  });
});

describe('AuthPanel with local accounts', () => {
  it('shows the email and password forms and never loads Clerk', async () => {
    renderWithApp(<Panel config={localConfig} initialTab="register" />);
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(construct).not.toHaveBeenCalled();
    expect(screen.queryByTestId('clerk-form')).not.toBeInTheDocument();
  });
});

describe('AuthPanel with local accounts and a captcha', () => {
  const captchaConfig = createClientConfig({ captchaProvider: 'recaptcha', recaptchaSiteKey: 'site-key' });
  afterEach(() => {
    delete window.grecaptcha;
  });

  it('sends a reCAPTCHA token made for each form with the sign-up and the sign-in', async () => {
    const execute = jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    window.grecaptcha = { ready: (cb) => cb(), execute };
    const calls = fakeServer({
      'GET /api/auth/user': { status: 401, body: { message: 'Please sign in to continue.' } },
      'POST /api/auth/sign-up/email': { status: 201, body: { id: 'u1', firstName: 'Ada' } },
      'POST /api/auth/sign-in/email': { body: { id: 'u1', firstName: 'Ada' } },
    });
    renderWithApp(<Panel config={captchaConfig} initialTab="register" />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/auth/sign-up/email')).toBe(true));
    const signUp = calls.find((c) => c.key === 'POST /api/auth/sign-up/email');
    expect(JSON.parse(String(signUp?.init?.body))).toMatchObject({ recaptchaToken: 'token-for-sign_up' });

    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/auth/sign-in/email')).toBe(true));
    const signIn = calls.find((c) => c.key === 'POST /api/auth/sign-in/email');
    expect(JSON.parse(String(signIn?.init?.body))).toMatchObject({ recaptchaToken: 'token-for-sign_in' });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'sign_up' });
  });

  it('sends nothing and says so when the security check cannot run', async () => {
    window.grecaptcha = { ready: (cb) => cb(), execute: () => Promise.reject(new Error('blocked')) };
    const calls = fakeServer({ 'GET /api/auth/user': { status: 401, body: { message: 'Sign in.' } } });
    renderWithApp(<Panel config={captchaConfig} initialTab="login" />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Security Check Failed');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});
