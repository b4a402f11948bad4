import type {
  AttendanceByLocationResponse,
  AttendanceByVenueResponse,
  CinemaMonitorResponse,
  FeatureTicketSalesData,
  LocationTicketSalesData,
  PresentationBoxResponse,
  PresentationSalesData,
  ReferencePromptAdminResponse,
  StaffSession,
} from '@kupa/contracts';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, newPage, seriousAccessibilityViolations } from '../support/browser';
import { addDays, DEMO_STAFF, filterData, loginContext, staffGet, submitLogin, unexpectedProblems } from './kupa-live-support';

const baseUrl = inject('baseUrl');

describe('kupa-live, the staff dashboard, in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for a login, refuses a wrong password, then shows the 29-day calendar in Hebrew', async () => {
    const { page, context, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/kupa-live`);
    await page.waitForURL(/\/kupa-live\/login/);
    await page.getByTestId('staff-login').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await submitLogin(page, DEMO_STAFF.cinema.username, 'not-the-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe('LOGIN_FAILED');
    expect(await error.textContent()).toContain('ההתחברות נכשלה');

    await submitLogin(page, DEMO_STAFF.cinema.username, DEMO_STAFF.cinema.password);
    await page.waitForURL((url) => url.pathname === '/kupa-live');
    await page.getByTestId('attendance-calendar').waitFor();

    const session = await staffGet<StaffSession>(context, baseUrl, '/session?lang=he');
    expect(await page.getByTestId('staff-name').textContent()).toBe(`${session.FirstName} ${session.LastName}`);
    expect(await page.getByTestId('staff-menu').getByRole('link').count()).toBe(session.menu.length);

    // The calendar is the server's 29 days, weekend days and today marked as the server says.
    const filters = await filterData(context, baseUrl, 'he');
    const days = page.getByTestId('calendar-day');
    expect(await days.count()).toBe(29);
    expect(await days.evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))).toEqual(filters.days.map((d) => d.date));
    const weekend = await page
      .locator('[data-testid="calendar-day"][data-weekend]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-date')));
    expect(weekend).toEqual(filters.days.filter((d) => d.isWeekend).map((d) => d.date));
    expect(await page.locator('[data-testid="calendar-day"][data-today]').getAttribute('data-date')).toBe(filters.today);
    await page.locator('[data-testid="calendar-day"]:last-child [data-testid="calendar-occupancy"]').waitFor();
    expect(await page.getByTestId('calendar-occupancy').count()).toBe(29);
    await page.getByTestId('attendance-chart').locator('canvas').waitFor();
    await page.getByTestId('location-row').first().waitFor();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('drills from a date to a location, a hall and its presentation box, keeps the view in the URL, and logs out', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await loginContext(context, baseUrl, 'cinema');
    const filters = await filterData(context, baseUrl);
    const date = addDays(filters.today, -1);

    await page.goto(`${baseUrl}/kupa-live?lang=en`);
    await page.locator(`[data-testid="calendar-day"][data-date="${date}"] a`).click();
    await page.waitForURL((url) => url.searchParams.get('date') === date);

    const byLocation = await staffGet<AttendanceByLocationResponse>(context, baseUrl, `/attendanceByDateByLocation/${date}?lang=en`);
    const location = byLocation.locations.find((l) => l.Presentations > 0);
    expect(location).toBeDefined();
    const locationId = location?.LocationId ?? 0;
    // The rows of the chosen date replace the previous date's: wait for the count, not for the first row.
    await expect.poll(() => page.getByTestId('location-row').count()).toBe(Math.min(25, byLocation.locations.length));
    await page.locator(`[data-testid="location-link"][data-location-id="${locationId}"]`).click();

    const venues = await staffGet<AttendanceByVenueResponse>(
      context,
      baseUrl,
      `/attendanceByDateByLocationByVenue/${date}/${locationId}?lang=en`,
    );
    const venue = venues.venues.find((v) => v.Presentations > 0);
    expect(venue).toBeDefined();
    const venueId = venue?.VenueId ?? 0;
    await page.locator('[data-testid="drill-panel"][data-drill-by="venue"]').waitFor();
    await page.locator(`[data-testid="drill-link"][data-id="${venueId}"]`).click();

    const box = await staffGet<PresentationBoxResponse>(
      context,
      baseUrl,
      `/attendanceByDatePresentationBox/${date}/${locationId}/venue/${venueId}?lang=en`,
    );
    const rows = page.getByTestId('box-presentation');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(25, box.presentations.length));
    const first = box.presentations[0];
    expect(first).toBeDefined();
    const firstRow = (await rows.first().textContent()) ?? '';
    expect(firstRow).toContain(first?.FeatureName ?? '');
    expect(firstRow).toContain(`${first?.TakenPercent}%`);
    expect(firstRow).toContain((first?.TakenRatio ?? 0).toFixed(3));
    expect(await page.getByTestId('box-totals').textContent()).toContain(box.totals.TakenRatio.toFixed(3));

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      date,
      location: String(locationId),
      drillBy: 'venue',
      id: String(venueId),
      lang: 'en',
    });

    // The view is in the URL: a reload (or a shared link) shows the same box.
    await page.reload();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(25, box.presentations.length));

    // Drill by feature instead: the location's features, then one feature's presentations.
    await page.getByTestId('drill-by-feature').click();
    await page.locator('[data-testid="drill-panel"][data-drill-by="feature"] [data-testid="drill-link"]').first().click();
    await page.waitForURL((u) => u.searchParams.get('drillBy') === 'feature' && u.searchParams.has('id'));
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);

    await page.getByTestId('refresh-button').click();
    await page
      .getByTestId('updated-at')
      .getByText(/Updated at \d\d:\d\d:\d\d/)
      .waitFor();

    // Logout asks first; Cancel keeps the session, Log out ends it.
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-cancel').click();
    expect(await page.getByTestId('logout-dialog').isVisible()).toBe(false);
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL(/\/kupa-live\/login\?lang=en/);
    await page.getByTestId('staff-login').waitFor();
    expect((await context.request.get(`${baseUrl}/api/kupa-live/session`)).status()).toBe(401);

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('pages, sorts and exports sales by showtime as CSV, and opens every monitor', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await loginContext(context, baseUrl, 'manager');
    const filters = await filterData(context, baseUrl);
    const from = addDays(filters.today, -2);
    const to = filters.today;
    const sales = await staffGet<PresentationSalesData>(
      context,
      baseUrl,
      `/monitors/PresentationSales/data?startDate=${from}&endDate=${to}&pageSize=500&lang=en`,
    );
    const total = sales.totalRows;
    expect(total).toBeGreaterThan(50);

    await page.goto(`${baseUrl}/kupa-live/presentation-sales?lang=en&from=${from}&to=${to}`);
    const table = page.getByTestId('presentation-sales-table');
    const rows = table.getByTestId('presentation-sales-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(25);
    await table.getByTestId('rows-per-page').selectOption('10');
    expect(await rows.count()).toBe(10);
    const totalText = total.toLocaleString('en-US');
    expect(await table.getByTestId('table-page-status').textContent()).toBe(`Rows 1–10 of ${totalText}`);
    await table.getByTestId('table-page-next').click();
    expect(await table.getByTestId('table-page-status').textContent()).toBe(`Rows 11–20 of ${totalText}`);
    await table.getByTestId('rows-per-page').selectOption('50');
    expect(await rows.count()).toBe(50);

    // Sorting: a figure column starts with the largest, and says so with aria-sort.
    await table.getByRole('button', { name: 'Sold', exact: true }).click();
    const soldHeader = table.locator('th', { has: page.getByRole('button', { name: 'Sold', exact: true }) });
    expect(await soldHeader.getAttribute('aria-sort')).toBe('descending');
    const sold = await table
      .locator('td[data-column="sold"]')
      .evaluateAll((els) => els.map((e) => Number((e.textContent ?? '').replace(/,/g, ''))));
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(sold[0]).toBe(Math.max(...sales.rows.map((r) => r.SoldQuantity)));

    // CSV: every row of the range (not only the page), a BOM, the headers in the page language, plain numbers.
    const [download] = await Promise.all([page.waitForEvent('download'), table.getByTestId('csv-export').click()]);
    expect(download.suggestedFilename()).toBe(`kupa-presentation-sales-${from}-${to}.csv`);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Date and time,Feature,Location,Hall,Capacity,Sold,Held,Occupancy %,Seat-taken ratio,Tickets,Products,Total revenue',
    );
    expect(lines.filter((l) => l !== '')).toHaveLength(total + 1);
    const sample = sales.rows[0];
    expect(sample).toBeDefined();
    if (sample) {
      const figures = `${sample.Capacity},${sample.SoldQuantity},${sample.HeldQuantity},${sample.TakenPercent},${sample.TakenRatio.toFixed(3)},${sample.TicketsTotal.toFixed(2)}`;
      expect(lines.some((l) => l.startsWith(`${sample.PresentationDateTime},`) && l.includes(figures))).toBe(true);
    }

    // The cinema monitor: attendance by date, hall and film, concessions, the top ten products and the channels.
    await page.getByTestId('staff-menu-cinemaMonitor').click();
    const monitor = await staffGet<CinemaMonitorResponse>(context, baseUrl, `/monitors/CinemaMonitor/data?date=${filters.today}&lang=en`);
    await page.getByTestId('cinema-top-products-table').waitFor();
    expect(await page.getByTestId('top-product-row').count()).toBe(Math.min(10, monitor.topProducts.length));
    expect(await page.getByTestId('cinema-days-table').locator('tbody tr').count()).toBe(monitor.days.length);
    await page.getByTestId('cinema-channels-table').waitFor();
    await page.getByTestId('top-products-chart').locator('canvas').waitFor();

    await page.getByTestId('staff-menu-locationTicketSales').click();
    const byLocation = await staffGet<LocationTicketSalesData>(context, baseUrl, `/locationTicketSales/data/${filters.today}/0?lang=en`);
    await page.getByTestId('location-sales-row').first().waitFor();
    expect(await page.getByTestId('location-sales-row').count()).toBe(Math.min(25, byLocation.rows.length));

    await page.getByTestId('staff-menu-featureTicketSales').click();
    await page.getByTestId('feature-sales-row').first().waitFor();
    await page.getByTestId('by-location-toggle').click();
    await page.locator('[data-testid="by-location-toggle"][aria-pressed="true"]').waitFor();
    const byFeature = await staffGet<FeatureTicketSalesData>(
      context,
      baseUrl,
      `/featureTicketSales/data/${filters.today}?isByLocation=true&lang=en`,
    );
    await page.getByTestId('feature-sales-table').getByRole('button', { name: 'Location', exact: true }).waitFor();
    await page.getByTestId('feature-sales-table').getByTestId('table-page-status').getByText(`of ${byFeature.rows.length}`).waitFor();

    await page.getByTestId('staff-menu-featureMonitor').click();
    await page.getByTestId('feature-link').first().click();
    await page.getByTestId('feature-overview').waitFor();
    await page.getByTestId('presentation-link').first().click();
    await page.getByTestId('presentation-detail').waitFor();
    await page.getByTestId('ticket-types-table').waitFor();

    // The reference-prompt agents (administrators): the options, then the Detail and TicketSales history views.
    await page.getByTestId('staff-menu-ticketReferencePromptAdmin').click();
    await page.getByTestId('agent-row').first().waitFor();
    await page.getByTestId('ref-view-detail').click();
    await page.getByTestId('detail-table').waitFor();
    // History defaults (spec 9): the last month up to today, presentation dates, one row per option.
    expect(await page.getByTestId('date-to').inputValue()).toBe(filters.today);
    expect(await page.getByTestId('history-date-type').inputValue()).toBe('2');
    expect(await page.getByTestId('history-detail-level').inputValue()).toBe('1');
    await page.getByTestId('ref-view-ticket-sales').click();
    await page.getByTestId('ticket-sale-row').first().waitFor();

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows an error with Retry when a monitor cannot fetch its data, and passes axe in English and Hebrew', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await loginContext(context, baseUrl, 'manager');
    const failing = '**/api/kupa-live/monitors/CinemaMonitor/data**';
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { error: 'GENERAL_ERROR', message: 'x' } }),
      }),
    );
    await page.goto(`${baseUrl}/kupa-live/cinema-monitor?lang=en`);
    const error = page.getByTestId('monitor-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('The figures could not be loaded.');
    await page.unroute(failing);
    await page.getByTestId('monitor-retry').click();
    await page.getByTestId('cinema-top-products-table').waitFor();
    expect(await page.getByTestId('monitor-error').count()).toBe(0);
    await page.getByTestId('cinema-days-chart').locator('canvas').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/kupa-live/cinema-monitor`);
    await page.getByTestId('cinema-top-products-table').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/kupa-live?lang=en`);
    await page.getByTestId('location-row').first().waitFor();
    await page.getByTestId('attendance-chart').locator('canvas').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('keeps wide tables readable on a tablet: they scroll in their own box with the first column in place', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'he-IL', viewport: { width: 820, height: 1180 } });
    await loginContext(context, baseUrl, 'manager');
    await page.goto(`${baseUrl}/kupa-live/cinema-monitor`);
    const table = page.getByTestId('cinema-channels-table');
    await table.locator('tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const scroll = table.locator('.data-table__scroll');
    expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await scroll.getAttribute('tabindex')).toBe('0');
    expect(
      await table
        .locator('tbody tr > :first-child')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('sticky');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('changes an agent option quantity at once and rolls it back when the server refuses', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await loginContext(context, baseUrl, 'manager');
    const before = await staffGet<ReferencePromptAdminResponse>(context, baseUrl, '/monitors/TicketReferencePromptAdmin/data?lang=en');
    const option = before.rows[0];
    expect(option).toBeDefined();
    if (!option) return;
    const raised = option.Quantity + 5;

    await page.goto(`${baseUrl}/kupa-live/reference-prompt-agents?lang=en`);
    const editor = page.locator(`[data-testid="quantity-editor"][data-option-id="${option.OptionId}"]`);
    const row = page.getByTestId('agent-row').filter({ has: editor });
    await editor.getByTestId('quantity-input').fill(String(raised));
    await editor.getByTestId('quantity-save').click();
    await editor.getByTestId('quantity-saved').waitFor();
    expect(await row.locator('td[data-column="remaining"]').textContent()).toBe(String(Math.max(0, raised - option.SoldQuantity)));
    const saved = await staffGet<ReferencePromptAdminResponse>(context, baseUrl, '/monitors/TicketReferencePromptAdmin/data?lang=en');
    expect(saved.rows.find((r) => r.OptionId === option.OptionId)?.Quantity).toBe(raised);

    // A refused edit: the new value shows at once, then the row goes back to what the server has.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const editCall = '**/api/kupa-live/editReferencePromptOptionQuantity/**';
    await page.route(editCall, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { error: 'GENERAL_ERROR', message: 'x' } }),
      });
    });
    await editor.getByTestId('quantity-input').fill(String(raised + 100));
    await editor.getByTestId('quantity-save').click();
    await row
      .locator('td[data-column="remaining"]')
      .getByText(String(Math.max(0, raised + 100 - option.SoldQuantity)), { exact: true })
      .waitFor();
    release();
    await editor.getByTestId('quantity-error').waitFor();
    expect(await editor.getByTestId('quantity-input').inputValue()).toBe(String(raised));
    await row
      .locator('td[data-column="remaining"]')
      .getByText(String(Math.max(0, raised - option.SoldQuantity)), { exact: true })
      .waitFor();
    await page.unroute(editCall);

    // Put the demo data back as it was.
    await editor.getByTestId('quantity-input').fill(String(option.Quantity));
    await editor.getByTestId('quantity-save').click();
    await editor.getByTestId('quantity-saved').waitFor();
    const after = await staffGet<ReferencePromptAdminResponse>(context, baseUrl, '/monitors/TicketReferencePromptAdmin/data?lang=en');
    expect(after.rows.find((r) => r.OptionId === option.OptionId)?.Quantity).toBe(option.Quantity);

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows the cinema operator only their own businesses; the API refuses them a theatre location', async () => {
    const managerContext = await newContext(browser);
    await loginContext(managerContext, baseUrl, 'manager');
    const all = await filterData(managerContext, baseUrl);
    await managerContext.close();

    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/kupa-live/login?lang=en`);
    await page.getByTestId('staff-login').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await submitLogin(page, DEMO_STAFF.cinema.username, DEMO_STAFF.cinema.password);
    await page.getByTestId('attendance-calendar').waitFor();

    const session = await staffGet<StaffSession>(context, baseUrl, '/session?lang=en');
    const foreignLocations = all.locations.filter((l) => !session.businessIds.includes(l.BusinessId));
    const foreignBusinesses = all.businesses.filter((b) => !session.businessIds.includes(b.BusinessId));
    expect(foreignLocations.length).toBeGreaterThan(0);
    const theatre = foreignLocations[0];
    if (!theatre) return;

    // The UI offers only the operator's businesses and locations.
    const businesses = (await page.getByTestId('staff-businesses').textContent()) ?? '';
    for (const b of foreignBusinesses) expect(businesses).not.toContain(b.Name);
    await page.getByTestId('location-row').first().waitFor();
    const shownLocations = await page.getByTestId('location-link').allTextContents();
    for (const l of foreignLocations) expect(shownLocations).not.toContain(l.Name);
    await page.getByTestId('staff-menu-cinemaMonitor').click();
    await page.getByTestId('cinema-monitor-page').getByTestId('location-select').waitFor();
    const options = await page.getByTestId('location-select').locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    for (const l of foreignLocations) expect(options).not.toContain(l.Name);
    expect(await page.getByTestId('staff-menu-ticketReferencePromptAdmin').count()).toBe(0);

    // A direct API call with the operator's cookie for a theatre location answers FORBIDDEN…
    const refused = await context.request.get(
      `${baseUrl}/api/kupa-live/attendanceByDateByLocationByVenue/${all.today}/${theatre.LocationId}?lang=en`,
    );
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { error: string } }).error.error).toBe('FORBIDDEN');
    // …and so does a hand-made dashboard address, which the page reports.
    await page.goto(`${baseUrl}/kupa-live?lang=en&date=${all.today}&location=${theatre.LocationId}&drillBy=venue`);
    const error = page.getByTestId('drill-panel').getByTestId('monitor-error');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe('FORBIDDEN');
    await page.goto(`${baseUrl}/kupa-live/reference-prompt-agents?lang=en`);
    await page.getByTestId('staff-not-allowed').waitFor();

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
