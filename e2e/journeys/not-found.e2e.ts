import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';

const baseUrl = inject('baseUrl');

describe('404 cases in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['an unknown route', '/no-such-page'],
    ['an unknown language', '/?lang=xx'],
    ['a language with messages that is not enabled', '/?lang=ru'],
  ])('shows "This page could not be found" for %s', async (_label, path) => {
    const { page, context, problems } = await newPage(browser);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain('This page could not be found');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the Hebrew text on an unknown route in Hebrew and the English one in English', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/missing/page`);
    expect(await page.getByTestId('not-found').textContent()).toContain('הדף לא נמצא');
    await page.goto(`${baseUrl}/missing/page?lang=en`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await context.close();
  });
});
