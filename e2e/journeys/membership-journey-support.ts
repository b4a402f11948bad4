import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { fillCustomerInfo, payByCard } from './checkout-journey-support';
import { seat, seatState } from './seat-journey-support';

const baseUrl = inject('baseUrl');
const APPROVED_CARD = '4580000000000000';

/**
 * The "choose seats" step of a membership with seats: free regular seats side by side, one per member, held in
 * every event of the membership; Continue then opens the membership order's checkout.
 */
export async function chooseMembershipSeats(page: Page, count: number): Promise<string[]> {
  const keys = await holdMemberSeats(page, count, 0);
  await chooseEventsIfAsked(page, count);
  return keys;
}

/**
 * Spec 2 enrolment: when the membership has choice events, the journey chooses the first ones it may (as many as
 * asked) and the seats of each, one per member. Answers the chosen events with their seat keys.
 */
export async function chooseEventsIfAsked(page: Page, count: number): Promise<Array<{ eventId: number; keys: string[] }>> {
  await page.waitForFunction(
    () => location.pathname.includes('/checkout/') || document.querySelector('[data-testid="membership-choice-step"]') !== null,
  );
  if (!page.url().includes('/membership/')) return [];
  const events = await chooseEvents(page);
  await page.getByTestId('choice-events-continue').click();
  const chosen: Array<{ eventId: number; keys: string[] }> = [];
  for (const eventId of events) chosen.push({ eventId, keys: await holdMemberSeats(page, count, eventId) });
  return chosen;
}

/** Ticks choice events until the step's Continue is ready; answers their ids in the order chosen. */
export async function chooseEvents(page: Page): Promise<number[]> {
  await page.getByTestId('membership-choice-step').waitFor();
  const chosen: number[] = [];
  for (const box of await page.locator('[data-testid="choice-event"] input[type="checkbox"]').all()) {
    if ((await page.getByTestId('choice-events-continue').getAttribute('aria-disabled')) === 'false') break;
    await box.check();
    chosen.push(Number(await box.getAttribute('data-presentation-id')));
  }
  return chosen;
}

/** Holds `count` member seats on the seat step of the fixed seats (event 0) or of a choice event, then continues. */
export async function holdMemberSeats(page: Page, count: number, eventId: number): Promise<string[]> {
  await page.locator(`[data-testid="membership-seat-step"][data-event-id="${String(eventId)}"]`).waitFor();
  await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').first().waitFor();
  // The plan shows the seats free in all the events; a seat rule of one event (no single empty seat left beside
  // taken ones) may still refuse one: then the journey releases what it took and tries other seats.
  for (let attempt = 0; attempt < 5; attempt++) {
    const keys = await freeMemberSeats(page, count);
    const held: string[] = [];
    for (const key of keys) {
      if (!(await chooseSeat(page, key))) break;
      held.push(key);
    }
    if (held.length === keys.length) {
      await page.locator('[data-testid="membership-seats-continue"][aria-disabled="false"]').click();
      return keys;
    }
    for (const key of held) {
      await seat(page, key).click();
      await seatState(page, key, 'available');
    }
  }
  throw new Error(`the membership's seat rules refused ${count} seats five times`);
}

/** Chooses one seat: true once it is held, false when the server refused it (the refusal is dismissed). */
async function chooseSeat(page: Page, key: string): Promise<boolean> {
  await seat(page, key).click();
  const selected = page.locator(`[data-testid="seat-map-svg"] [data-seat-key="${key}"][data-state="selected"]:not([aria-busy])`);
  const refused = page.getByTestId('seat-error');
  await selected.or(refused).first().waitFor();
  if (await selected.isVisible()) return true;
  await refused.getByRole('button').click();
  return false;
}

/** The customer step of the membership order: the ticket order's details, and the address when the form asks for it. */
export async function fillItemCustomerInfo(page: Page): Promise<void> {
  await fillCustomerInfo(page, 'he');
  const extra = { 'customer-address1': 'הרצל 1', 'customer-city': 'תל אביב', 'customer-postalCode': '6100001' };
  for (const [testId, value] of Object.entries(extra))
    if ((await page.getByTestId(testId).count()) > 0) await page.getByTestId(testId).fill(value);
}

/** Pays with a new approved card (the persona's saved card is offered first). */
export async function payByNewCard(page: Page): Promise<void> {
  if ((await page.getByTestId('payment-method-new').count()) > 0) await page.getByTestId('payment-method-new').check();
  await payByCard(page, APPROVED_CARD);
}

/**
 * `count` free plain seats side by side that the seat rules allow (a run of exactly `count`, or leaving at least two
 * free beside it), chosen at random among them so that journeys buying the same series rarely reach for one seat.
 * Plain: a regular seat whose name says nothing more than its place (the section, when the plan has several).
 */
async function freeMemberSeats(page: Page, count: number): Promise<string[]> {
  const free = await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').evaluateAll((els) =>
    els.map((e) => ({
      key: e.getAttribute('data-seat-key') ?? '',
      regular: e.classList.contains('seat--regular'),
      parts: (e.getAttribute('aria-label') ?? '').split(', ').length,
    })),
  );
  const plainParts = Math.min(...free.map((s) => s.parts));
  const rows = new Map<string, Array<{ x: number; key: string; plain: boolean }>>();
  for (const s of free) {
    const [section, x, y] = s.key.split('_');
    const row = `${section}_${y}`;
    rows.set(row, [...(rows.get(row) ?? []), { x: Number(x), key: s.key, plain: s.regular && s.parts === plainParts }]);
  }
  const choices: string[][] = [];
  for (const seats of rows.values()) {
    seats.sort((a, b) => a.x - b.x);
    for (let start = 0; start < seats.length;) {
      let end = start;
      while (end + 1 < seats.length && seats[end + 1]?.x === (seats[end]?.x ?? 0) + 1) end++;
      const run = seats.slice(start, end + 1);
      const window = run.slice(0, count);
      if ((run.length === count || run.length >= count + 2) && window.every((s) => s.plain)) choices.push(window.map((s) => s.key));
      start = end + 1;
    }
  }
  const chosen = choices[Math.floor(Math.random() * choices.length)];
  if (!chosen) throw new Error(`no ${count} neighbouring free plain seats on the membership's plan`);
  return chosen;
}

/** The login dialog that is open. */
const openLoginDialog = (page: Page) => page.locator('[data-testid="login-dialog"][open]');

/** The login dialog: the mobile number, then the code the SMS carried (read from the sandbox outbox). */
export async function logIn(page: Page, mobile: string): Promise<void> {
  const sentAfter = new Date(Date.now() - 5000).toISOString();
  await openLoginDialog(page).waitFor();
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code-sent').waitFor();
  await page.getByTestId('login-code').fill(await loginCode(mobile, sentAfter));
  await page.getByTestId('login-submit').click();
  await openLoginDialog(page).waitFor({ state: 'detached' });
}

async function loginCode(mobile: string, after: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl}/api/sandbox/outbox?recipient=${mobile}`);
      const { messages } = (await res.json()) as { messages: { body: string; created_at: string }[] };
      const latest = messages.find((m) => m.created_at >= after && /\b\d{6}\b/.test(m.body));
      code = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
      return code;
    })
    .toBeDefined();
  return code ?? '';
}
