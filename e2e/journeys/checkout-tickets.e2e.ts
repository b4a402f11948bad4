import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { checkoutSlots, continueToTickets, expectAccessible, openWithSeats, type CheckoutPresentation } from './checkout-journey-support';
import { openSeatPage, seat, seatState, unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');

/** A ticket type's row of the tickets step, by its English name (the demo's cinema price levels). */
function ticketRow(page: Page, name: string) {
  return page.locator('[data-testid="ticket-row"]', { has: page.locator('.ticket-row__name', { hasText: new RegExp(`^${name}$`) }) });
}

/** Waits until the server priced the cart as it is now. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="cart-summary"]:not([aria-busy="true"])').waitFor();
}

/** Takes the automatic Regular ticket off `n` seats, so that other tickets can take them. */
async function freeSeatsOfRegular(page: Page, n: number): Promise<void> {
  const regular = ticketRow(page, 'Regular');
  for (let i = 0; i < n; i++) {
    const before = Number(await regular.locator('[data-testid$="-quantity"]').textContent());
    await regular.locator('[data-testid$="-minus"]').click();
    await regular.locator(`[data-testid$="-quantity"]:text-is("${String(before - 1)}")`).waitFor();
  }
  await settled(page);
}

/**
 * Opens the order page and chooses `count` plain seats from the start of a row whose first count + 2 seats are free:
 * a run from the row's end leaves no single empty seat (openWithSeats' seats from the middle of the map may).
 */
async function openWithRowStart(browser: Browser, p: CheckoutPresentation, count: number) {
  const opened = await openSeatPage(browser, `${baseUrl}/order/${String(p.id)}?lang=en`, 'en');
  const free = await opened.page
    .locator('[data-testid="seat-map-svg"] .seat--regular[data-state="available"]')
    .evaluateAll((els) =>
      els.filter((e) => (e.getAttribute('aria-label') ?? '').split(', ').length === 2).map((e) => e.getAttribute('data-seat-key') ?? ''),
    );
  const freeSet = new Set(free);
  const rows = [...new Set(free.map((key) => key.replace(/_\d+_(\d+)$/, '_$1')))];
  const row = rows.find((r) =>
    Array.from({ length: count + 2 }, (_, i) => r.replace(/_(\d+)$/, `_${String(i + 1)}_$1`)).every((k) => freeSet.has(k)),
  );
  if (!row) throw new Error(`no row with ${String(count + 2)} free seats at its start`);
  const keys = Array.from({ length: count }, (_, i) => row.replace(/_(\d+)$/, `_${String(i + 1)}_$1`));
  for (const key of keys) {
    await seat(opened.page, key).click();
    await seatState(opened.page, key, 'selected');
  }
  return { ...opened, keys };
}

/** The error texts shown in the tickets step (alerts of fields, lines and the step). */
async function shownErrors(page: Page): Promise<string[]> {
  return page.getByTestId('tickets-step').locator('[role="alert"]').allTextContents();
}

describe('checkout: the tickets step in real Chromium', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 28, 5);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for the senior ID and the hotel references in normal labelled inputs, with no error before anything is typed', async () => {
    const p = showtime();
    const { page, context, problems } = await openWithSeats(browser, baseUrl, p, 'en', 2);
    await continueToTickets(page, 2);
    await freeSeatsOfRegular(page, 2);
    await ticketRow(page, 'Senior citizen').locator('[data-testid$="-plus"]').click();
    await ticketRow(page, 'Hotel guest').locator('[data-testid$="-plus"]').click();
    await settled(page);

    const inputs = [page.getByLabel('ID number of the senior citizen'), page.getByLabel('Hotel name'), page.getByLabel('Room number')];
    for (const input of inputs) {
      await input.waitFor();
      const box = await input.boundingBox();
      expect(box?.height).toBeGreaterThan(30);
      expect(box?.height).toBeLessThan(60);
    }
    // Nothing typed yet: no "invalid ID" or "not eligible".
    expect(await shownErrors(page)).toEqual([]);
    await expectAccessible(page);

    // A wrong ID number, once left, is wrong once.
    const ssn = page.getByLabel('ID number of the senior citizen');
    await ssn.fill('123456789');
    await ssn.blur();
    await page.locator('[data-testid="ticket-line-ssn"][aria-invalid="true"]').waitFor();
    await settled(page);
    expect(await shownErrors(page)).toEqual(['The ID number is not valid']);

    // A hotel not on the list: its reference is not eligible, said once, beside the field.
    const hotel = page.getByLabel('Hotel name');
    await hotel.fill('No such hotel');
    await hotel.blur();
    await page.locator('[data-testid="ticket-line-ref1"][aria-invalid="true"]').waitFor();
    await settled(page);
    expect((await shownErrors(page)).filter((t) => /not eligible/.test(t))).toHaveLength(1);

    await ssn.fill('123456782');
    await ssn.blur();
    await page.locator('[data-testid="ticket-line-ssn"]:not([aria-invalid])').waitFor();
    await settled(page);
    expect((await shownErrors(page)).filter((t) => /ID number/.test(t))).toEqual([]);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('stops the stepper at the maximum the ticket allows and says why', async () => {
    const p = showtime();
    const { page, context, problems } = await openWithRowStart(browser, p, 5);
    await continueToTickets(page, 5);
    await freeSeatsOfRegular(page, 5);
    const senior = ticketRow(page, 'Senior citizen');
    const plus = senior.locator('[data-testid$="-plus"]');
    for (let i = 1; i <= 4; i++) {
      await plus.click();
      await senior.locator(`[data-testid$="-quantity"]:text-is("${String(i)}")`).waitFor();
    }
    await settled(page);
    // A fifth seat is free, but a senior citizen ticket is sold at most four times an order.
    expect(await plus.getAttribute('aria-disabled')).toBe('true');
    const reason = senior.getByTestId('ticket-row-limit');
    expect(await reason.textContent()).toMatch(/at most 4/i);
    const describedBy = (await plus.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await reason.getAttribute('id'));
    // aria-disabled keeps the button focusable: a press of it does nothing.
    await plus.click({ force: true });
    await settled(page);
    expect(await senior.locator('[data-testid$="-quantity"]').textContent()).toBe('4');
    expect(await page.locator('[data-testid="cart-problem"][data-code="TICKET_ABOVE_MAXIMUM"]').count()).toBe(0);
    // The fifth seat still takes a regular ticket.
    expect(await ticketRow(page, 'Regular').locator('[data-testid$="-plus"]').getAttribute('aria-disabled')).toBe('false');
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows the price a discount is taken from, struck through', async () => {
    const p = showtime();
    const { page, context, problems } = await openWithSeats(browser, baseUrl, p, 'en', 1);
    await continueToTickets(page, 1);
    await freeSeatsOfRegular(page, 1);
    await ticketRow(page, 'Senior citizen').locator('[data-testid$="-plus"]').click();
    await settled(page);
    const regularPrice = (await ticketRow(page, 'Regular').getByTestId('ticket-row-price').textContent()) ?? '';
    const old = ticketRow(page, 'Senior citizen').getByTestId('ticket-row-old-price');
    await old.waitFor();
    expect(await old.evaluate((el) => el.tagName)).toBe('S');
    expect(await old.textContent()).toContain(regularPrice);
    expect(await old.textContent()).toMatch(/instead of/i);
    // The summary says it too.
    expect(await page.getByTestId('cart-summary').getByTestId('summary-old-price').textContent()).toContain(regularPrice);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lists the row and seat of each ticket in the order summary', async () => {
    const p = showtime();
    const { page, context, problems, keys } = await openWithSeats(browser, baseUrl, p, 'en', 2);
    // The seat map names each seat "Row 5 seat 12".
    const names = await Promise.all(
      keys.map(async (key) => ((await seat(page, key).getAttribute('aria-label')) ?? '').split(', ')[0] ?? ''),
    );
    await continueToTickets(page, 2);
    await settled(page);
    const listed = await page.getByTestId('summary-ticket-seat').allTextContents();
    expect(listed).toHaveLength(2);
    for (const name of names) {
      const [, row, number] = /Row (\S+) seat (\S+)/.exec(name) ?? [];
      expect(listed.some((text) => new RegExp(`row ${row ?? '?'}, seat ${number ?? '?'}$`, 'i').test(text))).toBe(true);
    }
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('after start over, the next order is given its automatic tickets again, with no problems left over', async () => {
    const p = showtime();
    const { page, context, problems, keys } = await openWithSeats(browser, baseUrl, p, 'en', 2);
    await continueToTickets(page, 2);
    await settled(page);
    await page.getByTestId('checkout-start-over').click();
    await page.getByTestId('start-over-confirm').click();
    await page.locator('[data-testid="checkout-flow"][data-step="seats"]').waitFor();
    for (const key of keys) await seatState(page, key, 'available');

    const [first] = keys;
    await seat(page, first ?? '').click();
    await seatState(page, first ?? '', 'selected');
    await page.getByTestId('continue-button').click();
    await page.locator('[data-testid="checkout-flow"][data-step="tickets"]').waitFor();
    await page.locator('[data-testid="ticket-count"][data-covered="1"][data-seats="1"]').waitFor();
    await settled(page);
    expect(await ticketRow(page, 'Regular').locator('[data-testid$="-quantity"]').textContent()).toBe('1');
    expect(await page.getByTestId('cart-problem').count()).toBe(0);
    expect(await page.getByTestId('tickets-no-seats').count()).toBe(0);
    expect(await shownErrors(page)).toEqual([]);
    await page.getByTestId('checkout-continue').click();
    await page.locator('[data-testid="checkout-flow"][data-step="customerInfo"]').waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
