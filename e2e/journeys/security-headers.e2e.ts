import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');

describe('the Content-Security-Policy in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the index page and the staff login under the policy without a single violation', async () => {
    const { page, problems, context } = await newPage(browser);
    // Every violation the browser reports, also those it would not print to the console.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByTestId('presentation-item').first().waitFor();
    // The server's initial state reached the app through the JSON data block: the buyer uuid cookie it set is the one the app keeps.
    const embedded = await page.evaluate(
      () => (JSON.parse(document.getElementById('kupa-initial-state')?.textContent ?? '{}') as { uuid?: string }).uuid,
    );
    const cookie = (await context.cookies()).find((c) => c.name === 'uuid');
    expect(cookie?.value).toBe(embedded);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

    await page.goto(`${baseUrl}/kupa-live`);
    await page.locator('input[type="password"]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // The dashboard asks for its session first: without one that call answers 401, which is no defect.
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
    await context.close();
  });
});
