/// <reference lib="dom" />
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  baseURL,
  checkOnPhone,
  closeContext,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  openContext,
  PHONE,
  screenshot,
} from './support';

// One owner's story from sign-up to sign-out; each step builds on the one before.
test.describe.configure({ mode: 'serial' });

let owner: { context: BrowserContext; page: Page; errors: string[] };
let page: Page;
const email = `ada.${Date.now()}@example.com`;
const pill = { id: '', shortCode: '', title: 'E2E Team Retro' };
const customQuestion = 'How well do I handle disagreements?';

test.beforeAll(async ({ browser }) => {
  owner = await openContext(browser);
  page = owner.page;
});

test.afterAll(async () => {
  await closeContext(owner.context, owner.errors);
});

const responsesPath = '**/api/feedback-links/*/responses';
/** The browser's clipboard refuses and the old copy command does nothing. */
const breakClipboard = () =>
  page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
  });

const card = (title: string) => page.getByTestId('link-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('signed-out visitors see the landing page', async () => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Get the feedback they won't say to your face" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it Works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@pill.example' })).toBeVisible();
  await expectNoAxeViolations(page, 'landing');
  await screenshot(page, 'landing');
});

test('an owner signs up and lands on the dashboard with the sample pills', async () => {
  await page.getByRole('button', { name: 'Get Started', exact: true }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByText('Please enter your name.')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up modal');
  await screenshot(page, 'auth-register-modal');
  await signUp.getByLabel('Name').fill('Ada Lovelace');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill('correct-horse-battery');
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Pills' })).toBeVisible();
  await expect(page).toHaveTitle('Your Pills · Pill');
  await expect(page.getByTestId('link-card')).toHaveCount(3);
  const notice = page.getByRole('note').filter({ hasText: 'Sample pills included' });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('[Sample]');
  await expect(notice).not.toContainText('(Sample)');
  await expect(notice).not.toContainText('Sample Pill:');
  await expectNoAxeViolations(page, 'dashboard');
  await screenshot(page, 'dashboard');
  await checkOnPhone(page, 'dashboard-phone');
});

test('the owner manages questions', async () => {
  await page.getByRole('link', { name: 'Manage Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Your Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'general', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Question' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Question' });
  await create.getByRole('button', { name: 'Create Question' }).click();
  await expectToast(page, 'Error', 'Please fill in all fields.');
  await create.getByLabel('Question Text').fill('How do I handle disagreements?');
  await create.getByLabel('Subtext (Optional)').fill('Think of a recent one.');
  await create.getByLabel('Or type a new category').fill('teamwork');
  await expectNoAxeViolations(page, 'create-question dialog');
  await screenshot(page, 'manage-questions-create');
  await create.getByRole('button', { name: 'Create Question' }).click();
  await expectToast(page, 'Success', 'Question created successfully!');
  await expect(create).toBeHidden();

  const teamwork = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'teamwork', exact: true }) })
    .last();
  await expect(teamwork.getByText('1 question', { exact: true })).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit question: How do I handle disagreements?' });
  await edit.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Edit question');
  await edit.click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Question' });
  await expect(editDialog.getByText('Make changes to your question. This will only affect your feedback links.')).toBeVisible();
  await editDialog.getByLabel('Question Text').fill(customQuestion);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Question updated successfully!');
  await expect(editDialog).toBeHidden();
  await expect(page.getByText(customQuestion)).toBeVisible();

  await page.getByRole('button', { name: 'Add Question' }).click();
  await create.getByLabel('Question Text').fill('A question to throw away');
  await create.getByLabel('Category', { exact: true }).selectOption('general');
  await create.getByRole('button', { name: 'Create Question' }).click();
  await expectToast(page, 'Success', 'Question created successfully!');
  await page.getByRole('button', { name: 'Delete question: A question to throw away' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Question deleted successfully!');
  await expect(page.getByText('A question to throw away')).toBeHidden();
  await expectNoAxeViolations(page, 'manage-questions');
  await screenshot(page, 'manage-questions');
});

test('the owner creates a pill', async () => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create New Pill' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Pill' })).toBeVisible();
  await expect(page).toHaveTitle('Create New Pill · Pill');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  // The form is taller than the screen, yet its button stays in reach at the top of the page.
  await expect(page.getByRole('button', { name: 'Create Pill' })).toBeInViewport();
  await expect(page.getByLabel('Pill Title')).toHaveValue('Speak Freely - Your Feedback Matters!');
  await expect(page.getByLabel('Sub title')).toHaveValue('This form is for providing Ada with your open and honest feedback.');
  const selected = page.getByRole('list', { name: 'Selected questions' }).getByRole('listitem');
  await expect(selected).toHaveCount(2);

  await page.getByLabel('Category', { exact: true }).selectOption('teamwork');
  await page.getByLabel(customQuestion).check();
  await expect(selected).toHaveCount(3);
  await page.getByRole('button', { name: `Move up: ${customQuestion}` }).click();
  await expect(selected.nth(1)).toContainText(customQuestion);

  await page.getByLabel('Pill Title').fill('   ');
  await page.getByRole('button', { name: 'Create Pill' }).click();
  await expectToast(page, 'Error', 'Please enter a title for your feedback link.');
  await page.getByLabel('Pill Title').fill(pill.title);
  // The threshold is proposed at 3 with why; this pill will have two respondents, so it asks for 2.
  const threshold = page.getByRole('spinbutton', { name: 'Minimum responses before answers show' });
  await expect(threshold).toHaveValue('3');
  await expect(threshold).toHaveAccessibleDescription(/so no one can be singled out/);
  await threshold.fill('2');
  await expectNoAxeViolations(page, 'create-link');
  await screenshot(page, 'create-link');
  await checkOnPhone(page, 'create-link-phone');
  await page.getByRole('button', { name: 'Create Pill' }).click();
  await expectToast(page, 'Success', 'Feedback link created successfully!');
  await expect(page).toHaveURL(/\/$/);
  await expect(card(pill.title)).toBeVisible();

  const editHref = await card(pill.title).getByRole('link', { name: 'Edit Feedback Form' }).getAttribute('href');
  pill.id = editHref!.split('/').pop()!;
  const formHref = await card(pill.title).getByRole('link', { name: 'View Feedback Form' }).getAttribute('href');
  pill.shortCode = formHref!.split('/').pop()!;
  await expect(card(pill.title).getByText(`/f/${pill.shortCode}`)).toBeVisible();
});

test('the owner edits the pill', async () => {
  await card(pill.title).getByRole('link', { name: 'Edit Feedback Form' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Feedback Form' })).toBeVisible();
  await expect(page).toHaveTitle('Edit Feedback Form · Pill');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Pill Title')).toHaveValue(pill.title);
  const selected = page.getByRole('list', { name: 'Selected questions' }).getByRole('listitem');
  await expect(selected).toHaveCount(3);
  await expect(selected.nth(1)).toContainText(customQuestion);
  await expect(page.getByRole('spinbutton', { name: 'Minimum responses before answers show' })).toHaveValue('2');
  pill.title = 'E2E Team Retro, edited';
  await page.getByLabel('Pill Title').fill(pill.title);
  await expectNoAxeViolations(page, 'edit-link');
  await screenshot(page, 'edit-link');
  await page.getByRole('button', { name: 'Update Pill' }).click();
  await expectToast(page, 'Success', 'Feedback link updated successfully!');
  await expect(card(pill.title)).toBeVisible();

  await page.goto('/edit-link/not-a-real-link');
  await expect(page.getByRole('heading', { name: 'Feedback Link Not Found' })).toBeVisible();
  await expect(page.getByText("This pill doesn't exist or you don't have permission to edit it.")).toBeVisible();
  await screenshot(page, 'edit-link-not-found');
});

test('respondents answer on a phone', async ({ browser }) => {
  const respondent = await openContext(browser, PHONE);
  const phone = respondent.page;
  await phone.goto(`/f/${pill.shortCode}`);
  await expect(phone.getByRole('heading', { name: pill.title })).toBeVisible();
  await expect(phone.getByText('This form is for providing Ada with your open and honest feedback.')).toBeVisible();
  await expect(phone.getByText("Don't hold back.")).toBeVisible();
  await expect(phone.getByText('100% Anonymous.')).toBeVisible();
  await expect(phone.getByText('Development Environment')).toBeVisible();
  await expect(phone.getByLabel(`Q2: ${customQuestion}`)).toBeVisible();
  await expectNoHorizontalScroll(phone);

  // Validation shows next to the field, where a phone keyboard cannot hide it.
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  const first = phone.getByLabel(/^Q1: /);
  await expect(first).toHaveAccessibleDescription(/Please provide feedback in at least one field before submitting\./);
  await expect(first).toBeFocused();

  await first.fill('You explain decisions clearly and make time for questions.');
  await expect(phone.getByText(/\/2000 characters/)).toHaveCount(0);
  await phone.getByLabel(`Q2: ${customQuestion}`).fill('Calmly, but sometimes you give in too quickly.');
  await phone.getByLabel('Your Name (Completely Optional)').fill('Grace');
  await expect(phone.getByLabel('Your Name (Completely Optional)')).toHaveAttribute('maxlength', '100');
  await expectNoAxeViolations(phone, 'public form');
  await screenshot(phone, 'public-form-phone');

  // Moderation refuses a threat: the reason shows under that answer, which takes the focus, and nothing typed is lost.
  const second = phone.getByLabel(`Q2: ${customQuestion}`);
  await second.fill('I will kill you if you do that again.');
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toBeFocused();
  await expect(second).toHaveAccessibleDescription(/threatening or abusive language/);
  await expect(first).toHaveValue('You explain decisions clearly and make time for questions.');
  await expect(phone.getByLabel('Your Name (Completely Optional)')).toHaveValue('Grace');
  await expectNoAxeViolations(phone, 'public form refusal');
  await screenshot(phone, 'public-form-refusal-phone');
  await second.fill('Calmly, but sometimes you give in too quickly.');
  await expect(second).not.toHaveAttribute('aria-invalid');
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(phone.getByText('Your feedback has been submitted. Your honesty is appreciated.')).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await expectNoAxeViolations(phone, 'thank you');
  await screenshot(phone, 'thank-you-phone');

  // A second, anonymous respondent on a fresh page view.
  await phone.goto(`/f/${pill.shortCode}`);
  await phone.getByLabel(/^Q1: /).fill('Please share the agenda before meetings.');
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await closeContext(respondent.context, respondent.errors);
});

test('the owner reads responses and analytics', async () => {
  await page.goto(`/analytics/${pill.id}`);
  await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await expect(page.getByRole('heading', { name: pill.title })).toBeVisible();
  await expect(page.getByText('Total Submissions').locator('..')).toContainText('2');
  await expect(page.getByText('Refused by moderation: 1')).toBeVisible();
  await expect(page.getByText('1 threat', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Response Timeline' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Response Timeline, last 7 days' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('tab', { name: 'By Respondent' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Grace' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anonymous' })).toBeVisible();
  await expect(page.getByText('Just now').first()).toBeVisible();
  await page.getByRole('tab', { name: 'By Question' }).click();
  await expect(page.getByRole('heading', { name: customQuestion })).toBeVisible();
  await expectNoAxeViolations(page, 'analytics');
  await screenshot(page, 'analytics');
  await checkOnPhone(page, 'analytics-phone');

  await breakClipboard();
  await page.getByRole('button', { name: 'Copy feedback link' }).click();
  await expectToast(page, 'Copy failed', `Copy the link by hand: ${baseURL()}/f/${pill.shortCode}`);

  // Responses that cannot be read say so, with a retry, instead of "No responses yet".
  await page.route(responsesPath, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Could not load responses' })).toBeVisible();
  await expect(page.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(page.getByText('No responses yet')).toHaveCount(0);
  await expectNoAxeViolations(page, 'analytics load error');
  await screenshot(page, 'analytics-load-error');
  await page.unroute(responsesPath);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Grace' })).toBeVisible();
});

test('the owner reads insights, analysis and action steps', async () => {
  await page.goto('/');
  await card(pill.title).getByRole('link', { name: 'View Feedback Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback Insights' })).toBeVisible();
  await expect(page).toHaveTitle(`${pill.title} · Pill`);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Responses').locator('..')).toContainText('3');
  await expect(page.getByText('Respondents', { exact: true }).locator('..')).toContainText('2');
  await expect(page.getByRole('heading', { name: 'Grace' })).toBeVisible();
  await expectNoAxeViolations(page, 'insights feedbacks');
  await screenshot(page, 'insights-feedbacks');
  await checkOnPhone(page, 'insights-feedbacks-phone');

  const analysisTab = page.getByRole('tab', { name: 'Analysis' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(analysisTab).toBeEnabled({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expectToast(page, 'Refreshed', 'Data updated with latest feedback');
  await analysisTab.click();
  await expect(page.getByRole('heading', { name: 'Feedback Analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Themes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Growth Opportunities' })).toBeVisible();
  await expectNoAxeViolations(page, 'insights analysis');
  await screenshot(page, 'insights-analysis');
  await page.getByRole('tab', { name: 'Action Steps' }).click();
  await expect(page.getByRole('heading', { name: 'Recommended Actions' })).toBeVisible();
  await expectNoAxeViolations(page, 'insights action steps');
  await screenshot(page, 'insights-action-steps');

  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expectToast(page, 'Link copied!', 'Feedback link copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/f/${pill.shortCode}$`));

  await page.route(responsesPath, (route) => route.abort());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expectToast(page, 'Refresh failed', 'Could not reach the server. Check your connection and try again.');
  await page.unroute(responsesPath);

  await page.getByRole('tab', { name: 'Feedbacks' }).click();
  await page.getByRole('button', { name: 'Delete response' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Response deleted', 'The feedback response has been removed');
  await expect(page.getByText('Total Responses').locator('..')).toContainText('2');

  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics/${pill.id}$`));
  await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Analytics: ${pill.title} · Pill`);
});

test('critical concerns come with urgent guidance', async () => {
  await page.goto('/');
  await card('[Sample] Team feedback for Q3').getByRole('link', { name: 'View Feedback Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback Insights' })).toBeVisible();
  await page.getByRole('tab', { name: 'Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Critical Concerns' })).toBeVisible();
  await expect(page.getByText('High', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Action Steps' }).click();
  await expect(page.getByRole('heading', { name: 'Urgent Interventions' })).toBeVisible();
  await expect(page.getByText('Have a direct, private conversation about the concern.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'urgent interventions');
  await screenshot(page, 'insights-urgent-interventions');
});

test('the owner deactivates the pill and respondents can no longer open it', async ({ browser }) => {
  await page.goto('/');
  const theCard = card(pill.title);
  await theCard.getByRole('switch').click();
  await expectToast(page, 'Success', 'Link status updated successfully!');
  await expect(theCard.getByText('Inactive').first()).toBeVisible();

  const respondent = await openContext(browser, PHONE);
  await respondent.page.goto(`/f/${pill.shortCode}`);
  await expect(respondent.page.getByRole('heading', { name: 'Feedback Link Not Found' })).toBeVisible();
  await expect(respondent.page.getByText("This feedback link doesn't exist or has been deactivated.")).toBeVisible();
  await expectNoAxeViolations(respondent.page, 'public not found');
  await screenshot(respondent.page, 'public-form-not-found');
  await closeContext(respondent.context, respondent.errors);
});

test('the owner deletes the pill and signs out', async () => {
  await card(pill.title).getByRole('button', { name: 'Delete Link' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(pill.title);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Feedback link deleted successfully!');
  await expect(card(pill.title)).toHaveCount(0);
  await expect(page.getByTestId('link-card')).toHaveCount(3);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Get the feedback they won't say to your face" })).toBeVisible();
  await page.goto('/create-link');
  await expect(page).toHaveURL(/\/auth\?tab=login/);
});
