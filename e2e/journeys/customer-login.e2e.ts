import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';

const baseUrl = inject('baseUrl');
/** A demo member (theatre) no other journey logs in with, so the per-number code limit is this file's alone. */
const MOBILE = '0501112233';

/** The newest login code texted to a mobile number after an instant, read from the sandbox outbox. */
async function codeSentTo(mobile: string, after: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl}/api/sandbox/outbox?recipient=${mobile}`);
      const { messages } = (await res.json()) as { messages: { body: string; created_at: string }[] };
      const latest = messages.find((m) => m.created_at >= after && /\b\d{6}\b/.test(m.body));
      code = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

/** The customer area's login by mobile number: the number, then the code the SMS carried. */
async function logInByPhone(page: Page, mobile: string): Promise<void> {
  const sentAfter = new Date(Date.now() - 5000).toISOString();
  await page.getByTestId('customer-login-value').fill(mobile);
  await page.getByTestId('customer-login-submit').click();
  await page.getByTestId('customer-login-code-sent').waitFor();
  await page.getByTestId('customer-login-code').fill(await codeSentTo(mobile, sentAfter));
  await page.getByTestId('customer-login-submit').click();
  await page.getByTestId('customer-area').waitFor();
}

describe('customer area login in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['he', '', 'rtl', 'כניסה לאזור האישי', 'שלום, מיכל אברהם'],
    ['en', '?lang=en', 'ltr', 'Log in to your account', 'Hello, מיכל אברהם'],
  ])('logs in by SMS code and out again with confirmation (%s)', async (_lang, query, dir, title, hello) => {
    const { page, context, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/customer${query}`);
    await page.getByTestId('customer-login').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe(dir);
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A malformed number is refused before anything is sent.
    await page.getByTestId('customer-login-value').fill('12345');
    await page.getByTestId('customer-login-submit').click();
    expect(await page.getByTestId('customer-login-value-error').textContent()).not.toBe('');

    await logInByPhone(page, MOBILE);
    expect(await page.getByTestId('customer-area-name').textContent()).toBe(hello);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Reloading keeps the session (the HttpOnly cookie).
    await page.reload();
    await page.getByTestId('customer-area').waitFor();

    // Logout asks first; "stay" keeps the session, confirming ends it on the server.
    await page.getByTestId('customer-logout').click();
    await page.locator('[data-testid="customer-logout-dialog"][open]').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('customer-logout-cancel').click();
    await page.getByTestId('customer-area').waitFor();
    await page.getByTestId('customer-logout').click();
    await page.getByTestId('customer-logout-confirm').click();
    await page.getByTestId('customer-login-notice').waitFor();
    const refreshed = await page.evaluate(async () => {
      const res = await fetch('/api/customer/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return (await res.json()) as { customerInfo: unknown };
    });
    expect(refreshed.customerInfo).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
