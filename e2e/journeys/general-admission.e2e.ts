import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import {
  atStep,
  continueToTickets,
  expectAccessible,
  fillCustomerInfo,
  openETicket,
  openPayment,
  payByCard,
} from './checkout-journey-support';
import { unexpected, upcoming } from './seat-journey-support';

const baseUrl = inject('baseUrl');

describe('general admission: a purchase in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys two open-seating places of a show without a public seat plan, and no ticket names a row or seat', async () => {
    // The last GA showtime of the list: the seat journeys take the first ones.
    const p = (await upcoming(baseUrl)).filter((x) => x.isReserved === 0).at(-1);
    expect(p).toBeDefined();
    expect(p?.seatplanId).toBeNull();
    const { page, context, problems } = await newPage(browser, { locale: 'en-IL' });
    await page.goto(`${baseUrl}/order/${p?.id}?lang=en`);
    await page.getByTestId('ga-picker').waitFor();
    await page.getByTestId('ga-add').click();
    await page.locator('[data-testid="ga-count"][data-count="1"]').waitFor();
    await page.getByTestId('ga-add').click();
    await page.locator('[data-testid="ga-count"][data-count="2"]').waitFor();
    expect(await page.getByTestId('seat-summary').textContent()).not.toMatch(/Row/);

    await continueToTickets(page, 2);
    await page.getByTestId('checkout-continue').click();
    await atStep(page, 'customerInfo');
    await fillCustomerInfo(page, 'en');
    await page.getByTestId('customer-submit').click();
    await atStep(page, 'products');
    await openPayment(page);
    await payByCard(page, '4580000000000000');

    await page.getByTestId('confirmation').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('confirmation-tickets').locator('li').count()).toBe(2);
    expect(await page.getByTestId('confirmation-tickets').textContent()).not.toMatch(/[Rr]ow|[Ss]eat \S/);
    await expectAccessible(page);

    await openETicket(page, 2);
    const eTicket = (await page.getByTestId('edocument').textContent()) ?? '';
    expect(eTicket).toContain('Free seating');
    expect(eTicket).not.toMatch(/Row|Seat\s*\d/);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
