import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { checkoutSlots, expectAccessible, payByCard, toPayment, type CheckoutPresentation } from './checkout-journey-support';
import { unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');

/** Chooses the bank app in the payment dialog and submits; answers the approval page's path once the dialog waits. */
async function startBankPayment(page: Page): Promise<string> {
  await page.getByTestId('payment-method-bank').check();
  await page.getByTestId('payment-submit').click();
  await page.locator('[data-testid="payment-state"][data-state="bank-waiting"]').waitFor();
  return (await page.getByTestId('payment-bank-link').getAttribute('href')) ?? '';
}

/** Opens the bank app (the approval page) beside the order page and presses Approve or Decline there. */
async function answerInBankApp(page: Page, href: string, button: 'Approve' | 'Decline'): Promise<void> {
  const bank = await page.context().newPage();
  await bank.goto(new URL(href, baseUrl).toString());
  await bank.getByRole('button', { name: button }).click();
  await bank.getByText('The payment was handled').waitFor();
  await bank.close();
}

/** The id of the element that has the focus. */
async function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

describe('checkout: paying in the bank app, in real Chromium', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 10, 4);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says on the confirmation that the order was paid in the bank app, not by card', async () => {
    const { page, context, problems } = await toPayment(browser, baseUrl, showtime(), 1);
    await answerInBankApp(page, await startBankPayment(page), 'Approve');
    await page.getByTestId('confirmation').waitFor({ timeout: 15_000 });
    const paidBy = page.getByTestId('confirmation-paid-by');
    expect(await paidBy.getAttribute('data-method')).toBe('bank');
    expect(await paidBy.textContent()).toMatch(/bank app/i);
    expect(await page.getByTestId('confirmation-totals').textContent()).not.toMatch(/card/i);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('words a decline in the bank app as such, and the dialog pays again', async () => {
    const { page, context, problems } = await toPayment(browser, baseUrl, showtime(), 1);
    await answerInBankApp(page, await startBankPayment(page), 'Decline');
    await page.locator('[data-testid="payment-state"][data-state="declined"]').waitFor({ timeout: 15_000 });
    const declined = page.getByTestId('payment-declined');
    expect(await declined.getAttribute('data-method')).toBe('bank');
    const text = (await declined.textContent()) ?? '';
    expect(text).toMatch(/declined in your bank app/i);
    expect(text).not.toMatch(/card/i);
    expect(await focused(page)).toBe('payment-declined');
    await expectAccessible(page);
    // The choice is there again and works: the bank app once more, approved this time.
    expect(await page.getByTestId('payment-method-bank').isChecked()).toBe(true);
    await answerInBankApp(page, await startBankPayment(page), 'Approve');
    await page.getByTestId('confirmation').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('confirmation-paid-by').getAttribute('data-method')).toBe('bank');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('goes back to the payment choice when the buyer chooses another way to pay, and a card pays', async () => {
    const { page, context, problems } = await toPayment(browser, baseUrl, showtime(), 1);
    await startBankPayment(page);
    await page.getByTestId('payment-bank-cancel').click();
    await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
    expect(await page.getByTestId('payment-bank-waiting').count()).toBe(0);
    // Another way: the card is chosen and has the focus, its fields are there.
    await page.getByTestId('card-number').waitFor();
    expect(await page.getByTestId('payment-method-new').isChecked()).toBe(true);
    expect(await focused(page)).toBe('payment-method-new');
    await expectAccessible(page);
    await payByCard(page, '4580000000000000');
    await page.getByTestId('confirmation').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('confirmation-paid-by').getAttribute('data-method')).toBe('card');
    expect(await page.getByTestId('confirmation-paid-by').textContent()).toContain('0000');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('tells the buyer and starts the order again when the seats were lost before the bank approval', async () => {
    const p = showtime();
    const { page, context, problems } = await toPayment(browser, baseUrl, p, 1);
    const href = await startBankPayment(page);
    // The holds end meanwhile (another tab of this buyer started over): released through the API.
    const uuid = (await context.cookies()).find((c) => c.name === 'uuid')?.value ?? '';
    const released = await fetch(`${baseUrl}/api/cart/delete`, {
      method: 'POST',
      headers: { uuid, 'content-type': 'application/json' },
      body: JSON.stringify({ presentationId: p.id, keepCustomerInfo: true }),
    });
    expect(released.status).toBe(200);
    await answerInBankApp(page, href, 'Approve');
    await page.getByTestId('payment-cancelled').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('payment-cancelled').textContent()).toMatch(/cancelled/i);
    await page.locator('[data-testid="checkout-flow"][data-step="seats"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('checkout-notice').getAttribute('data-notice')).toBe('orderCancelled');
    expect(await page.getByTestId('confirmation').count()).toBe(0);
    // The server's refusal of the commit (seats gone, or the order cancelled) is expected here.
    expect(unexpected(problems).filter((x) => !/status of 4\d\d/.test(x))).toEqual([]);
    await context.close();
  });
});
