import { expect, request, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { baseURL, closeContext, expectNoAxeViolations, expectNoHorizontalScroll, openContext, PHONE, screenshot } from './support';

/** A pill made through the API by a fresh owner; owner writes name our origin, as a browser would. */
async function createPill(title: string) {
  const api = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  const email = `warning-${randomUUID()}@example.com`;
  const signUp = await api.post('/api/auth/sign-up/email', { data: { name: 'Ada Lovelace', email, password: 'analytical engine' } });
  expect(signUp.status()).toBe(201);
  const created = await api.post('/api/feedback-links', {
    data: { title, subtitle: 'Tell me what to change.', questionIds: ['default-general-1', 'default-general-2'] },
  });
  expect(created.status()).toBe(201);
  const { shortCode } = (await created.json()) as { shortCode: string };
  await api.dispose();
  return shortCode;
}

test('a respondent on a phone is warned that a detail could identify them, edits it and sends', async ({ browser }) => {
  const title = `Design Team Pulse ${randomUUID().slice(0, 6)}`;
  const shortCode = await createPill(title);
  const { context, page, errors } = await openContext(browser, PHONE);
  await page.goto(`/f/${shortCode}`);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const first = page.getByLabel(/^Q1: /);
  await first.fill('As the only designer on the team, I hear about changes after they ship.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();

  const warning = page.getByRole('region', { name: 'This could identify you' });
  await expect(warning).toBeVisible();
  await expect(warning).toBeFocused();
  await expect(page.locator('mark', { hasText: 'As the only designer on the team' })).toBeVisible();
  await expect(first).toHaveAccessibleDescription(/A role only one person holds can show who wrote this\./);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'identifying-details warning');
  await screenshot(page, 'identifying-warning-phone');

  await warning.getByRole('button', { name: 'Edit answers' }).click();
  await expect(first).toBeFocused();
  await first.fill('I hear about design changes after they ship; tell me earlier.');
  await expect(warning).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expectNoAxeViolations(page, 'thank you after the warning');
  await closeContext(context, errors);
});
