/// <reference lib="dom" />
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { clerkInstance, sessionToken, startClerkBackend, type ClerkBackendStandIn, type ClerkInstance } from '../support/clerk-stand-in';
import { freePort } from '../support/free-port';
import { startPill, type RunningPill } from '../support/start-pill';
import { baseURL, expectNoAxeViolations, expectNoHorizontalScroll, expectToast, PHONE, screenshot } from './support';

// Pill with AUTH_PROVIDER=clerk, offline: the instance's key pair is made here, so the gateway
// verifies `__session` tokens signed here (CLERK_JWT_KEY), and reads profiles from a Backend API
// stand-in on loopback (CLERK_API_URL). Clerk's browser SDK has no Frontend API to reach (its host
// is under .invalid, and every request off this machine is aborted), which is how its failure
// states are shown. The local-account return path runs against the suite's own server.
test.describe.configure({ mode: 'serial' });

let app: RunningPill;
let instance: ClerkInstance;
let backend: ClerkBackendStandIn;

test.beforeAll(async () => {
  instance = clerkInstance();
  backend = await startClerkBackend([{ id: 'user_ada', firstName: 'Ada', email: 'ada@example.com' }]);
  const port = await freePort();
  app = await startPill(
    {
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      AUTH_PROVIDER: 'clerk',
      CLERK_PUBLISHABLE_KEY: instance.publishableKey,
      CLERK_JWT_KEY: instance.jwtKey,
      CLERK_SECRET_KEY: 'sk_test_standin',
      CLERK_API_URL: backend.url,
    },
    port,
  );
});

test.afterAll(async () => {
  await app?.stop();
  await backend?.close();
});

/** A context on the Clerk-mode app where nothing leaves this machine; keeps uncaught errors and 5xx answers. */
async function offlineContext(browser: Browser, origin: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ baseURL: origin, ...options });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === origin ? route.continue() : route.abort('internetdisconnected'),
  );
  const errors: string[] = [];
  context.on('page', (page) => watch(page, errors));
  const page = await context.newPage();
  return { context, page, errors };
}

function watch(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`server ${response.status()}: ${response.url()}`);
  });
}

async function signedInWithClerk(context: BrowserContext, claims: Parameters<typeof sessionToken>[1]) {
  // Clerk's SDK would set this after signing in; ten minutes so a slow run does not outlive it.
  const now = Math.floor(Date.now() / 1000);
  await context.addCookies([{ name: '__session', value: sessionToken(instance, { exp: now + 600, ...claims }, now), url: app.origin }]);
}

test('the sign-in page says what to do when Clerk cannot be reached, also on a phone', async ({ browser }) => {
  const { context, page, errors } = await offlineContext(browser, app.origin, PHONE);
  await page.goto('/auth?tab=login');
  const form = page.getByRole('region', { name: 'Sign in with Clerk' });
  await expect(form.getByRole('alert')).toContainText('The sign-in form could not be loaded.');
  await expect(form.getByRole('alert')).toContainText('Check your connection');
  await expect(form.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'clerk sign-in unavailable');
  await screenshot(page, 'auth-clerk-unavailable-phone');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/tab=register/);
  await expect(page.getByRole('region', { name: 'Sign up with Clerk' }).getByRole('alert')).toContainText(
    'The sign-up form could not be loaded.',
  );
  await context.close();
  expect(errors).toEqual([]);
});

test("the landing page's Get Started opens Clerk's sign-up in the modal", async ({ browser }) => {
  const { context, page, errors } = await offlineContext(browser, app.origin);
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog.getByRole('region', { name: 'Sign up with Clerk' }).getByRole('alert')).toContainText(
    'The sign-up form could not be loaded.',
  );
  await context.close();
  expect(errors).toEqual([]);
});

test('an owner whose __session cookie holds a Clerk session token is greeted and can use owner routes', async ({ browser }) => {
  const { context, page, errors } = await offlineContext(browser, app.origin);
  await signedInWithClerk(context, { sub: 'user_ada', azp: app.origin });

  await page.goto('/');
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Pills' })).toBeVisible();
  await expect(page.getByTestId('link-card')).toHaveCount(3);
  // A write passes the Origin check and the owner guard with the Clerk session.
  await page.getByTestId('link-card').first().getByRole('switch').click();
  await expectToast(page, 'Success', 'Link status updated successfully!');

  await page.goto('/manage-questions');
  await expect(page.getByRole('heading', { name: 'Manage Questions' })).toBeVisible();
  await page.goto('/create-link');
  await expect(page.getByRole('heading', { name: 'Create New Pill' })).toBeVisible();
  await screenshot(page, 'clerk-owner-create');
  // The profile came from the Backend API stand-in, with the secret key, and is cached.
  expect(backend.requests.filter((r) => r.path === '/v1/users/user_ada')).toHaveLength(1);
  expect(backend.requests[0]?.authorization).toBe('Bearer sk_test_standin');

  // Sign Out needs Clerk itself, which is unreachable here: the owner is told and stays signed in.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expectToast(page, 'Sign out failed');
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await context.close();
  expect(errors).toEqual([]);
});

test('a token that is expired, forged or minted for another site signs nobody in', async ({ browser }) => {
  const now = Math.floor(Date.now() / 1000);
  for (const claims of [
    { sub: 'user_ada', azp: app.origin, iat: now - 120, nbf: now - 120, exp: now - 60 },
    { sub: 'user_ada', azp: 'https://evil.example' },
  ]) {
    const { context, page } = await offlineContext(browser, app.origin);
    await context.addCookies([{ name: '__session', value: sessionToken(instance, claims, now), url: app.origin }]);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started', exact: true })).toBeVisible();
    expect((await page.request.get('/api/feedback-links')).status()).toBe(401);
    await context.close();
  }
  const { context, page } = await offlineContext(browser, app.origin);
  await context.addCookies([
    { name: '__session', value: sessionToken(clerkInstance(), { sub: 'user_ada', azp: app.origin }), url: app.origin },
  ]);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await context.close();
});

test('signing in returns the owner to the page that asked for it (local accounts)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  const email = `return.${Date.now()}@example.com`;
  const created = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Grace', email, password: 'correct-horse-battery' },
  });
  expect(created.status()).toBe(201);
  await context.clearCookies();

  await page.goto('/manage-questions');
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/manage-questions$/);
  await expect(page.getByRole('heading', { name: 'Manage Questions' })).toBeVisible();
  await context.close();
});
