import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');

/** An origin the demo's cinema chain allows in its settings (externalLinkOrigins); .example names never resolve. */
const ALLOWED = 'https://www.kupa-cinemas.example';

describe('links that leave the site (/http…) in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('stays on the site for an address no tenant allows, and says so', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    const outside: string[] = [];
    // Any request to the phishing host would be a failure of the check; none may leave.
    await page.route('https://evil.example.invalid/**', async (route) => {
      outside.push(route.request().url());
      await route.abort();
    });
    const response = await page.goto(`${baseUrl}/https://evil.example.invalid/phish?lang=en`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('external-link-refused').waitFor();
    expect(await page.getByTestId('external-link-refused').textContent()).toContain('https://evil.example.invalid/phish');
    expect(new URL(page.url()).origin).toBe(baseUrl);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves for an address the tenant allows, with its path and query', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    // The allowed site is not on this machine's network (and a route cannot answer for a redirect): the browser's
    // request for it is the proof that it left; the navigation itself then fails to resolve the name.
    const leaving = page.waitForRequest(`${ALLOWED}/news?x=1`);
    const navigation = page.goto(`${baseUrl}/${ALLOWED}/news?x=1`).catch((error: unknown) => error);
    const request = await leaving;
    expect(request.isNavigationRequest()).toBe(true);
    expect(request.redirectedFrom()?.url()).toBe(`${baseUrl}/${ALLOWED}/news?x=1`);
    expect(String(await navigation)).toMatch(/ERR_NAME_NOT_RESOLVED|ERR_/);
    await context.close();
  });

  it('checks an in-app link to /http… the same way, without asking the server', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/?lang=en`);
    await page.getByTestId('presentation-item').first().waitFor();
    // A client-side navigation (as a link in a tenant's text would make one) to a refused address.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/https://evil.example.invalid/x?lang=en');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('external-link-refused').waitFor();
    expect(new URL(page.url()).origin).toBe(baseUrl);
    expect(problems).toEqual([]);
    await context.close();
  });
});
