import type { HallsResponse, ScheduleResponse, SeatplanV2, SeatplanVersionsResponse, StaffSession } from '@kupa/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';
import { addDays, loginContext, staffGet, unexpectedProblems } from './kupa-live-support';
import { openSeatPage, seat } from './seat-journey-support';

const baseUrl = inject('baseUrl');
const ROWS = 10;
const SEATS_PER_ROW = 12;

/** The business's date in Jerusalem, days from today (the journey never depends on the time of day). */
function jerusalemDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  return addDays(today, days);
}

/** Chooses a seat on the designer's preview (checking the settings opened are that seat's) and sets one flag. */
async function chooseSeat(page: Page, key: string, legend: string, flag: 'accessible' | 'sofa'): Promise<void> {
  // The preview is drawn again a moment after each change: choose on the drawing of the latest document.
  await page.locator('[data-testid="plan-preview-status"][data-busy="false"]').waitFor({ state: 'attached' });
  await seat(page, key).click();
  const settings = page.getByTestId('plan-seat');
  await settings.locator('legend', { hasText: legend }).waitFor();
  await page.getByTestId(`plan-seat-${flag}`).check();
  await page.getByTestId('plan-seat-close').click();
  await settings.waitFor({ state: 'detached' });
}

describe('the back office halls section, in real Chromium', () => {
  let browser: Browser;
  let cleanup: { context: BrowserContext; businessId: number; presentationId: number } | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Other journeys pick showtimes from the listings: the one scheduled here is cancelled again.
    if (cleanup) {
      const { context, businessId, presentationId } = cleanup;
      await context.request.post(`${baseUrl}/api/kupa-live/manage/businesses/${businessId}/presentations/${presentationId}/cancel`, {
        data: {},
      });
      await context.close();
    }
    await browser?.close();
  });

  it('a manager designs a 120-seat hall with a curved row, two wheelchair places and a sofa; its showtime’s seat map shows them (Hebrew)', async () => {
    const { page, context, problems } = await newPage(browser);
    const session: StaffSession = await loginContext(context, baseUrl, 'manager');
    const cinema = session.businesses[0]?.BusinessId ?? 0;
    const mark = Date.now().toString(36);

    // A new branch and a hall in it.
    await page.goto(`${baseUrl}/kupa-live/manage/halls?business=${cinema}`);
    await page.getByTestId('location-form').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByTestId('location-nameHe').fill(`רמת השרון ${mark}`);
    await page.getByTestId('location-nameEn').fill(`Ramat HaSharon ${mark}`);
    await page.getByTestId('location-save').click();
    await page.getByTestId('location-saved').waitFor();
    const afterLocation = await staffGet<HallsResponse>(context, baseUrl, `/manage/businesses/${cinema}/halls`);
    const location = afterLocation.locations.find((l) => l.nameEn === `Ramat HaSharon ${mark}`);
    expect(location?.isOffline).toBe(false);

    await page.getByTestId('venue-new').click();
    await page.getByTestId('venue-form').waitFor();
    await page.getByTestId('venue-location').selectOption(String(location?.id));
    await page.getByTestId('venue-nameHe').fill(`אולם ${mark}`);
    await page.getByTestId('venue-nameEn').fill(`Hall ${mark}`);
    await page.getByTestId('venue-save').click();
    await page.getByTestId('venue-saved').waitFor();
    const halls = await staffGet<HallsResponse>(context, baseUrl, `/manage/businesses/${cinema}/halls`);
    const hall = halls.venues.find((v) => v.nameEn === `Hall ${mark}`);
    expect(hall?.defaultSeatplanId).toBeNull();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Ten rows of twelve, the first one curved; the last row's end seats for wheelchairs; a sofa in row 5.
    await page.locator(`[data-testid="venue-row"][data-venue-id="${hall?.id}"]`).getByTestId('venue-design').click();
    await page.getByTestId('plan-designer').waitFor();
    await page.getByTestId('plan-section-0-row-0-positions').fill(String(SEATS_PER_ROW));
    await page.getByTestId('plan-section-0-row-0-curve').fill('20');
    for (let r = 1; r < ROWS; r++) {
      await page.getByTestId('plan-section-0-add-row').click();
      await page.getByTestId(`plan-section-0-row-${r}-positions`).fill(String(SEATS_PER_ROW));
    }
    const previewSeats = page.locator('[data-testid="plan-preview"] [data-seat-key]');
    await expect.poll(() => previewSeats.count(), { timeout: 10_000 }).toBe(ROWS * SEATS_PER_ROW);
    await chooseSeat(page, `1_1_${ROWS}`, `שורה ${ROWS}, כיסא ${SEATS_PER_ROW}`, 'accessible');
    await chooseSeat(page, `1_${SEATS_PER_ROW}_${ROWS}`, `שורה ${ROWS}, כיסא 1`, 'accessible');
    await chooseSeat(page, '1_6_5', 'שורה 5, כיסא 7', 'sofa');
    const accessible = () =>
      page
        .locator('[data-testid="plan-preview"] [data-seat-key].seat--accessible')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-seat-key')));
    await expect.poll(accessible, { timeout: 10_000 }).toEqual([`1_1_${ROWS}`, `1_${SEATS_PER_ROW}_${ROWS}`]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('plan-save').click();
    await page.getByTestId('plan-version').first().waitFor();
    expect(await page.getByTestId('plan-saved').textContent()).toContain('נשמר');
    const { versions } = await staffGet<SeatplanVersionsResponse>(
      context,
      baseUrl,
      `/manage/businesses/${cinema}/venues/${hall?.id}/seatplans`,
    );
    expect(versions.map((v) => [v.version, v.capacity, v.isDefault])).toEqual([[1, ROWS * SEATS_PER_ROW, true]]);

    // A showtime in the new hall, through the schedule call, with a regular ticket for every price level.
    const options = await staffGet<ScheduleResponse>(context, baseUrl, `/manage/businesses/${cinema}/presentations`);
    const date = jerusalemDate(2);
    const res = await context.request.post(`${baseUrl}/api/kupa-live/manage/businesses/${cinema}/presentations`, {
      data: {
        seating: 'reserved',
        gaCapacity: null,
        saleOpensDaysBefore: 30,
        saleClosesMinutesBefore: 0,
        lockTimers: { chooseSeats: 600, chooseTickets: 420, customerInfo: 900, chooseProducts: 300 },
        maxSeatsPerTransaction: 8,
        serviceChargeAgorot: 0,
        featureId: options.features[0]?.id,
        venueId: hall?.id,
        pricePolicyIds: options.pricePolicies.filter((p) => p.kind === 'regular').map((p) => p.id),
        firstDate: date,
        lastDate: date,
        weekdays: [new Date(`${date}T12:00:00Z`).getUTCDay()],
        times: ['20:00'],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const presentationId = ((await res.json()) as { presentations: Array<{ id: number }> }).presentations[0]?.id ?? 0;
    cleanup = { context, businessId: cinema, presentationId };

    // The showtime's layout has the curved first row: its middle sits behind its ends.
    const layoutRes = await context.request.post(`${baseUrl}/api/seats/seatplanV2?presentationId=${presentationId}&venueId=${hall?.id}`, {
      data: {},
    });
    const layout = (await layoutRes.json()) as SeatplanV2;
    const firstRow = Object.values(layout.S).flatMap((s) =>
      Object.values(s.G).flatMap((g) => Object.values(g.R).filter((r) => r.n === '1')),
    )[0];
    const depths = Object.values(firstRow?.S ?? {}).map((s) => s.rd.cy);
    expect(depths).toHaveLength(SEATS_PER_ROW);
    expect(Math.max(...depths) - Math.min(...depths)).toBeGreaterThan(15);

    // The customer's seat map of that showtime: 120 seats, the two wheelchair places and the sofa's two halves.
    const customer = await openSeatPage(browser, `${baseUrl}/order/${presentationId}`, 'he');
    const map = customer.page.locator('[data-testid="seat-map-svg"] [data-seat-key]');
    expect(await map.count()).toBe(ROWS * SEATS_PER_ROW);
    expect(await customer.page.locator('[data-testid="seat-map-svg"] .seat--accessible').count()).toBe(2);
    // The saved plan's section has its own id: the seats' keys are "<section>_<x>_<y>".
    const section = ((await map.first().getAttribute('data-seat-key')) ?? '').split('_')[0];
    expect(await seat(customer.page, `${section}_1_${ROWS}`).getAttribute('class')).toContain('seat--accessible');
    for (const x of [6, 7]) expect(await seat(customer.page, `${section}_${x}_5`).getAttribute('aria-label')).toContain('ספה זוגית');
    expect(unexpectedProblems(customer.problems)).toEqual([]);
    await customer.context.close();

    // The same screens in English pass axe too.
    await page.goto(`${baseUrl}/kupa-live/manage/halls?business=${cinema}&lang=en`);
    await page.getByTestId('venue-list').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.locator(`[data-testid="venue-row"][data-venue-id="${hall?.id}"]`).getByTestId('venue-design').click();
    await page.getByTestId('plan-preview').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
