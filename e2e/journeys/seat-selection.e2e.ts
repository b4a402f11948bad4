import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, newPage, seriousAccessibilityViolations } from '../support/browser';
import {
  biggestHallShowtimes,
  freeSeatKey,
  openSeatPage,
  seat,
  seatState,
  unexpected,
  upcoming,
  type ApiPresentation,
} from './seat-journey-support';

const baseUrl = inject('baseUrl');

describe('seat selection in real Chromium', () => {
  let browser: Browser;
  let hall: ApiPresentation[];
  /**
   * Each test its own showtime of the biggest hall, so that tests never meet on a seat; the first few are left to
   * other journeys that may take "the first showtime of the biggest hall".
   */
  const FIRST_SLOT = 6;
  let next = FIRST_SLOT;
  const showtime = () => {
    const p = hall[next++];
    if (!p) throw new Error('not enough showtimes in the biggest hall');
    return p;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    hall = await biggestHallShowtimes(baseUrl);
    expect(hall.length).toBeGreaterThan(FIRST_SLOT + 11);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('picks and releases seats with the mouse in Hebrew; the page mirrors, the hall does not', async () => {
    const p = showtime();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}`, 'he');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByTestId('seat-map').locator('[dir="ltr"]').count()).toBe(1);
    // The screen is drawn above the seats, and seat labels run as the layout says (not mirrored).
    const screen = await page.locator('.plan__screen').boundingBox();
    const firstRow = await page.locator('[data-seat-key]').first().boundingBox();
    expect(screen && firstRow && screen.y < firstRow.y).toBe(true);

    const key = await freeSeatKey(page, 200);
    expect(await seat(page, key).getAttribute('aria-label')).toMatch(/^שורה \S+ כיסא \S+, .*פנוי$/);
    await seat(page, key).click();
    await seatState(page, key, 'selected');
    expect(await seat(page, key).getAttribute('aria-selected')).toBe('true');
    const summary = page.getByTestId('seat-summary');
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(1);
    expect(await summary.textContent()).toMatch(/נבחר מקום אחד/);
    expect(await page.getByTestId('price-level').textContent()).toContain('₪');
    await page.locator('[data-testid="seat-timer"][data-state="running"]').waitFor();
    expect(Number(await page.getByTestId('seat-timer').getAttribute('data-seconds-left'))).toBeGreaterThan(
      p.lockTimer.chooseSeatsInSeconds - 30,
    );

    // A second seat, then both released: one on the map, one from the summary.
    const second = await freeSeatKey(page, 260);
    await seat(page, second).click();
    await seatState(page, second, 'selected');
    await seat(page, key).click();
    await seatState(page, key, 'available');
    await page.locator(`[data-testid="selected-seat"][data-seat-key="${second}"] [data-testid="release-seat"]`).click();
    await seatState(page, second, 'available');
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(0);
    await page.locator('[data-testid="seat-timer"][data-state="idle"]').waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('draws the map from the answers given with the page, read as this buyer, with its chunks preloaded (issue 12)', async () => {
    const p = showtime();
    const reads: string[] = [];
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}?lang=en`, 'en', {
      beforeGoto: async (pg) => {
        pg.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/')) reads.push(new URL(r.url()).pathname);
        });
      },
    });
    // The presentation, layout, status, holds and ticket groups came with the HTML: none was asked for. (The status
    // is read again once the live seat stream is open, by design: no change between the two reads is lost.)
    expect(reads.filter((r) => /^\/api\/(presentations\/\d+(\/ticketGroups)?|seats\/(seatplanV2|holds))$/.test(r))).toEqual([]);
    expect(reads.filter((r) => r === '/api/seats/seats-statusV2').length).toBeLessThanOrEqual(1);
    expect(await page.locator('head link[rel="modulepreload"][href*="OrderPage-"]').count()).toBe(1);
    // The answers were read as this buyer: a seat held, then the page opened again, shows the hold.
    const key = await freeSeatKey(page, 120);
    await seat(page, key).click();
    await seatState(page, key, 'selected');
    await page.reload();
    await seatState(page, key, 'selected');
    await seat(page, key).click();
    await seatState(page, key, 'available');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('is one keyboard widget in English: Tab enters, arrows follow the drawing, Enter and Space choose, + zooms', async () => {
    const p = showtime();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}?lang=en`, 'en');
    const map = page.getByTestId('seat-map-svg');
    await page.getByTestId('zoom-reset').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('seat-map-svg');
    expect(await map.getAttribute('role')).toBe('listbox');
    const activeKey = async () => {
      const id = await map.getAttribute('aria-activedescendant');
      return id ? page.evaluate((i) => document.getElementById(i)?.getAttribute('data-seat-key') ?? null, id) : null;
    };
    const start = await activeKey();
    expect(start).not.toBeNull();
    const box = async (k: string | null) => (await seat(page, k ?? '').boundingBox()) ?? { x: NaN, y: NaN, width: 0, height: 0 };

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const before = await activeKey();
    await page.keyboard.press('ArrowRight');
    const after = await activeKey();
    expect(after).not.toBe(before);
    expect((await box(after)).x).toBeGreaterThan((await box(before)).x);
    expect(Math.abs((await box(after)).y - (await box(before)).y)).toBeLessThan((await box(before)).height);
    await page.keyboard.press('ArrowLeft');
    expect(await activeKey()).toBe(before);

    // Home and End: the row's ends as drawn.
    await page.keyboard.press('End');
    const end = await activeKey();
    await page.keyboard.press('Home');
    const home = await activeKey();
    expect((await box(home)).x).toBeLessThan((await box(end)).x);

    // Find a free seat by moving right, then choose it with Enter and release it with Space.
    let key = (await activeKey()) ?? '';
    for (let i = 0; i < 40 && (await seat(page, key).getAttribute('data-state')) !== 'available'; i++) {
      await page.keyboard.press('ArrowRight');
      key = (await activeKey()) ?? '';
    }
    const label = (await seat(page, key).getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Row \S+ seat \S+, (.+, )?available$/);
    await page.keyboard.press('Enter');
    await seatState(page, key, 'selected');
    expect(await seat(page, key).getAttribute('aria-label')).toMatch(/, selected$/);
    await expect.poll(() => page.getByTestId('seat-announcer').textContent()).toMatch(/chosen/);
    await page.keyboard.press(' ');
    await seatState(page, key, 'available');

    // + and - zoom about the active seat; the zoom buttons too.
    const scale = async () =>
      Number(/scale\(([\d.]+)\)/.exec((await map.evaluate((el) => (el as SVGSVGElement).style.transform)) ?? '')?.[1]);
    const fit = await scale();
    await page.keyboard.press('+');
    await expect.poll(scale).toBeGreaterThan(fit * 1.4);
    await page.keyboard.press('-');
    await expect.poll(scale).toBeLessThan(fit * 1.1);
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('zoom-in').click();
    await expect.poll(scale).toBeGreaterThan(fit * 2);
    await page.getByTestId('zoom-reset').click();
    await expect.poll(scale).toBeCloseTo(fit, 3);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("shows another buyer's hold live, by the event stream, and its release", async () => {
    const p = showtime();
    const url = `${baseUrl}/order/${p.id}?lang=en`;
    const a = await openSeatPage(browser, url, 'en');
    const b = await openSeatPage(browser, url, 'en');
    // Two contexts are two buyers: different uuid cookies.
    const uuidOf = async (page: typeof a.page) => (await page.context().cookies()).find((c) => c.name === 'uuid')?.value;
    expect(await uuidOf(a.page)).not.toBe(await uuidOf(b.page));
    await a.page.getByTestId('seat-live-status').waitFor({ state: 'detached' });

    const key = await freeSeatKey(b.page, 120);
    // "Live" means pushed by the seat events, not read again: from B's click on, A's page asks for no seat status.
    // (The delay is logged, not asserted: on a loaded machine it says more about the machine than about Kupa.)
    const statusReads: string[] = [];
    a.page.on('request', (r) => {
      if (r.url().includes('/api/seats/seats-status')) statusReads.push(r.url());
    });
    await seat(b.page, key).click();
    await seatState(b.page, key, 'selected');
    const started = Date.now();
    await seatState(a.page, key, 'taken');
    console.log(`another buyer's hold shown after ${Date.now() - started} ms`);
    expect(await seat(a.page, key).getAttribute('aria-disabled')).toBe('true');

    await seat(b.page, key).click();
    await seatState(b.page, key, 'available');
    await seatState(a.page, key, 'available');
    expect(statusReads).toEqual([]);
    expect(unexpected(a.problems)).toEqual([]);
    expect(unexpected(b.problems)).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('asks before holding a wheelchair space, in Hebrew', async () => {
    // The demo's sales depend on the day it was made, so a showtime may have no wheelchair space left: take the
    // latest showtimes (the fewest sold), each at most once, until one has a free one.
    let opened: Awaited<ReturnType<typeof openSeatPage>> | null = null;
    let key: string | null = null;
    for (let tries = 0; tries < 5 && !key; tries++) {
      const p = hall.pop();
      if (!p || hall.length < next) throw new Error('not enough showtimes in the biggest hall');
      opened = await openSeatPage(browser, `${baseUrl}/order/${p.id}`, 'he');
      key = await freeSeatKey(opened.page, 0, 'accessible').catch(() => null);
      if (!key) await opened.context.close();
    }
    if (!opened || !key) throw new Error('no showtime of the biggest hall has a free wheelchair space');
    const { page, context, problems } = opened;
    await seat(page, key).click();
    const dialog = page.getByTestId('seat-confirm-dialog');
    await dialog.locator('[data-kind="accessible"]').waitFor();
    expect(await dialog.textContent()).toContain('כיסא גלגלים');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('seat-confirm-cancel').click();
    await dialog.locator('[data-kind]').waitFor({ state: 'detached' });
    expect(await seat(page, key).getAttribute('data-state')).toBe('available');

    await seat(page, key).click();
    await page.getByTestId('seat-confirm-accept').click();
    await seatState(page, key, 'selected');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lets the timer expire, extends once, then refreshes when it expires again', async () => {
    const p = showtime();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}?lang=en`, 'en', {
      // The page's clock only: the server keeps real time, so fast-forwarding the page plays a buyer who waited.
      beforeGoto: (pg) => pg.clock.install(),
    });
    const key = await freeSeatKey(page, 150);
    await seat(page, key).click();
    await seatState(page, key, 'selected');
    const dialog = page.getByTestId('timer-expired-dialog');
    expect(await dialog.isVisible()).toBe(false);

    await page.clock.fastForward((p.lockTimer.chooseSeatsInSeconds + 2) * 1000);
    await page.getByTestId('timer-extend').waitFor();
    expect(await dialog.getAttribute('role')).toBe('alertdialog');
    expect(await dialog.textContent()).toContain('Your time to hold these seats is up');
    await page.getByTestId('timer-extend').click();
    await page.getByTestId('timer-extend').waitFor({ state: 'detached' });
    await seatState(page, key, 'selected');
    // Counted on the server's clock: a full step again, although the page's clock jumped ahead.
    await expect
      .poll(async () => Number(await page.getByTestId('seat-timer').getAttribute('data-seconds-left')))
      .toBeGreaterThan(p.lockTimer.chooseSeatsInSeconds - 30);

    await page.clock.fastForward((p.lockTimer.chooseSeatsInSeconds + 2) * 1000);
    await page.getByTestId('timer-refresh').waitFor();
    expect(await page.getByTestId('timer-extend').count()).toBe(0);
    expect(await page.getByTestId('timer-extend-used').count()).toBe(1);
    await page.getByTestId('timer-refresh').click();
    await page.getByTestId('timer-refresh').waitFor({ state: 'detached' });
    await seatState(page, key, 'available');
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('picks seats from the list instead of the map, and the map agrees', async () => {
    const p = showtime();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}?lang=en`, 'en');
    await page.getByTestId('seat-view-list').click();
    await page.getByTestId('seat-list').waitFor();
    expect(await page.getByTestId('seat-map').count()).toBe(0);
    const select = page.getByTestId('seat-list-row');
    const rows = await select.locator('option').count();
    expect(rows).toBeGreaterThan(10);
    await select.selectOption({ index: 5 });
    const button = page.locator('[data-testid="seat-list-seat"][data-state="available"]').first();
    const key = (await button.getAttribute('data-seat-key')) ?? '';
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await page.locator(`[data-testid="seat-list-seat"][data-seat-key="${key}"][aria-pressed="true"]:not([aria-busy])`).waitFor();
    await page.getByTestId('seat-view-map').click();
    await seatState(page, key, 'selected');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('finds the best seats for a party and continues to the tickets step', async () => {
    const p = showtime();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}?lang=en`, 'en');
    await page.getByTestId('best-quantity').selectOption('3');
    await page.getByTestId('best-submit').click();
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(3);
    for (const key of await page.getByTestId('selected-seat').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat-key') ?? ''))) {
      await seatState(page, key, 'selected');
    }
    await page.getByTestId('continue-button').click();
    await page.locator('[data-testid="checkout-step-heading"][data-step="tickets"]').waitFor();
    expect(await page.locator('[aria-current="step"]').getAttribute('data-step')).toBe('chooseTickets');
    // The server moved the holds to the tickets step.
    const uuid = (await context.cookies()).find((c) => c.name === 'uuid')?.value ?? '';
    const holds = (await (await fetch(`${baseUrl}/api/seats/holds?presentationId=${p.id}`, { headers: { uuid } })).json()) as {
      step: string;
      seats: unknown[];
    };
    expect(holds).toMatchObject({ step: 'chooseTickets' });
    expect(holds.seats).toHaveLength(3);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('checkout-back').click();
    await page.getByTestId('seat-map').waitFor();
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(3);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('says why a hold failed, translated, and deselects the seat', async () => {
    const p = showtime();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}?lang=en`, 'en');
    await page.getByTestId('best-quantity').selectOption(String(p.maxSeatsPerTransaction));
    await page.getByTestId('best-submit').click();
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(p.maxSeatsPerTransaction);
    const key = await freeSeatKey(page, 5);
    await seat(page, key).click();
    await page.getByTestId('seat-error').waitFor();
    expect(await page.getByTestId('seat-error').getAttribute('data-code')).toBe('MAX_SEATS_EXCEEDED');
    expect(await page.getByTestId('seat-error').textContent()).toContain(`You cannot select more than ${p.maxSeatsPerTransaction} seats`);
    await seatState(page, key, 'available');
    expect(problems.filter((x) => !/status of 422/.test(x))).toEqual([]);
    await context.close();
  });

  it('fits a phone: no sideways scrolling, pinch zooms and two fingers pan, a tap chooses', async () => {
    const p = showtime();
    const context = await newContext(browser, {
      locale: 'he-IL',
      timezoneId: 'Asia/Jerusalem',
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/order/${p.id}`);
    await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const map = page.getByTestId('seat-map-svg');
    const transform = async () => (await map.evaluate((el) => (el as SVGSVGElement).style.transform)) ?? '';
    const scaleOf = (t: string) => Number(/scale\(([\d.]+)\)/.exec(t)?.[1]);
    const fit = scaleOf(await transform());
    const viewport = page.getByTestId('seat-map').locator('.seat-map__viewport');
    await viewport.scrollIntoViewIfNeeded();
    const box = await viewport.boundingBox();
    if (!box) throw new Error('no map');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // Two fingers through the DevTools protocol: Chromium turns them into pointer events, as on a phone.
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number, shift = 0) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread + shift, y: cy, id: 1 },
                { x: cx + spread + shift, y: cy, id: 2 },
              ],
      });
    await touch('touchStart', 20);
    for (let spread = 25; spread <= 110; spread += 5) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect.poll(async () => scaleOf(await transform())).toBeGreaterThan(fit * 2);
    const zoomed = await transform();
    await touch('touchStart', 60);
    for (let shift = 0; shift <= 80; shift += 10) await touch('touchMove', 60, shift);
    await touch('touchEnd', 0);
    await expect.poll(transform).not.toBe(zoomed);
    expect(scaleOf(await transform())).toBeCloseTo(scaleOf(zoomed), 1);

    // A free seat the zoomed map shows, tapped with one finger.
    const target = await page.evaluate((b) => {
      for (const el of Array.from(document.querySelectorAll('[data-testid="seat-map-svg"] .seat--regular[data-state="available"]'))) {
        const r = el.getBoundingClientRect();
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        const plain = (el.getAttribute('aria-label') ?? '').split(', ').length === 2;
        if (
          plain &&
          x > b.x + 20 &&
          x < b.x + b.width - 20 &&
          y > b.y + 20 &&
          y < b.y + b.height - 20 &&
          document.elementFromPoint(x, y) === el
        ) {
          return { key: el.getAttribute('data-seat-key') ?? '', x, y };
        }
      }
      return null;
    }, box);
    if (!target) throw new Error('no free seat in view');
    const key = target.key;
    // Chromium's gesture detection makes no click of a tap that follows a two-finger gesture within a few hundred
    // milliseconds (pointer events arrive, the click does not). So the tap is repeated while the seat still shows as
    // free and idle: a tap that clicks marks it busy or selected at once (React flushes a click's update before the
    // tap returns), so a seat is never tapped twice into release.
    const tapped = seat(page, key);
    await expect
      .poll(async () => {
        const [state, busy] = await Promise.all([tapped.getAttribute('data-state'), tapped.getAttribute('aria-busy')]);
        if (state === 'available' && busy === null) await page.touchscreen.tap(target.x, target.y);
        return tapped.getAttribute('data-state');
      })
      .toBe('selected');
    await seatState(page, key, 'selected');
    await context.close();
  });

  it('passes an axe check of the seat page in Hebrew and in English', async () => {
    const p = showtime();
    for (const [query, locale] of [
      ['', 'he'],
      ['?lang=en', 'en'],
    ] as const) {
      const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p.id}${query}`, locale);
      const key = await freeSeatKey(page, 30 + (locale === 'en' ? 5 : 0));
      await seat(page, key).click();
      await seatState(page, key, 'selected');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await seat(page, key).click();
      await seatState(page, key, 'available');
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });
});

describe('seat selection beyond the biggest hall', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes both halves of a sofa together', async () => {
    const list = await upcoming(baseUrl);
    const sofas = list.filter((p) => p.isReserved === 1 && /VIP/.test(p.venueName));
    const p = sofas[1] ?? sofas[0];
    expect(p).toBeDefined();
    const { page, context, problems } = await openSeatPage(browser, `${baseUrl}/order/${p?.id}?lang=en`, 'en');
    const half = page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"][aria-label*="sofa"]').nth(4);
    const key = (await half.getAttribute('data-seat-key')) ?? '';
    await half.click();
    await seatState(page, key, 'selected');
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(2);
    const [section, x, y] = key.split('_').map(Number) as [number, number, number];
    const partner =
      (await seat(page, `${section}_${x + 1}_${y}`).getAttribute('data-state')) === 'selected'
        ? `${section}_${x + 1}_${y}`
        : `${section}_${x - 1}_${y}`;
    await seatState(page, partner, 'selected');
    await seat(page, partner).click();
    await seatState(page, key, 'available');
    await seatState(page, partner, 'available');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lets the server pick general-admission places by quantity', async () => {
    const list = await upcoming(baseUrl);
    const ga = list.filter((p) => p.isReserved === 0);
    const p = ga[1] ?? ga[0];
    expect(p).toBeDefined();
    // Third-party clients read a seatplanId as "draw a seat map": general admission has none.
    expect(p?.seatplanId).toBeNull();
    const { page, context, problems } = await newPage(browser, { locale: 'he-IL' });
    await page.goto(`${baseUrl}/order/${p?.id}`);
    await page.getByTestId('ga-picker').waitFor();
    expect(await page.getByTestId('seat-map').count()).toBe(0);
    await page.getByTestId('ga-add').click();
    await page.locator('[data-testid="ga-count"][data-count="1"]').waitFor();
    await page.getByTestId('ga-add').click();
    await page.locator('[data-testid="ga-count"][data-count="2"]').waitFor();
    await expect.poll(() => page.getByTestId('selected-seat').count()).toBe(2);
    // Places are the server's pick: numbered, never "row 3, seat 5".
    const summary = await page.getByTestId('seat-summary').textContent();
    expect(summary).toContain('ישיבה חופשית, מקום 2');
    expect(summary).not.toMatch(/שורה|כיסא/);
    await page.getByTestId('ga-remove').click();
    await page.locator('[data-testid="ga-count"][data-count="1"]').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
