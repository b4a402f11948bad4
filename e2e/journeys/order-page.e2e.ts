import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import {
  atStep,
  checkoutSlots,
  continueToTickets,
  expectAccessible,
  fillCustomerInfo,
  openPayment,
  openWithSeats,
  payByCard,
  type CheckoutPresentation,
} from './checkout-journey-support';
import { unexpected, type ApiPresentation } from './seat-journey-support';

const baseUrl = inject('baseUrl');

/** The whole listing as GET /api/presentations answers it (the shared helpers keep only bookable showtimes). */
async function listing(): Promise<Array<ApiPresentation & { ticketSaleStart: string | null }>> {
  const res = await fetch(`${baseUrl}/api/presentations/?lang=en`);
  return ((await res.json()) as { presentations: Array<ApiPresentation & { ticketSaleStart: string | null }> }).presentations;
}

/** DD/MM/YYYY and HH:mm of an instant in the venue's zone: how the order page writes dates (spec 9). */
function venueDateAndTime(iso: string): [string, string] {
  const date = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jerusalem', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jerusalem',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return [date, time];
}

/** The order page of a presentation that cannot be booked: the notice, and no seat map at all. */
async function notBookable(page: Page, reason: 'offline' | 'saleNotStarted'): Promise<string> {
  const text = page.locator(`[data-testid="order-not-bookable-reason"][data-reason="${reason}"]`);
  await text.waitFor();
  expect(await page.getByTestId('seat-map').count()).toBe(0);
  expect(await page.locator('[data-seat-key]').count()).toBe(0);
  expect(await page.getByTestId('checkout-flow').count()).toBe(0);
  return (await text.textContent()) ?? '';
}

/** Failed loads a test provokes on purpose (a 500 answer, a cut connection) are logged by Chromium. */
const PROVOKED = /status of 500|ERR_INTERNET_DISCONNECTED/;

describe('the order page: what it says before the seat map, server faults, the confirmation address, in real Chromium', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;
  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 14, 2);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("says when ticket sales open, in the locale's date format, instead of a seat map", async () => {
    const early = (await listing()).find((p) => p.ticketingState === 'not-started' && !p.isOffline && p.ticketSaleStart !== null);
    if (!early?.ticketSaleStart) throw new Error('the demo has no presentation whose sale has not opened');
    const [date, time] = venueDateAndTime(early.ticketSaleStart);
    for (const locale of ['en', 'he'] as const) {
      const { page, context, problems } = await newPage(browser, { locale: locale === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${baseUrl}/order/${early.id}${locale === 'en' ? '?lang=en' : ''}`);
      const text = await notBookable(page, 'saleNotStarted');
      expect(text).toMatch(locale === 'en' ? /^Ticket sale begins on / : /^מכירת הכרטיסים תחל ב-/);
      expect(text).toContain(date);
      expect(text).toContain(time);
      // The header does not say "seats available" either.
      expect(await page.getByTestId('availability').textContent()).toBe(locale === 'en' ? 'Sale opens soon' : 'המכירה טרם נפתחה');
      await expectAccessible(page);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('says an offline branch cannot be booked online, before any seat is clicked', async () => {
    const offline = (await listing()).find((p) => p.isOffline && !p.isVod);
    if (!offline) throw new Error('the demo has no upcoming presentation at its offline branch');
    for (const locale of ['en', 'he'] as const) {
      const { page, context, problems } = await newPage(browser, { locale: locale === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${baseUrl}/order/${offline.id}${locale === 'en' ? '?lang=en' : ''}`);
      const text = await notBookable(page, 'offline');
      expect(text).toBe(
        locale === 'en'
          ? 'The branch is offline, please try later or use the box office'
          : 'הסניף אינו מקוון כעת, נא לנסות מאוחר יותר או לפנות לקופה',
      );
      expect(await page.getByTestId('availability').textContent()).toBe(locale === 'en' ? 'Box office only' : 'בקופה בלבד');
      await expectAccessible(page);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('says "Error occurred" for a server fault and asks to check the connection only when there is none', async () => {
    const [p] = await listing();
    if (!p) throw new Error('no presentation listed');
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    // The page without the answers the server gives with it (as when it could not read them): the page asks itself.
    await page.route(`**/order/${p.id}?**`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="kupa-page-answers">.*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    });
    await page.route(`**/api/presentations/${p.id}?**`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
    );
    await page.goto(`${baseUrl}/order/${p.id}?lang=en`);
    const error = page.locator('[data-testid="order-load-error"] [role="alert"]');
    await error.waitFor();
    expect(await error.textContent()).toBe('Error occurred, please try again');

    await page.unroute(`**/api/presentations/${p.id}?**`);
    await page.route(`**/api/presentations/${p.id}?**`, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('retry-button').click();
    await page.locator('[data-testid="order-load-error"] [role="alert"]', { hasText: /check your connection/ }).waitFor();
    expect(problems.filter((x) => !PROVOKED.test(x))).toEqual([]);
    await context.close();
  });

  it('gives the products step its own time limit, and the confirmation its own address that survives a reload', async () => {
    const p = showtime() as CheckoutPresentation & { lockTimer: { customerInfoInSeconds: number; chooseProductsInSeconds: number } };
    expect(p.lockTimer.chooseProductsInSeconds).toBeLessThan(p.lockTimer.customerInfoInSeconds);
    const { page, context, problems } = await openWithSeats(browser, baseUrl, p, 'en', 2);
    await continueToTickets(page, 2);
    await page.getByTestId('checkout-continue').click();
    await atStep(page, 'customerInfo');
    await fillCustomerInfo(page, 'en');
    await page.getByTestId('customer-submit').click();
    await atStep(page, 'products');
    // Spec 4: each step has its own seat-lock time limit; the products step does not keep the customer step's.
    const timer = page.locator('[data-testid="seat-timer"][data-state="running"]');
    await timer.waitFor();
    const left = Number(await timer.getAttribute('data-seconds-left'));
    // (A second or two over: the countdown rounds up and reads the server's clock from whole-second Date headers.)
    expect(left).toBeLessThanOrEqual(p.lockTimer.chooseProductsInSeconds + 2);
    expect(left).toBeGreaterThan(p.lockTimer.chooseProductsInSeconds - 120);

    await openPayment(page);
    await payByCard(page, '4580000000000000');
    await page.waitForURL(new RegExp(`/order/${p.id}/confirmation/[^/?]+\\?lang=en$`));
    const number = page.getByTestId('confirmation-reservation-number');
    await number.waitFor();
    const reservation = (await number.textContent()) ?? '';
    expect(reservation).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{4}$/);
    const confirmationUrl = page.url();

    // A reload shows the same confirmation, read from the server by the e-ticket key, with a way to a new order.
    await page.reload();
    await page.getByTestId('confirmation-page').waitFor();
    expect(await number.textContent()).toBe(reservation);
    expect(await page.getByTestId('confirmation-tickets').locator('li').count()).toBe(2);
    await page.getByTestId('confirmation-new-order').waitFor();
    await expectAccessible(page);

    // Back: the order page for a new order, which points at the order just bought; Forward: the confirmation again.
    await page.goBack();
    await page.getByTestId('recent-order-notice').waitFor();
    expect(await page.getByTestId('recent-order-notice').textContent()).toContain(reservation);
    await page.goForward();
    await page.getByTestId('confirmation-page').waitFor();
    expect(page.url()).toBe(confirmationUrl);
    expect(await number.textContent()).toBe(reservation);

    await page.getByTestId('confirmation-new-order').click();
    await page.locator('[data-testid="checkout-flow"][data-step="seats"]').waitFor();
    await page.locator('[data-seat-key]').first().waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('answers a made-up confirmation address with "reservation not found"', async () => {
    const p = showtime();
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/order/${p.id}/confirmation/not-a-real-key?lang=en`);
    await page.getByTestId('confirmation-not-found').waitFor();
    await context.close();
  });
});
