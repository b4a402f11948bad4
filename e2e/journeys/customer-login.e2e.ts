import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';
import { codeSentTo, linkSentTo, logInByPhone } from '../support/customer-login';

const baseUrl = inject('baseUrl');
/** A demo member (theatre) no other journey logs in with, so the per-number code limit is this file's alone. */
const MOBILE = '0501112233';
/** The demo customer with only an e-mail address on file (apps/server/src/demo/demo-staff.ts DEMO_EMAIL_ONLY_CUSTOMER). */
const EMAIL_ONLY = { ssn: '200000008', email: 'dana.shapira@example.com', hello: { he: 'שלום, דנה שפירא', en: 'Hello, דנה שפירא' } };

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
    await page.getByTestId('customer-logout-dialog-cancel').click();
    await page.getByTestId('customer-area').waitFor();
    await page.getByTestId('customer-logout').click();
    await page.getByTestId('customer-logout-dialog-confirm').click();
    await page.getByTestId('customer-login-notice').waitFor();
    const refreshed = await page.evaluate(async () => {
      const res = await fetch('/api/customer/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return (await res.json()) as { customerInfo: unknown };
    });
    expect(refreshed.customerInfo).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    // Links are limited to 3 per customer in 15 minutes: the new link is asked for once, in Hebrew.
    ['he', '', 'כבר נעשה שימוש בקישור הכניסה הזה', true],
    ['en', '?lang=en', 'This login link was already used', false],
  ])('signs in once by a login link, then shows the used-link screen (%s)', async (_lang, query, usedTitle, resend) => {
    const token = await linkSentTo(MOBILE);
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/customer/${token}${query}`);
    await page.getByTestId('customer-area').waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer');

    // The same link again (another browser, no session): refused, with its own screen and a new link on offer.
    const second = await newPage(browser);
    await second.page.goto(`${baseUrl}/customer/${token}${query}`);
    await second.page.getByTestId('customer-token-redeemed').waitFor();
    expect(await second.page.locator('h1').textContent()).toBe(usedTitle);
    expect(await seriousAccessibilityViolations(second.page)).toEqual([]);
    if (resend) {
      await second.page.getByTestId('customer-token-resend').click();
      await second.page.getByTestId('customer-token-resent').filter({ hasText: /\S/ }).waitFor();
    }

    // A link that is not one: the error screen.
    await second.page.goto(`${baseUrl}/customer/not-a-real-token${query}`);
    await second.page.getByTestId('customer-token-error').waitFor();
    expect(await seriousAccessibilityViolations(second.page)).toEqual([]);
    await second.context.close();
    await context.close();
  });

  it.each([
    ['he', '', 'לכתובת הדוא"ל השמורה אצלנו (d***@example.com)'],
    ['en', '?lang=en', 'to the e-mail address we have on file (d***@example.com)'],
  ] as const)('logs in by ID number with the code e-mailed when no mobile is on file (%s)', async (lang, query, said) => {
    const { page, context, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/customer${query}`);
    await page.getByTestId('customer-login-methods').waitFor();
    await page.getByTestId('customer-login-method-byId').check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const sentAfter = new Date(Date.now() - 5000).toISOString();
    await page.getByTestId('customer-login-value').fill(EMAIL_ONLY.ssn);
    await page.getByTestId('customer-login-submit').click();
    await page.getByTestId('customer-login-code-sent').filter({ hasText: said }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('customer-login-code').fill(await codeSentTo(EMAIL_ONLY.email, sentAfter));
    await page.getByTestId('customer-login-submit').click();
    await page.getByTestId('customer-area').waitFor();
    expect(await page.getByTestId('customer-area-name').textContent()).toBe(EMAIL_ONLY.hello[lang]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers every method of the demo cinema and logs in by e-mail and password (en)', async () => {
    const { page, context, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/customer?lang=en`);
    await page.getByTestId('customer-login-methods').waitFor();
    await page.getByTestId('customer-login-method-byId').check();
    await page.getByTestId('customer-login-value').fill('031845622');
    await page.getByTestId('customer-login-submit').click();
    expect(await page.getByTestId('customer-login-value-error').textContent()).toContain('valid ID number');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('customer-login-method-byEmail').check();
    await page.getByTestId('customer-login-email').fill('noa.cohen@example.com');
    await page.getByTestId('customer-login-password').fill('wrong-password');
    await page.getByTestId('customer-login-submit').click();
    await page.getByTestId('customer-login-error').filter({ hasText: /\S/ }).waitFor();
    await page.getByTestId('customer-login-password').fill('Kupa-demo-2026');
    await page.getByTestId('customer-login-submit').click();
    await page.getByTestId('customer-area').waitFor();
    expect(await page.getByTestId('customer-area-name').textContent()).toBe('Hello, נועה כהן');
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });
});
