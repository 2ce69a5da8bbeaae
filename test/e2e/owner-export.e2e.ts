/// <reference lib="dom" />
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { baseURL, closeContext, expectNoAxeViolations, openContext, screenshot } from './support';

// An owner with two pills made through the API: one open with answers, one closed by its response limit.
test.describe.configure({ mode: 'serial' });

let owner: { context: BrowserContext; page: Page; errors: string[] };
let page: Page;
const open = { id: '', shortCode: '', title: 'Export Retro, "Q3"' };
const closed = { id: '', shortCode: '', title: 'Closed Pulse Check' };
const questionIds = ['default-general-1', 'default-general-2'];

const card = (title: string) => page.getByTestId('link-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.beforeAll(async ({ browser }) => {
  owner = await openContext(browser);
  page = owner.page;
  const write = { headers: { origin: new URL(baseURL()).origin } };
  const email = `grace.${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    ...write,
    data: { name: 'Grace Hopper', email, password: 'a long enough password' },
  });
  expect(signUp.status()).toBe(201);
  for (const [pill, extra] of [
    [open, {}],
    [closed, { maxResponses: 1 }],
  ] as const) {
    const created = await page.request.post('/api/feedback-links', { ...write, data: { title: pill.title, questionIds, ...extra } });
    expect(created.status()).toBe(201);
    Object.assign(pill, await created.json());
    const answer = await page.request.post(`/api/public/feedback-links/${pill.shortCode}/responses`, {
      data: { responses: [{ questionId: questionIds[0], response: '=SUM(A1) looked odd, but "fine"' }] },
    });
    expect(answer.status()).toBe(201);
  }
});

test.afterAll(async () => {
  await closeContext(owner.context, owner.errors);
});

test('a closed pill shows one status, Closed, on its card', async () => {
  await page.goto('/');
  await expect(card(closed.title).getByText('Closed', { exact: true })).toBeVisible();
  // The switch keeps its name for screen readers, but no second status shows on screen.
  const switchLabel = card(closed.title).getByText('Active', { exact: true });
  expect(await switchLabel.evaluate((label) => label.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await expect(card(open.title).getByText('Closed', { exact: true })).toHaveCount(0);
  await screenshot(page, 'dashboard-closed-card');
});

test("each card tells its responses and the latest one's age, and leads to its analytics", async () => {
  await page.goto('/');
  await expect(card(open.title).getByTestId('link-activity')).toHaveText(
    /^1 response · latest (less than a minute|\d+ minutes?|about 1 hour) ago$/,
  );
  await card(open.title)
    .getByRole('link', { name: `Analytics for ${open.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/analytics/${open.id}$`));
  await expect(page.getByText('Total Submissions')).toBeVisible();
});

test('its public form says it is closed', async () => {
  const respondent = await page.context().browser()!.newContext({ baseURL: baseURL() });
  const form = await respondent.newPage();
  await form.goto(`/f/${closed.shortCode}`);
  await expect(form.getByRole('heading', { name: 'This Pill Is Closed' })).toBeVisible();
  await expect(form.getByRole('button', { name: /submit/i })).toHaveCount(0);
  await respondent.close();
});

test('the export buttons on insights download CSV and JSON', async () => {
  await page.goto(`/advanced-analytics/${open.id}`);
  await expect(page.getByRole('heading', { name: 'Feedback Insights' })).toBeVisible();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('export-retro-q3-responses.csv');
  const csvText = readFileSync((await csv.path())!, 'utf8');
  expect(csvText.split('\r\n')[0]).toBe('submissionId,hour,question,answer,name');
  expect(csvText).toContain(`"'=SUM(A1) looked odd, but ""fine"""`);

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export JSON' }).click()]);
  expect(json.suggestedFilename()).toBe('export-retro-q3-responses.json');
  const rows = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(rows).toEqual([expect.objectContaining({ answer: '=SUM(A1) looked odd, but "fine"', name: '' })]);
  await expectNoAxeViolations(page, 'insights with export');
});

test('the QR code action opens a printable page with the title, the code and the address', async () => {
  await page.goto('/');
  await card(open.title)
    .getByRole('link', { name: `QR code for ${open.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/print/qr/${open.id}$`));
  await expect(page.getByRole('heading', { name: open.title })).toBeVisible();
  const url = `${new URL(baseURL()).origin}/f/${open.shortCode}`;
  const image = page.getByRole('img', { name: `QR code for ${url}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(url, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectNoAxeViolations(page, 'qr print page');
  await screenshot(page, 'qr-print-page');
});

test('the create page explains a closing time in the past next to the field', async () => {
  await page.goto('/create-link');
  await expect(page.getByRole('button', { name: 'Create Pill' })).toBeVisible();
  await page.getByLabel('Closes at').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Create Pill' }).click();
  await expect(page.getByLabel('Closes at')).toHaveAccessibleDescription(/Please choose a closing time in the future\./);
  await expect(page).toHaveURL(/\/create-link$/);
});
