import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAccessibilityViolations } from '../support/browser';
import { biggestHallShowtimes, openSeatPage, seat, seatState, upcoming, type ApiPresentation } from './seat-journey-support';

// Shared by the checkout journeys (not a test file itself). Every journey buys on its own showtime of a hall the seat
// journeys leave alone (not the biggest hall, not the VIP sofas), from the 30th showtime on: the index journey takes
// the first showtime of the list, whatever its hall.

/** The first slot of the checkout hall's showtime list the checkout journeys use. */
export const FIRST_CHECKOUT_SLOT = 30;

/** Refusals a checkout journey provokes on purpose (a declined card answers 402). */
export const EXPECTED_CHECKOUT_REFUSAL = /status of 402/;

/** The buyer's details typed into the customer step. */
export const BUYER = {
  en: { firstName: 'Dana', lastName: 'Cohen' },
  he: { firstName: 'דנה', lastName: 'כהן' },
} as const;

/** A showtime as GET /api/presentations lists it, with the figures the checkout journeys check prices against. */
export interface CheckoutPresentation extends ApiPresentation {
  serviceCharge: number;
  bookingFee: number;
  products: { id: number; name: string; price: number }[];
}

/**
 * The reserved showtimes of the checkout hall, earliest first: the hall with the most showtimes among those that are
 * neither the biggest hall (seat journeys) nor a VIP hall (sofa journey).
 */
export async function checkoutHallShowtimes(baseUrl: string): Promise<CheckoutPresentation[]> {
  const biggest = new Set((await biggestHallShowtimes(baseUrl)).map((p) => `${p.venueId}:${p.seatplanId}`));
  const byHall = new Map<string, CheckoutPresentation[]>();
  // upcoming() answers the listing's whole JSON; its type names only what the seat journeys read.
  for (const p of (await upcoming(baseUrl)) as CheckoutPresentation[]) {
    const key = `${p.venueId}:${p.seatplanId}`;
    if (p.isReserved !== 1 || biggest.has(key) || /VIP/.test(p.venueName)) continue;
    byHall.set(key, [...(byHall.get(key) ?? []), p]);
  }
  return [...byHall.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/**
 * A journey file's own showtimes of the checkout hall, slots [first, first + count) after FIRST_CHECKOUT_SLOT, handed
 * out one per test so that no two tests (of any file) meet on a seat. The hall's upcoming list shrinks through the day
 * (late in the evening it held 70), so the files' slots stay packed below 34: purchase 0–4, payment 5–9, bank 10–13,
 * order page 14–15, member benefits 16–17, vouchers 18–21, memberships 22–25, customer orders 26–27, tickets 28–32.
 */
export async function checkoutSlots<P extends CheckoutPresentation = CheckoutPresentation>(
  baseUrl: string,
  first: number,
  count: number,
): Promise<() => P> {
  const hall = (await checkoutHallShowtimes(baseUrl)) as P[];
  const start = FIRST_CHECKOUT_SLOT + first;
  if (hall.length < start + count)
    throw new Error(`the checkout hall has ${hall.length} showtimes; slots up to ${start + count} are needed`);
  let next = start;
  return () => {
    const p = next < start + count ? hall[next++] : undefined;
    if (!p) throw new Error('this journey file used up its showtimes: give it more slots');
    return p;
  };
}

/**
 * `count` neighbouring plain seats of the regular price level (its discount codes are the journeys') that the seat
 * rules let the buyer continue with: the first seats of a run of free seats in a row, where the run holds exactly
 * `count` seats or at least two more (spec 5: no single empty seat left beside or between the buyer's seats).
 * Later runs are preferred (the first few rows are left to other journeys' habits).
 */
export async function seatsForContinuing(page: Page, count: number): Promise<string[]> {
  const free = await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').evaluateAll((els) =>
    els.map((e) => {
      // "[section, ]Row r seat s[, quality …], state": plain when nothing stands between the position and the state.
      const section = e.closest('[role="group"][aria-label]')?.getAttribute('aria-label');
      const label = e.getAttribute('aria-label') ?? '';
      const own = section && label.startsWith(`${section}, `) ? label.slice(section.length + 2) : label;
      return {
        key: e.getAttribute('data-seat-key') ?? '',
        plainRegular: e.classList.contains('seat--regular') && own.split(', ').length === 2,
      };
    }),
  );
  const rows = new Map<string, Array<{ x: number; key: string; plainRegular: boolean }>>();
  for (const seat of free) {
    const [section, x, y] = seat.key.split('_');
    const row = `${section}_${y}`;
    rows.set(row, [...(rows.get(row) ?? []), { x: Number(x), key: seat.key, plainRegular: seat.plainRegular }]);
  }
  const choices: string[][] = [];
  for (const seats of rows.values()) {
    seats.sort((a, b) => a.x - b.x);
    for (let start = 0; start < seats.length;) {
      let end = start;
      while (end + 1 < seats.length && seats[end + 1]?.x === (seats[end]?.x ?? 0) + 1) end++;
      const run = seats.slice(start, end + 1);
      const window = run.slice(0, count);
      if ((run.length === count || run.length >= count + 2) && window.every((s) => s.plainRegular)) choices.push(window.map((s) => s.key));
      start = end + 1;
    }
  }
  const chosen = choices[Math.min(choices.length - 1, 5)];
  if (!chosen || chosen.length < count) throw new Error(`no ${count} neighbouring free regular seats the rules allow`);
  return chosen;
}

/** Opens the order page of a showtime and chooses `count` plain regular seats; answers the page and the seat keys. */
export async function openWithSeats(browser: Browser, baseUrl: string, p: ApiPresentation, locale: 'he' | 'en', count: number) {
  const opened = await openSeatPage(browser, `${baseUrl}/order/${p.id}${locale === 'en' ? '?lang=en' : ''}`, locale);
  const keys = await seatsForContinuing(opened.page, count);
  for (const key of keys) {
    await seat(opened.page, key).click();
    await seatState(opened.page, key, 'selected');
  }
  return { ...opened, keys };
}

/** Fails the test on a serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Waits for a step of the flow: its heading, and the flow's step attribute. */
export async function atStep(page: Page, step: 'tickets' | 'customerInfo' | 'products'): Promise<void> {
  await page.locator(`[data-testid="checkout-flow"][data-step="${step}"]`).waitFor();
  await page.locator(`[data-testid="checkout-step-heading"][data-step="${step}"]`).waitFor();
}

/** Seats → tickets: Continue, then the automatic assignment covers every seat. */
export async function continueToTickets(page: Page, seats: number): Promise<void> {
  await page.getByTestId('continue-button').click();
  await atStep(page, 'tickets');
  await page.locator(`[data-testid="ticket-count"][data-covered="${seats}"][data-seats="${seats}"]`).waitFor();
}

/** The amount the summary shows as the total (data-amount, in shekels), once the server priced the cart. */
export async function summaryTotal(page: Page): Promise<number> {
  await page.locator('[data-testid="cart-summary"]:not([aria-busy="true"])').waitFor();
  return Number(await page.getByTestId('summary-total-amount').getAttribute('data-amount'));
}

/** The customer step: fills the required details (names, a valid Israeli ID, e-mail, mobile, terms) and submits. */
export async function fillCustomerInfo(page: Page, locale: 'he' | 'en'): Promise<void> {
  await page.getByTestId('customer-form').waitFor();
  await page.getByTestId('customer-firstName').fill(BUYER[locale].firstName);
  await page.getByTestId('customer-lastName').fill(BUYER[locale].lastName);
  await page.getByTestId('customer-ssn').fill('123456782');
  await page.getByTestId('customer-email').fill('dana.cohen@example.com');
  await page.getByTestId('customer-mobileNumber').fill('0541234567');
  await page.getByTestId('customer-terms').check();
}

/** Opens the payment dialog from the last step (Pay) and waits for its card form. */
export async function openPayment(page: Page): Promise<void> {
  await page.getByTestId('checkout-pay').click();
  await page.getByTestId('payment-dialog').waitFor();
  await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
}

/** In English: seats, automatic tickets, the buyer's details, no products; the payment dialog open, with the total. */
export async function toPayment(browser: Browser, baseUrl: string, p: ApiPresentation, seats: number) {
  const opened = await openWithSeats(browser, baseUrl, p, 'en', seats);
  const { page } = opened;
  await continueToTickets(page, seats);
  await page.getByTestId('checkout-continue').click();
  await atStep(page, 'customerInfo');
  await fillCustomerInfo(page, 'en');
  await page.getByTestId('customer-submit').click();
  await atStep(page, 'products');
  const total = await summaryTotal(page);
  await openPayment(page);
  return { ...opened, total };
}

/** Types a card (any future expiry, a CVV, the holder's ID when the form asks for it) and submits the payment. */
export async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvv').fill('123');
  if ((await page.getByTestId('card-holder-id').count()) > 0) await page.getByTestId('card-holder-id').fill('000000018');
  await page.getByTestId('payment-submit').click();
}

/** The seats of a showtime that another buyer (a fresh uuid) sees as free in seats-statusV2. */
export async function freeSeatsForAnotherBuyer(baseUrl: string, presentationId: number): Promise<Set<string>> {
  const res = await fetch(`${baseUrl}/api/seats/seats-statusV2?presentationId=${presentationId}`, {
    headers: { uuid: crypto.randomUUID() },
  });
  expect(res.status).toBe(200);
  return new Set(Object.keys(((await res.json()) as { seats: Record<string, unknown> }).seats));
}

/** The e-ticket of the confirmation: follows its link and waits for every ticket's QR image to be drawn. */
export async function openETicket(page: Page, tickets: number): Promise<void> {
  await page.getByTestId('confirmation-eticket-link').click();
  await page.getByTestId('edocument').waitFor();
  await expect.poll(() => page.getByTestId('edocument-ticket').count()).toBe(tickets);
  await expect.poll(() => page.getByTestId('edocument-qr').count()).toBe(tickets);
  // Each QR code is a real image, decoded and drawn.
  await expect
    .poll(() =>
      page
        .getByTestId('edocument-qr')
        .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}
