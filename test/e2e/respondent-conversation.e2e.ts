import { expect, request, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { baseURL, closeContext, expectNoAxeViolations, expectNoHorizontalScroll, openContext, PHONE } from './support';

/** An owner with a link, through the API: this journey is the respondent's. */
async function ownerWithLink() {
  const owner = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  const signUp = await owner.post('/api/auth/sign-up/email', {
    data: { name: 'Margaret Hamilton', email: `owner-${randomUUID()}@example.com`, password: 'a long enough password' },
  });
  expect(signUp.status()).toBe(201);
  const created = await owner.post('/api/feedback-links', {
    data: { title: 'Sprint review feedback', questionIds: ['default-general-1', 'default-general-2'] },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; shortCode: string };
  return { owner, link };
}

test('a respondent is warned, submits, keeps the receipt, reads the reply, answers and deletes, on a phone', async ({ browser }) => {
  const { owner, link } = await ownerWithLink();
  const { context, page, errors } = await openContext(browser, PHONE);

  // A detail that could identify the writer is caught in the browser before anything is sent.
  await page.goto(`/f/${link.shortCode}`);
  const first = page.getByRole('textbox').first();
  await first.fill('As the new hire in QA, I think the demo day format works well');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const warning = page.getByRole('region', { name: 'This could identify you' });
  await expect(warning).toBeFocused();
  await expectNoAxeViolations(page, 'identifying-details warning');
  await warning.getByRole('button', { name: 'Edit answers' }).click();
  await first.fill('The demo day format works well for the whole team');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();

  // The receipt, once, with what is stored.
  await expect(page.getByRole('heading', { name: 'Your private link' })).toBeVisible();
  await expect(page.getByText('Keep this link: it is the only way back to your answers.')).toBeVisible();
  await expect(page.getByText(/No address, no device/)).toBeVisible();
  const url = (await page.getByText(/\/r\/[A-Za-z0-9_-]{22}$/).textContent())!.trim();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'thank you with receipt');

  // The owner replies through the API.
  const answers = (await (await owner.get(`/api/feedback-links/${link.id}/responses`)).json()) as Array<{ submissionId: string }>;
  const reply = await owner.post(`/api/submissions/${answers[0]!.submissionId}/messages`, {
    data: { text: 'Thanks! What would make demo day even better?' },
  });
  expect(reply.status()).toBe(201);

  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { name: 'Sprint review feedback' })).toBeVisible();
  await expect(page.getByText('The demo day format works well for the whole team')).toBeVisible();
  await expect(page.getByText('Thanks! What would make demo day even better?')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'receipt page');

  await page.getByLabel('Reply to the owner (anonymously)').fill('Shorter slots, so more teams can show their work.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Shorter slots, so more teams can show their work.')).toBeVisible();
  await expect(page.getByLabel('Reply to the owner (anonymously)')).toHaveValue('');

  await page.getByRole('button', { name: 'Delete my answers' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete your answers?' })).toBeVisible();
  await expectNoAxeViolations(page, 'delete confirmation');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your answers are deleted' })).toBeVisible();
  await expectNoAxeViolations(page, 'answers deleted');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing found at this link' })).toBeVisible();
  expect(await (await owner.get(`/api/feedback-links/${link.id}/responses`)).json()).toEqual([]);
  await owner.dispose();
  await closeContext(context, errors);
});
