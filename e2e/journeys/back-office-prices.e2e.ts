import type { ScheduleResponse, TicketTypesResponse } from '@kupa/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';
import { continueToTickets, openWithSeats, summaryTotal } from './checkout-journey-support';
import { addDays, loginContext, staffGet, unexpectedProblems } from './kupa-live-support';
import { unexpected, type ApiPresentation } from './seat-journey-support';

const baseUrl = inject('baseUrl');

interface ApiTicket {
  id: number;
  kind: string;
  price: number;
  multiplyFactor: number;
}

async function staffSend(context: BrowserContext, method: 'post' | 'put', path: string, data: unknown) {
  const res = await context.request[method](`${baseUrl}/api/kupa-live/manage${path}`, { data });
  if (res.status() !== 200) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

describe('the back office prices, in real Chromium', () => {
  let browser: Browser;
  const cleanup: Array<(context: BrowserContext) => Promise<unknown>> = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const context = await browser.newContext();
    await loginContext(context, baseUrl, 'manager');
    for (const undo of cleanup) await undo(context).catch(() => undefined);
    await context.close();
    await browser?.close();
  });

  it('a manager adds a discount ticket type and a code in Hebrew; a customer’s code lowers the total at once', async () => {
    const { page, context, problems } = await newPage(browser);
    const session = await loginContext(context, baseUrl, 'manager');
    const cinema = session.businesses[0]?.BusinessId ?? 0;
    const base = `/businesses/${cinema}`;

    // A showtime of our own tomorrow night, so the journey changes no demo showtime another journey reads.
    const options = await staffGet<ScheduleResponse>(context, baseUrl, `/manage${base}/presentations`);
    const hall = options.venues.find((v) => v.hasSeatPlan);
    const regular = options.pricePolicies.filter((p) => p.kind === 'regular');
    const today = new Date().toISOString().slice(0, 10);
    const date = addDays(today, 2);
    const scheduled = (await staffSend(context, 'post', `${base}/presentations`, {
      featureId: options.features[0]?.id,
      venueId: hall?.id,
      pricePolicyIds: regular.map((p) => p.id),
      firstDate: date,
      lastDate: date,
      weekdays: [new Date(`${date}T12:00:00Z`).getUTCDay()],
      times: ['22:40'],
      seating: 'reserved',
      gaCapacity: null,
      saleOpensDaysBefore: null,
      saleClosesMinutesBefore: null,
      lockTimers: { chooseSeats: 900, chooseTickets: 900, customerInfo: 900, chooseProducts: 900 },
      maxSeatsPerTransaction: 8,
      serviceChargeAgorot: 0,
    })) as { presentations: Array<{ id: number }> };
    const showtime = scheduled.presentations[0]?.id ?? 0;
    cleanup.push((c) => c.request.post(`${baseUrl}/api/kupa-live/manage${base}/presentations/${showtime}/cancel`, { data: {} }));
    const groups = (await (await fetch(`${baseUrl}/api/presentations/${showtime}/ticketGroups?lang=en`)).json()) as {
      ticketGroups: Array<{ id: number; name: string; tickets: ApiTicket[] }>;
    };
    const regularGroup = groups.ticketGroups.find((g) => g.name === 'Regular');
    const auto = regularGroup?.tickets.find((t) => t.kind === 'regular' && t.multiplyFactor === 1);
    expect(regularGroup && auto).toBeTruthy();

    // The ticket type, in Hebrew: a discount-code ticket of ₪19.90 at the regular price level.
    await page.goto(`${baseUrl}/kupa-live/manage/prices?business=${cinema}`);
    await page.getByTestId('ticket-type-form').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByTestId('ticket-type-kind').selectOption('discountCode');
    await page.getByTestId('ticket-type-group').selectOption(String(regularGroup?.id));
    await page.getByTestId('ticket-type-nameHe').fill('הנחת חורף');
    await page.getByTestId('ticket-type-nameEn').fill('Winter discount');
    // First a price that is not an amount: marked, nothing sent; then the real one.
    await page.getByTestId('ticket-type-price').fill('19,90');
    await page.getByTestId('ticket-type-save').click();
    expect(await page.getByTestId('ticket-type-price').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('ticket-type-nameHe').inputValue()).toBe('הנחת חורף');
    await page.getByTestId('ticket-type-price').fill('19.90');
    await page.getByTestId('ticket-type-save').click();
    await page.getByTestId('ticket-type-saved').waitFor();
    const types = await staffGet<TicketTypesResponse>(context, baseUrl, `/manage${base}/ticket-types`);
    const winter = types.ticketTypes.filter((t) => t.nameEn === 'Winter discount').at(-1);
    expect(winter).toMatchObject({ kind: 'discountCode', priceAgorot: 1990, ticketGroupId: regularGroup?.id });
    const typeId = winter?.id ?? 0;
    cleanup.push((c) => c.request.post(`${baseUrl}/api/kupa-live/manage${base}/ticket-types/${typeId}/retire`, { data: {} }));

    // It sells at our showtime.
    await page.getByTestId(`ticket-type-presentation-${showtime}`).check();
    await page.getByTestId('ticket-type-presentations-save').click();
    await page.getByTestId('ticket-type-presentations-saved').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The code, unique for this run.
    const code = `WINTER${Date.now().toString(36).toUpperCase()}`;
    await page.getByTestId('discount-code-type').selectOption(String(typeId));
    await page.getByTestId('discount-code-code').fill(code);
    await page.getByTestId('discount-code-maxUses').fill('5');
    await page.getByTestId('discount-code-save').click();
    await page.getByTestId('discount-code-saved').waitFor();
    await page.locator('[data-testid="discount-code-row"]', { hasText: code }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The same section in English passes axe too.
    await page.goto(`${baseUrl}/kupa-live/manage/prices?business=${cinema}&lang=en`);
    await page.getByTestId('ticket-type-list').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    // A customer (Hebrew) picks a seat; the code turns its ticket into the new discount ticket and the total drops.
    const buyer = await openWithSeats(browser, baseUrl, { id: showtime } as ApiPresentation, 'he', 1);
    await continueToTickets(buyer.page, 1);
    const before = await summaryTotal(buyer.page);
    await buyer.page.getByTestId('ticket-code-input').fill(code);
    await buyer.page.getByTestId('ticket-code-apply').click();
    await buyer.page.getByTestId(`ticket-${typeId}-${code}-quantity`).filter({ hasText: '1' }).waitFor();
    await expect.poll(() => summaryTotal(buyer.page)).toBeCloseTo(before - (auto?.price ?? 0) + 19.9, 2);
    expect(await seriousAccessibilityViolations(buyer.page)).toEqual([]);
    expect(unexpected(buyer.problems)).toEqual([]);
    await buyer.context.close();
  });
});
