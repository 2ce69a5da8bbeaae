import { expect, test } from '@playwright/test';
import { closeContext, expectNoAxeViolations, expectNoHorizontalScroll, openContext, PHONE, screenshot } from './support';

test('unknown paths show the 404 page', async ({ browser }) => {
  const { context, page, errors } = await openContext(browser);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page, '404');
  await screenshot(page, 'not-found');
  await closeContext(context, errors);
});

test('an unknown feedback link shows the not-found view', async ({ browser }) => {
  const { context, page, errors } = await openContext(browser, PHONE);
  await page.goto('/f/doesNotExist42');
  await expect(page.getByRole('heading', { name: 'Feedback Link Not Found' })).toBeVisible();
  await expect(page.getByText("This feedback link doesn't exist or has been deactivated.")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await closeContext(context, errors);
});

for (const [path, title] of [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
] as const) {
  test(`${title} is readable on a phone`, async ({ browser }) => {
    const { context, page, errors } = await openContext(browser, PHONE);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: June 28, 2025')).toBeVisible();
    await expect(page.getByText(/IP address/).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, title);
    await screenshot(page, path.slice(1));
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await closeContext(context, errors);
  });
}

test('signing in with a wrong password shows the server message', async ({ browser }) => {
  const { context, page, errors } = await openContext(browser, PHONE);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'sign up page');
  await screenshot(page, 'auth-register-phone');
  await page.goto('/auth?tab=login');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('alert')).not.toContainText('401');
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'sign in');
  await screenshot(page, 'auth-login-phone');
  await closeContext(context, errors);
});

test('signed-out owners are asked to sign in', async ({ browser }) => {
  const { context, page, errors } = await openContext(browser);
  await page.goto('/advanced-analytics/some-link');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to view analytics.')).toBeVisible();
  await page.goto('/manage-questions');
  await expect(page).toHaveURL(/\/auth\?tab=login/);
  await closeContext(context, errors);
});

test('the landing page fits a phone', async ({ browser }) => {
  const { context, page, errors } = await openContext(browser, PHONE);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Your Feedback Link' })).toBeVisible();
  const topBar = page.getByRole('navigation', { name: 'Main' });
  await expect(topBar.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'How it Works' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'landing-phone');
  await closeContext(context, errors);
});

test('a public form whose settings cannot be read says so and recovers on Try Again', async ({ browser }) => {
  const { context, page, errors } = await openContext(browser, PHONE);
  const link = {
    title: 'Settings Outage Check',
    creatorName: 'Ada',
    questions: [{ question: { id: 'q1', text: 'What should I keep doing?' } }],
  };
  await page.route('**/api/public/feedback-links/outage1234', (route) => route.fulfill({ json: link }));
  await page.route('**/api/config', (route) => route.abort());
  await page.goto('/f/outage1234');
  await expect(page.getByRole('heading', { name: 'Form Could Not Load' })).toBeVisible();
  await expect(page.getByText('Development Environment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Feedback' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'public form unavailable');
  await screenshot(page, 'public-form-unavailable-phone');

  await page.unroute('**/api/config');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Settings Outage Check' })).toBeVisible();
  await expect(page.getByText('Development Environment')).toBeVisible();
  await closeContext(context, errors);
});
