import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from '../support/browser';

// Shared by the seat selection journeys (not a test file itself). All journeys share one server and one demo
// database, so every test takes its own presentation: a slot in the list of the biggest hall's showtimes.

export interface ApiPresentation {
  id: number;
  venueId: number;
  venueName: string;
  seatplanId: number | null;
  isReserved: 0 | 1;
  isVod: boolean;
  startsAt: string;
  maxSeatsPerTransaction: number;
  lockTimer: { chooseSeatsInSeconds: number };
  ticketingState: 'open' | 'not-started' | 'ended';
  isOffline: boolean;
}

/** 4xx answers the tests provoke on purpose are logged by Chromium as console errors; they are expected there. */
export const EXPECTED_REFUSAL = /status of (409|410|422)/;

export async function upcoming(baseUrl: string): Promise<ApiPresentation[]> {
  const res = await fetch(`${baseUrl}/api/presentations/?lang=en`);
  const list = ((await res.json()) as { presentations: ApiPresentation[] }).presentations;
  // Leave out showtimes about to start: their sale may close while a test runs.
  const soon = Date.now() + 2 * 3600 * 1000;
  return (
    list
      // Only showtimes the web can book now (not at the offline branch, not before their sale opens); general
      // admission answers seatplanId null (api-compat) yet has places to pick.
      .filter(
        (p) =>
          !p.isVod &&
          (p.seatplanId !== null || p.isReserved === 0) &&
          Date.parse(p.startsAt) > soon &&
          p.ticketingState === 'open' &&
          !p.isOffline,
      )
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id)
  );
}

async function seatCount(baseUrl: string, venueId: number, seatplanId: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/seats/seatplanV2?venueId=${venueId}&seatplanId=${seatplanId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const plan = (await res.json()) as { S: Record<string, { G: Record<string, { R: Record<string, { S: Record<string, unknown> }> }> }> };
  let n = 0;
  for (const s of Object.values(plan.S))
    for (const g of Object.values(s.G)) for (const r of Object.values(g.R)) n += Object.keys(r.S).length;
  return n;
}

/** The reserved showtimes of the hall with the most seats, earliest first. */
export async function biggestHallShowtimes(baseUrl: string): Promise<ApiPresentation[]> {
  const list = (await upcoming(baseUrl)).filter((p) => p.isReserved === 1);
  const plans = [...new Map(list.map((p) => [`${p.venueId}:${p.seatplanId}`, p])).values()];
  let best: { key: string; seats: number } | null = null;
  for (const p of plans) {
    const seats = await seatCount(baseUrl, p.venueId, p.seatplanId ?? 0);
    if (!best || seats > best.seats) best = { key: `${p.venueId}:${p.seatplanId}`, seats };
  }
  return list.filter((p) => `${p.venueId}:${p.seatplanId}` === best?.key);
}

export async function openSeatPage(
  browser: Browser,
  url: string,
  locale: 'he' | 'en',
  options: { beforeGoto?: (page: Page) => Promise<void> } = {},
) {
  const opened = await newPage(browser, { locale: locale === 'he' ? 'he-IL' : 'en-US' });
  await options.beforeGoto?.(opened.page);
  await opened.page.goto(url);
  // Seats are drawn taken until the first status read says which are free: wait for that read, not only the drawing.
  await opened.page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').first().waitFor();
  return opened;
}

/** A seat of the map by its seats-statusV2 key. */
export function seat(page: Page, key: string): Locator {
  return page.locator(`[data-testid="seat-map-svg"] [data-seat-key="${key}"]`);
}

/**
 * The key of the n-th seat of the map that is free and of the given kind (regular, premium, accessible). Regular
 * seats are plain ones: no limited view or other quality in their name ("Row 5 seat 12, available"), so no
 * confirmation is asked.
 */
export async function freeSeatKey(page: Page, n = 0, kind: 'regular' | 'premium' | 'accessible' = 'regular'): Promise<string> {
  const keys = await page
    .locator(`[data-testid="seat-map-svg"] .seat--${kind}[data-state="available"]`)
    .evaluateAll(
      (els, plain) =>
        els
          .filter((e) => !plain || (e.getAttribute('aria-label') ?? '').split(', ').length === 2)
          .map((e) => e.getAttribute('data-seat-key') ?? ''),
      kind === 'regular',
    );
  const key = keys[n];
  if (!key) throw new Error(`no free ${kind} seat number ${n}`);
  return key;
}

/**
 * The key of a free seat that the seat rules accept on its own whatever the other buyers hold (spec 5: no single
 * empty seat left beside it, no other party right beside it): on each side the row ends, or the next two seats are
 * free. The last such seat of the map, as drawn. A membership's seat is one seat in each of its events, whose
 * occupancies differ from day to day in the demo, so a seat merely free can be refused there.
 */
export async function roomySeatKey(page: Page): Promise<string> {
  await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').first().waitFor();
  const seats = await page
    .locator('[data-testid="seat-map-svg"] [data-seat-key]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-seat-key') ?? '', e.getAttribute('data-state') ?? ''] as const));
  const state = new Map(seats);
  const at = (key: string, dx: number) => {
    const [section, x, y] = key.split('_');
    return `${section}_${Number(x) + dx}_${y}`;
  };
  const side = (key: string, d: number) =>
    !state.has(at(key, d)) || (state.get(at(key, d)) === 'available' && state.get(at(key, 2 * d)) === 'available');
  const key = seats
    .map(([k]) => k)
    .reverse()
    .find((k) => state.get(k) === 'available' && side(k, 1) && side(k, -1));
  if (!key) throw new Error('no free seat with room on both sides');
  return key;
}

/** Waits until a seat shows a state, with no hold or release on its way (the context's wait ceiling, no own timeout). */
export async function seatState(page: Page, key: string, state: 'available' | 'taken' | 'selected'): Promise<void> {
  await page.locator(`[data-testid="seat-map-svg"] [data-seat-key="${key}"][data-state="${state}"]:not([aria-busy])`).waitFor();
}

/** Page problems except the refusals a test provoked. */
export function unexpected(problems: string[]): string[] {
  return problems.filter((p) => !EXPECTED_REFUSAL.test(p));
}
