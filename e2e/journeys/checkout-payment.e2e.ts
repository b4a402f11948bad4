import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  EXPECTED_CHECKOUT_REFUSAL,
  atStep,
  checkoutSlots,
  continueToTickets,
  expectAccessible,
  fillCustomerInfo,
  freeSeatsForAnotherBuyer,
  openETicket,
  openWithSeats,
  payByCard,
  toPayment,
  type CheckoutPresentation,
} from './checkout-journey-support';
import { unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');

/** Page problems except the refusals a payment journey provokes (a declined card, a refused seat). */
const unexpectedHere = (problems: string[]) => unexpected(problems).filter((p) => !EXPECTED_CHECKOUT_REFUSAL.test(p));

describe('checkout: payments in real Chromium', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 5, 5);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says a declined card was declined, then takes another card and finishes', async () => {
    const p = showtime();
    const { page, context, problems, keys } = await toPayment(browser, baseUrl, p, 1);
    await payByCard(page, '4580000000000018');
    await page.locator('[data-testid="payment-state"][data-state="declined"]').waitFor();
    const declined = page.getByTestId('payment-declined');
    expect(await declined.getAttribute('data-reason')).toBe('declined');
    expect(await declined.textContent()).toMatch(/declined/i);
    // The message takes the focus; the CVV of the declined card is not kept.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('payment-declined');
    expect(await page.getByTestId('card-cvv').inputValue()).toBe('');
    await expectAccessible(page);
    // Nothing was sold meanwhile: the seat is still this buyer's, not sold.
    expect((await freeSeatsForAnotherBuyer(baseUrl, p.id)).has(keys[0] ?? '')).toBe(false);

    await payByCard(page, '4580000000000000');
    await page.getByTestId('confirmation').waitFor();
    expect(await page.getByTestId('confirmation-reservation-number').textContent()).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{4}$/);
    expect(await page.getByTestId('confirmation').textContent()).toContain('0000');
    await expectAccessible(page);
    expect(problems.some((x) => EXPECTED_CHECKOUT_REFUSAL.test(x))).toBe(true);
    expect(unexpectedHere(problems)).toEqual([]);
    await context.close();
  });

  it('pays with a gift voucher and the rest by card; the confirmation says what the voucher paid', async () => {
    const p = showtime();
    const { page, context, problems, total } = await toPayment(browser, baseUrl, p, 2);
    // Two tickets cost more than the ₪100 gift card: it pays its whole balance, a card the rest.
    expect(total).toBeGreaterThan(100);
    await page.getByTestId('payment-voucher-open').click();
    await page.getByTestId('voucher-dialog').waitFor();
    await expectAccessible(page);
    await page.getByTestId('voucher-code').fill('GIFT-EXPIRED');
    await page.getByTestId('voucher-apply').click();
    await page.locator('[data-testid="voucher-code-error"]:not(:empty)').waitFor();
    await page.getByTestId('voucher-code').fill('GIFT-1000-2026');
    await page.getByTestId('voucher-apply').click();
    await page.getByTestId('voucher-amount').waitFor();
    expect(Number(await page.getByTestId('voucher-amount').inputValue())).toBe(100);
    await expectAccessible(page);
    await page.getByTestId('voucher-add').click();
    await page.locator('[data-testid="voucher-item"][data-reference="GIFT-1000-2026"]').waitFor();
    await expectAccessible(page);
    await page.getByTestId('voucher-close').click();
    await page.getByTestId('voucher-dialog').locator('[data-testid="voucher-panel"]').waitFor({ state: 'detached' });

    const due = Math.round((total - 100) * 100) / 100;
    await expect
      .poll(async () => Number(await page.locator('[data-testid="payment-amount-due"] [data-amount]').getAttribute('data-amount')))
      .toBeCloseTo(due, 2);
    expect(Number(await page.getByTestId('summary-amount-due-value').getAttribute('data-amount'))).toBeCloseTo(due, 2);
    await expectAccessible(page);
    await payByCard(page, '4580000000000000');

    await page.getByTestId('confirmation').waitFor();
    const totals = (await page.getByTestId('confirmation-totals').textContent()) ?? '';
    expect(totals).toMatch(/gift vouchers/i);
    expect(totals).toContain('₪100.00');
    await expectAccessible(page);
    await openETicket(page, 2);
    expect(unexpectedHere(problems)).toEqual([]);
    await context.close();
  });

  it('holds a seat for a member who logs in with a code from the outbox; the confirmation says when to pay', async () => {
    const p = showtime();
    const { page, context, problems, keys } = await openWithSeats(browser, baseUrl, p, 'en', 1);
    await continueToTickets(page, 1);
    await page.getByTestId('order-type-member-login').click();
    await page.getByTestId('login-dialog').waitFor();
    await expectAccessible(page);
    await page.getByTestId('login-mobile').fill(MEMBER_MOBILE);
    // The code is the first message after the newest one the outbox holds now (no clock window: states only).
    const sentAfter = await newestMessageTime();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-code-sent').waitFor();
    await page.getByTestId('login-code').fill(await loginCode(sentAfter));
    await page.getByTestId('login-submit').click();
    // The member may hold: the order becomes a hold order at once.
    await page.locator('[data-testid="order-type-hold"]:checked').waitFor();
    await page.locator('[data-testid="cart-summary"]:not([aria-busy="true"])').waitFor();
    await expectAccessible(page);
    await page.getByTestId('checkout-continue').click();

    await atStep(page, 'customerInfo');
    await fillCustomerInfo(page, 'en');
    await page.getByTestId('customer-submit').click();
    await atStep(page, 'products');
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('payment-dialog').waitFor();
    // Nothing is charged for a hold: the dialog only completes the order.
    expect(await page.getByTestId('card-number').count()).toBe(0);
    await expectAccessible(page);
    await page.getByTestId('payment-submit').click();

    await page.getByTestId('confirmation').waitFor();
    expect(await page.getByTestId('confirmation-hold-notice').textContent()).toMatch(/30 minutes/);
    await expectAccessible(page);
    // A held seat is taken for everyone else too.
    expect((await freeSeatsForAnotherBuyer(baseUrl, p.id)).has(keys[0] ?? '')).toBe(false);
    await page.getByTestId('confirmation-eticket-link').click();
    await page.getByTestId('edocument-held').waitFor();
    await expectAccessible(page);
    expect(unexpectedHere(problems)).toEqual([]);
    await context.close();
  });
});

/** The demo member (M100001) whose membership allows hold orders. */
const MEMBER_MOBILE = '0521234567';

/** The demo member's messages in the sandbox outbox, newest first. */
async function memberMessages(): Promise<{ body: string; created_at: string }[]> {
  const res = await fetch(`${baseUrl}/api/sandbox/outbox?recipient=${MEMBER_MOBILE}`);
  return ((await res.json()) as { messages: { body: string; created_at: string }[] }).messages;
}

/** When the newest message to the demo member was written ('' when there is none yet). */
async function newestMessageTime(): Promise<string> {
  return (await memberMessages())[0]?.created_at ?? '';
}

/** The newest login code the sandbox outbox holds for the demo member, written after `after` (ISO time). */
async function loginCode(after: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const latest = (await memberMessages()).find((m) => m.created_at > after && /\b\d{4,8}\b/.test(m.body));
      code = latest ? /\b(\d{4,8})\b/.exec(latest.body)?.[1] : undefined;
      return code;
    })
    .toBeDefined();
  return code ?? '';
}
