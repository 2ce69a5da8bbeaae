/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const SCREENSHOTS = resolve(__dirname, '..', '..', 'artifacts', 'screenshots');

export function baseURL(): string {
  const url = process.env.PILL_E2E_BASE_URL;
  if (!url) throw new Error('PILL_E2E_BASE_URL is not set: global setup did not run.');
  return url;
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A context on the running app that records every uncaught error and console error of its pages. */
export async function openContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseURL(), permissions: ['clipboard-read', 'clipboard-write'], ...options });
  const errors: string[] = [];
  context.on('page', (page) => watch(page, errors));
  const page = await context.newPage();
  return { context, page, errors };
}

function watch(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // Expected 401/404 answers show up as "Failed to load resource"; those are the app working.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`server ${response.status()}: ${response.url()}`);
  });
}

export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // Contrast is measured on the settled screen, not halfway through the 0.5 s fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Checks the single visible toast says what the user should read. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  // A modal dialog hides the rest of the page from assistive tech, the toast region included.
  const region = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  await expect(region.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true }).first()).toBeVisible();
}

export async function closeContext(context: BrowserContext, errors: string[]): Promise<void> {
  await context.close();
  expect(errors, 'uncaught errors, console errors and 5xx answers').toEqual([]);
}

/** Owner screens must also work at 390 px: no sideways scrolling; keeps a phone screenshot. */
export async function checkOnPhone(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await expectNoHorizontalScroll(page);
    await screenshot(page, name);
  } finally {
    await page.setViewportSize(size);
  }
}
