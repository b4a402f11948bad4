import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { expectAccessible } from './checkout-journey-support';
import {
  chooseEvents,
  chooseEventsIfAsked,
  fillItemCustomerInfo,
  holdMemberSeats,
  logIn,
  payByNewCard,
} from './membership-journey-support';
import { roomySeatKey, seat, seatState, unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');
/** The theatre's series: a membership whose events (the demo's main-stage plays) each keep the member's seat. */
const SERIES = 'SERIES';
/** The theatre's persona (README). */
const THEATRE_MOBILE = '0583334455';

/**
 * Whether another buyer (no uuid of this browser) sees the seat free in all the series' fixed events, or with
 * `eventId` in that choice event.
 */
async function freeForOthers(key: string, eventId?: number): Promise<boolean> {
  const { membership } = (await (await fetch(`${baseUrl}/api/memberships/${SERIES}`)).json()) as { membership: { MembershipId: number } };
  const plan = await fetch(
    eventId
      ? `${baseUrl}/api/enroll/${membership.MembershipId}/seatplan?presentationId=${eventId}`
      : `${baseUrl}/api/membership/seatplan?membershipId=${membership.MembershipId}`,
  );
  const { seats } = (await plan.json()) as { seats: Record<string, number> };
  return key in seats;
}

describe('memberships with seats: choose the membership, its seats, pay, and see the confirmation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the seat step without accessibility violations, in Hebrew and English; a seat is held, and released on going back', async () => {
    for (const locale of ['he', 'en'] as const) {
      const { context, page, problems } = await newPage(browser, { locale: locale === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${baseUrl}/membership/${SERIES}${locale === 'en' ? '?lang=en' : ''}`);
      await page.locator('[data-testid="membership-price"] [data-testid$="-plus"]').first().click();
      await page.getByTestId('membership-continue').click();
      await page.getByTestId('membership-seat-step').waitFor();
      const key = await roomySeatKey(page);
      await expectAccessible(page);
      // Continue waits for one seat per member.
      expect(await page.getByTestId('membership-seats-continue').getAttribute('aria-disabled')).toBe('true');
      await seat(page, key ?? '').click();
      await seatState(page, key ?? '', 'selected');
      expect(await freeForOthers(key ?? '')).toBe(false);
      expect(await page.getByTestId('membership-seats-continue').getAttribute('aria-disabled')).toBe('false');
      await expectAccessible(page);
      // Back to the quantities releases the seat: choosing seats again finds it free.
      await page.getByTestId('membership-seats-back').click();
      await page.getByTestId('membership-continue').click();
      await page.getByTestId('membership-seat-step').waitFor();
      await seatState(page, key ?? '', 'available');
      expect(await freeForOthers(key ?? '')).toBe(true);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('in Hebrew: a held seat starts the step timer, and after a page reload it comes back chosen with its timer', async () => {
    const { context, page, problems } = await newPage(browser);
    const toSeats = async () => {
      await page.locator('[data-testid="membership-price"] [data-testid$="-plus"]').first().click();
      await page.getByTestId('membership-continue').click();
      await page.getByTestId('membership-seat-step').waitFor();
      await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').first().waitFor();
    };
    await page.goto(`${baseUrl}/membership/${SERIES}`);
    await toSeats();
    expect(await page.getByTestId('seat-timer').getAttribute('data-state')).toBe('idle');
    const key = await roomySeatKey(page);
    await seat(page, key ?? '').click();
    await seatState(page, key ?? '', 'selected');
    await page.locator('[data-testid="seat-timer"][data-state="running"]').waitFor();
    const before = Number(await page.getByTestId('seat-timer').getAttribute('data-seconds-left'));
    expect(before).toBeGreaterThan(60);

    await page.reload();
    await toSeats();
    // The hold is this browser's: the seat is chosen again, Continue is ready, the timer goes on from where it was.
    await seatState(page, key ?? '', 'selected');
    await page.locator('[data-testid="seat-timer"][data-state="running"]').waitFor();
    // Seconds left are rounded from the server's expiry and this browser's clock: one second either way is rounding.
    expect(Number(await page.getByTestId('seat-timer').getAttribute('data-seconds-left'))).toBeLessThanOrEqual(before + 1);
    expect(await page.getByTestId('membership-seats-continue').getAttribute('aria-disabled')).toBe('false');
    expect(await freeForOthers(key ?? '')).toBe(false);
    await expectAccessible(page);
    // Going back releases it.
    await page.getByTestId('membership-seats-back').click();
    await page.getByTestId('membership-continue').waitFor();
    await expect.poll(() => freeForOthers(key ?? '')).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("the choice events step and a choice event's seat step have no accessibility violations, in Hebrew and English", async () => {
    for (const locale of ['he', 'en'] as const) {
      const { context, page, problems } = await newPage(browser, { locale: locale === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${baseUrl}/membership/${SERIES}${locale === 'en' ? '?lang=en' : ''}`);
      await page.locator('[data-testid="membership-price"] [data-testid$="-plus"]').first().click();
      await page.getByTestId('membership-continue').click();
      await page.getByTestId('membership-seat-step').waitFor();
      await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').first().waitFor();
      const fixed = await roomySeatKey(page);
      await seat(page, fixed ?? '').click();
      await seatState(page, fixed ?? '', 'selected');
      await page.locator('[data-testid="membership-seats-continue"][aria-disabled="false"]').click();
      await page.getByTestId('membership-choice-step').waitFor();
      expect(await page.getByTestId('choice-events-continue').getAttribute('aria-disabled')).toBe('true');
      await expectAccessible(page);
      const [eventId] = await chooseEvents(page);
      await expectAccessible(page);
      await page.getByTestId('choice-events-continue').click();
      await page.locator(`[data-testid="membership-seat-step"][data-event-id="${String(eventId)}"]`).waitFor();
      const key = await roomySeatKey(page);
      await seat(page, key ?? '').click();
      await seatState(page, key ?? '', 'selected');
      expect(await freeForOthers(key ?? '', eventId)).toBe(false);
      await expectAccessible(page);
      // Back releases the event's seat; back again, then back from the fixed seats releases that one too.
      await page.getByTestId('membership-seats-back').click();
      await page.getByTestId('membership-choice-step').waitFor();
      await expect.poll(() => freeForOthers(key ?? '', eventId)).toBe(true);
      await page.getByTestId('choice-events-back').click();
      await page.locator('[data-testid="membership-seat-step"][data-event-id="0"]').waitFor();
      await seatState(page, fixed ?? '', 'selected');
      await page.getByTestId('membership-seats-back').click();
      await expect.poll(() => freeForOthers(fixed ?? '')).toBe(true);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('in Hebrew: logs in by SMS code, buys the series with a fixed seat and seats in the events chosen, and sees the member number', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/membership/${SERIES}`);
    await page.locator('[data-testid="membership-price"] [data-testid$="-plus"]').first().click();
    await page.getByTestId('membership-total').waitFor();
    await page.getByTestId('membership-continue').click();
    const [fixedKey] = await holdMemberSeats(page, 1, 0);
    const chosen = await chooseEventsIfAsked(page, 1);
    // The demo series asks for two of its plays.
    expect(chosen).toHaveLength(2);

    await page.waitForURL(/\/checkout\/memberships/);
    await page.getByTestId('item-login-step').waitFor();
    await page.getByTestId('item-login-open').click();
    await logIn(page, THEATRE_MOBILE);
    await fillItemCustomerInfo(page);
    await page.getByTestId('customer-submit').click();
    await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
    await payByNewCard(page);
    await page.getByTestId('item-confirmation').waitFor();
    const memberNumber = ((await page.getByTestId('item-confirmation-member').first().textContent()) ?? '').trim();
    expect(memberNumber).toMatch(/^M\d{9}$/);
    // Sold: the fixed seat in the set plays and each chosen play's seat are nobody else's.
    expect(await freeForOthers(fixedKey ?? '')).toBe(false);
    for (const { eventId, keys } of chosen) expect(await freeForOthers(keys[0] ?? '', eventId)).toBe(false);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
