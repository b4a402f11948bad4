import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  atStep,
  checkoutSlots,
  continueToTickets,
  expectAccessible,
  fillCustomerInfo,
  freeSeatsForAnotherBuyer,
  openWithSeats,
  payByCard,
  seatsForContinuing,
  toPayment,
  type CheckoutPresentation,
} from './checkout-journey-support';
import { openSeatPage, seat, seatState, unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');

/** A showtime with every step's lock timer (the listing answers them all; the shared type names only the seat step's). */
type TimedPresentation = CheckoutPresentation & {
  lockTimer: { chooseSeatsInSeconds: number; chooseTicketsInSeconds: number };
};

/** Notes the page problems (page errors, console errors) of a page opened after the first one of a context. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  return problems;
}

/** The amount the payment dialog asks for (data-amount, in shekels). */
async function amountDue(page: Page): Promise<number> {
  return Number(await page.locator('[data-testid="payment-amount-due"] [data-amount]').getAttribute('data-amount'));
}

describe('checkout: bank payment, the step timer after the seats, start over, in real Chromium', () => {
  let browser: Browser;
  let showtime: () => TimedPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots<TimedPresentation>(baseUrl, 10, 4);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Chooses the bank app in the payment dialog and submits: the dialog waits; answers the approval page's path. */
  async function startBankPayment(page: Page, total: number): Promise<string> {
    await page.getByTestId('payment-method-bank').check();
    // No card fields for a bank payment.
    await page.getByTestId('card-number').waitFor({ state: 'detached' });
    await expectAccessible(page);
    await page.getByTestId('payment-submit').click();
    await page.locator('[data-testid="payment-state"][data-state="bank-waiting"]').waitFor();
    expect(await amountDue(page)).toBeCloseTo(total, 2);
    const href = (await page.getByTestId('payment-bank-link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/sandbox\/payments\/bank\/[\w-]+/);
    await expectAccessible(page);
    return href;
  }

  /** Opens the bank app (the approval page) in a second page of the same browser context. */
  async function openBankApp(page: Page, href: string, total: number) {
    const bank = await page.context().newPage();
    const problems = watchProblems(bank);
    await bank.goto(new URL(href, baseUrl).toString());
    await bank.getByRole('heading', { name: 'Approve the payment in your bank app' }).waitFor();
    expect(await bank.getAttribute('html', 'lang')).toBe('en');
    expect(await bank.locator('main').textContent()).toContain(total.toFixed(2));
    await expectAccessible(bank);
    return { bank, problems };
  }

  /** Presses a button of the bank app; the bank app then says it is done and stays itself (no second order page). */
  async function answerInBankApp(bank: Page, button: 'Approve' | 'Decline'): Promise<void> {
    const approvalUrl = bank.url();
    await bank.getByRole('button', { name: button }).click();
    await bank.getByText('The payment was handled').waitFor();
    expect(new URL(bank.url()).pathname).toBe(new URL(approvalUrl).pathname);
    expect(await bank.getByTestId('checkout-flow').count()).toBe(0);
    await expectAccessible(bank);
  }

  it('pays by instant bank payment: approved in the bank app, the order page finishes by itself', async () => {
    const p = showtime();
    const { page, context, problems, keys, total } = await toPayment(browser, baseUrl, p, 1);
    const href = await startBankPayment(page, total);
    const { bank, problems: bankProblems } = await openBankApp(page, href, total);
    await answerInBankApp(bank, 'Approve');

    // The first page polls, sees the approval and commits: the confirmation, with nothing more to do.
    await page.getByTestId('confirmation').waitFor();
    expect(await page.getByTestId('confirmation-reservation-number').textContent()).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{4}$/);
    await expectAccessible(page);
    // The seat is sold: another buyer no longer sees it free.
    expect((await freeSeatsForAnotherBuyer(baseUrl, p.id)).has(keys[0] ?? '')).toBe(false);
    expect(unexpected(problems)).toEqual([]);
    expect(unexpected(bankProblems)).toEqual([]);
    await context.close();
  });

  it('says so when the payment is declined in the bank app; then a card pays the order', async () => {
    const p = showtime();
    const { page, context, problems, keys, total } = await toPayment(browser, baseUrl, p, 1);
    const href = await startBankPayment(page, total);
    const { bank, problems: bankProblems } = await openBankApp(page, href, total);
    await answerInBankApp(bank, 'Decline');

    await page.locator('[data-testid="payment-state"][data-state="declined"]').waitFor();
    const declined = page.getByTestId('payment-declined');
    expect(await declined.getAttribute('data-reason')).toBe('declined');
    expect(await declined.textContent()).toMatch(/declined/i);
    await expectAccessible(page);
    // The seat is still this buyer's: held, not sold, not free for anyone else.
    expect((await freeSeatsForAnotherBuyer(baseUrl, p.id)).has(keys[0] ?? '')).toBe(false);
    expect(await page.getByTestId('confirmation').count()).toBe(0);

    // The declined bank payment holds nothing up: a card pays the same order.
    await page.getByTestId('payment-method-new').check();
    await payByCard(page, '4580000000000000');
    await page.getByTestId('confirmation').waitFor();
    expect(await page.getByTestId('confirmation').textContent()).toContain('0000');
    expect((await freeSeatsForAnotherBuyer(baseUrl, p.id)).has(keys[0] ?? '')).toBe(false);
    expect(unexpected(problems)).toEqual([]);
    expect(unexpected(bankProblems)).toEqual([]);
    await context.close();
  });

  it('lets the hold expire on the tickets step, extends once and continues to the customer step', async () => {
    const p = showtime();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}?lang=en`, 'en', {
      // The page's clock only: the server keeps real time, so fast-forwarding the page plays a buyer who waited.
      beforeGoto: (pg) => pg.clock.install(),
    });
    const [key = ''] = await seatsForContinuing(page, 1);
    await seat(page, key).click();
    await seatState(page, key, 'selected');
    await continueToTickets(page, 1);
    const timer = page.getByTestId('seat-timer');
    await page.locator('[data-testid="seat-timer"][data-state="running"]').waitFor();
    expect(Number(await timer.getAttribute('data-seconds-left'))).toBeGreaterThan(p.lockTimer.chooseTicketsInSeconds - 30);
    const dialog = page.getByTestId('timer-expired-dialog');
    expect(await dialog.isVisible()).toBe(false);

    await page.clock.fastForward((p.lockTimer.chooseTicketsInSeconds + 2) * 1000);
    await page.getByTestId('timer-extend').waitFor();
    expect(await dialog.getAttribute('role')).toBe('alertdialog');
    expect(await dialog.textContent()).toMatch(/time .* is up/i);
    await expectAccessible(page);
    await page.getByTestId('timer-extend').click();
    await page.getByTestId('timer-extend').waitFor({ state: 'detached' });
    // Counted on the server's clock: a full tickets step again, although the page's clock jumped ahead.
    await expect
      .poll(async () => Number(await timer.getAttribute('data-seconds-left')))
      .toBeGreaterThan(p.lockTimer.chooseTicketsInSeconds - 30);
    await atStep(page, 'tickets');
    await expectAccessible(page);

    await page.getByTestId('checkout-continue').click();
    await atStep(page, 'customerInfo');
    await page.getByTestId('customer-form').waitFor();
    await page.locator('[data-testid="seat-timer"][data-state="running"]').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('starts over from the products step: back at an empty seat map, the seats free for everyone', async () => {
    const p = showtime();
    const { page, context, problems, keys } = await openWithSeats(browser, baseUrl, p, 'en', 2);
    await continueToTickets(page, 2);
    await page.getByTestId('checkout-continue').click();
    await atStep(page, 'customerInfo');
    await fillCustomerInfo(page, 'en');
    await page.getByTestId('customer-submit').click();
    await atStep(page, 'products');
    // Held for this buyer meanwhile: nobody else sees the seats free.
    const before = await freeSeatsForAnotherBuyer(baseUrl, p.id);
    for (const key of keys) expect(before.has(key)).toBe(false);

    await page.getByTestId('checkout-start-over').click();
    await page.getByTestId('start-over-confirm').waitFor();
    expect(await page.getByTestId('start-over-dialog').textContent()).toMatch(/start over/i);
    await expectAccessible(page);
    await page.getByTestId('start-over-confirm').click();

    await page.locator('[data-testid="checkout-flow"][data-step="seats"]').waitFor();
    await page.getByTestId('seat-map').waitFor();
    for (const key of keys) await seatState(page, key, 'available');
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(0);
    await page.locator('[data-testid="seat-timer"][data-state="idle"]').waitFor();
    // The server released them: another buyer sees them free again.
    const after = await freeSeatsForAnotherBuyer(baseUrl, p.id);
    for (const key of keys) expect(after.has(key)).toBe(true);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
