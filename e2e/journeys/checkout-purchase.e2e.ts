import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  BUYER,
  atStep,
  checkoutSlots,
  continueToTickets,
  expectAccessible,
  fillCustomerInfo,
  freeSeatsForAnotherBuyer,
  openETicket,
  openPayment,
  openWithSeats,
  payByCard,
  summaryTotal,
  type CheckoutPresentation,
} from './checkout-journey-support';
import { unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');

interface ApiTicket {
  id: number;
  kind: string;
  price: number;
  requiresCode: boolean;
  multiplyFactor: number;
}

/** The ticket of a price level that the automatic assignment gives, and the one KUPA10 unlocks there. */
async function regularTickets(presentationId: number): Promise<{ auto: ApiTicket; code: ApiTicket }> {
  const res = await fetch(`${baseUrl}/api/presentations/${presentationId}/ticketGroups?lang=en`);
  const groups = ((await res.json()) as { ticketGroups: { name: string; tickets: ApiTicket[] }[] }).ticketGroups;
  const regular = groups.find((g) => g.name === 'Regular');
  const auto = regular?.tickets.find((t) => t.kind === 'regular' && t.multiplyFactor === 1);
  const code = regular?.tickets.find((t) => t.requiresCode);
  if (!auto || !code) throw new Error('no regular price level with a discount code ticket');
  return { auto, code };
}

/** The amount in a price text ("₪113.00", "‏113.00 ₪"), in shekels. */
function amountOf(text: string | null): number {
  return Number(/\d+(?:[.,]\d+)?/.exec((text ?? '').replace(/,(?=\d{3})/g, ''))?.[0]);
}

describe('checkout: a full purchase in real Chromium', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 0, 5);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys two seats in English: a discount code, a concession, the extra card verification, the e-ticket', async () => {
    const p = showtime();
    const { auto, code } = await regularTickets(p.id);
    const product = p.products[0];
    expect(product).toBeDefined();
    const { page, context, problems, keys } = await openWithSeats(browser, baseUrl, p, 'en', 2);

    // Tickets: both seats get the automatic ticket, then KUPA10 turns one of them into the discount ticket.
    await continueToTickets(page, 2);
    expect(await page.getByTestId(`ticket-${auto.id}-quantity`).textContent()).toBe('2');
    await expectAccessible(page);
    await page.getByTestId('ticket-code-input').fill('KUPA10');
    await page.getByTestId('ticket-code-apply').click();
    await page.getByTestId(`ticket-${code.id}-KUPA10-quantity`).filter({ hasText: '1' }).waitFor();
    await expect.poll(() => page.getByTestId(`ticket-${auto.id}-quantity`).textContent()).toBe('1');
    expect(await page.locator('[data-testid="ticket-count"]').getAttribute('data-covered')).toBe('2');
    const ticketsTotal = auto.price + code.price + 2 * p.serviceCharge + p.bookingFee;
    await expect.poll(() => summaryTotal(page)).toBeCloseTo(ticketsTotal, 2);
    // The same code again is refused: a code is entered once.
    await page.getByTestId('ticket-code-input').fill('KUPA10');
    await page.getByTestId('ticket-code-apply').click();
    await page.getByTestId('ticket-code-error').waitFor();
    expect(await page.getByTestId('ticket-code-error').textContent()).toMatch(/already/i);
    await expectAccessible(page);
    await page.getByTestId('checkout-continue').click();

    // Customer info: an empty submit shows the summary of errors, then the real details.
    await atStep(page, 'customerInfo');
    await page.getByTestId('customer-submit').click();
    await page.getByTestId('customer-error-summary').waitFor();
    expect(await page.getByTestId('customer-error-summary').textContent()).toMatch(/check the entered data/i);
    await expectAccessible(page);
    await fillCustomerInfo(page, 'en');
    await expectAccessible(page);
    await page.getByTestId('customer-submit').click();

    // Products: one concession.
    await atStep(page, 'products');
    await expectAccessible(page);
    await page.getByTestId(`product-${product?.id}-plus`).click();
    await page.getByTestId(`product-${product?.id}-quantity`).filter({ hasText: '1' }).waitFor();
    const total = ticketsTotal + (product?.price ?? 0);
    await expect.poll(() => summaryTotal(page)).toBeCloseTo(total, 2);

    // Pay with the card that asks for extra verification: off to the provider's page, approve, back to the order.
    await openPayment(page);
    expect(Number(await page.locator('[data-testid="payment-amount-due"] [data-amount]').getAttribute('data-amount'))).toBeCloseTo(
      total,
      2,
    );
    await expectAccessible(page);
    // Pages loaded from now on note when the payment dialog shows (the resumed dialog may be brief).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const state = document.querySelector('[data-testid="payment-dialog"] [data-testid="payment-state"]');
        const seen = state?.getAttribute('data-state');
        // Written only when it changes: the write is itself a mutation this observer sees.
        if (seen && document.documentElement.dataset.paymentSeen !== seen) document.documentElement.dataset.paymentSeen = seen;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await payByCard(page, '4580000000000034');
    await page.waitForURL(/\/sandbox\/payments\/verify\//);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(new RegExp(`/order/${p.id}\\?`));
    // The order page comes back with the dialog, which finishes the payment by itself.
    await page.getByTestId('confirmation').waitFor();
    expect(await page.getAttribute('html', 'data-payment-seen')).toMatch(/^(processing|committed)$/);
    // The dialog closes on its own and drops the verification's paymentIdentifier from the address (it may do so
    // just after the confirmation is drawn).
    await page.waitForURL((url) => !url.searchParams.has('paymentIdentifier'));

    // Confirmation: the reservation number, the tickets, the product and the total.
    const reservation = ((await page.getByTestId('confirmation-reservation-number').textContent()) ?? '').trim();
    expect(reservation).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{4}$/);
    expect(await page.getByTestId('confirmation-tickets').locator('li').count()).toBe(2);
    expect(amountOf(await page.getByTestId('confirmation-total').textContent())).toBeCloseTo(total, 2);
    const confirmation = (await page.getByTestId('confirmation').textContent()) ?? '';
    expect(confirmation).toContain(product?.name ?? '');
    expect(confirmation).toContain('0034');
    await expectAccessible(page);

    // The seats are sold: another buyer no longer sees them free.
    const free = await freeSeatsForAnotherBuyer(baseUrl, p.id);
    for (const key of keys) expect(free.has(key)).toBe(false);

    // The e-ticket: the same reservation, two tickets each with its QR code.
    await openETicket(page, 2);
    expect(page.url()).toMatch(/\/edocument\/[\w-]{16,}/);
    expect(await page.getByTestId('edocument-reservation-number').textContent()).toBe(reservation);
    expect(await page.getByTestId('edocument').textContent()).toContain(`${BUYER.en.firstName} ${BUYER.en.lastName}`);
    expect(await page.locator('[data-testid="edocument-ticket"][data-status="valid"]').count()).toBe(2);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('buys a seat in Hebrew, right to left, with an approving card, to a Hebrew e-ticket', async () => {
    const p = showtime();
    const { page, context, problems, keys } = await openWithSeats(browser, baseUrl, p, 'he', 1);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await continueToTickets(page, 1);
    expect(await page.getByTestId('checkout-step-heading').textContent()).toMatch(/כרטיס/);
    await expectAccessible(page);
    await page.getByTestId('checkout-continue').click();

    await atStep(page, 'customerInfo');
    await fillCustomerInfo(page, 'he');
    await expectAccessible(page);
    await page.getByTestId('customer-submit').click();

    await atStep(page, 'products');
    await expectAccessible(page);
    const total = await summaryTotal(page);
    await openPayment(page);
    expect(await page.getByTestId('payment-dialog').textContent()).toMatch(/תשלום/);
    await expectAccessible(page);
    await payByCard(page, '4580000000000000');

    await page.getByTestId('confirmation').waitFor();
    await assertHebrewConfirmation(page, total);
    const reservation = ((await page.getByTestId('confirmation-reservation-number').textContent()) ?? '').trim();
    await expectAccessible(page);
    const free = await freeSeatsForAnotherBuyer(baseUrl, p.id);
    expect(free.has(keys[0] ?? '')).toBe(false);

    await openETicket(page, 1);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByTestId('edocument-reservation-number').textContent()).toBe(reservation);
    const eTicket = (await page.getByTestId('edocument').textContent()) ?? '';
    expect(eTicket).toContain(`${BUYER.he.firstName} ${BUYER.he.lastName}`);
    expect(eTicket).toMatch(/כרטיס/);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

async function assertHebrewConfirmation(page: Page, total: number): Promise<void> {
  expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  const text = (await page.getByTestId('confirmation').textContent()) ?? '';
  expect(text).toMatch(/הזמנה/);
  expect(amountOf(await page.getByTestId('confirmation-total').textContent())).toBeCloseTo(total, 2);
}
