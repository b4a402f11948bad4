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
  seatsForContinuing,
  type CheckoutPresentation,
} from './checkout-journey-support';
import { chooseMembershipSeats, fillItemCustomerInfo, logIn, payByNewCard } from './membership-journey-support';
import { openSeatPage, seat, seatState, unexpected, upcoming } from './seat-journey-support';

const baseUrl = inject('baseUrl');

interface ApiMembership {
  Code: string;
  BusinessId: number;
  MembershipTypeId: number;
}

/** The membership that the business's membership ticket accepts (the demo: the cinema's annual one, the theatre's series). */
async function membershipOfBusiness(businessId: number): Promise<ApiMembership> {
  const res = await fetch(`${baseUrl}/api/memberships?lang=he`);
  const { memberships } = (await res.json()) as { memberships: ApiMembership[] };
  const found = memberships.find((m) => m.BusinessId === businessId && ['CINEMA-YEAR', 'SERIES'].includes(m.Code));
  if (!found) throw new Error(`no membership of business ${businessId} that a membership ticket accepts`);
  return found;
}

/**
 * The demo persona (README) who buys it: a customer of that business who is not yet a member of that membership
 * (the cinema's club member, the theatre's friend), so the new member is the one the ticket finds.
 */
const BUYER_MOBILE: Record<string, string> = { 'CINEMA-YEAR': '0547654321', SERIES: '0583334455' };

describe('memberships: choose, buy as a logged-in customer, then book with the member number', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 22, 4);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the list and a membership without accessibility violations, in Hebrew and English; a series moves within its events', async () => {
    for (const locale of ['he', 'en'] as const) {
      const { context, page, problems } = await newPage(browser, { locale: locale === 'he' ? 'he-IL' : 'en-US' });
      const lang = locale === 'en' ? '?lang=en' : '';
      await page.goto(`${baseUrl}/memberships${lang}`);
      await page.getByTestId('memberships-page').waitFor();
      expect(await page.getByTestId('membership-card').count()).toBeGreaterThan(1);
      await expectAccessible(page);

      await page.locator('[data-testid="membership-card"][data-code="SERIES"] [data-testid="membership-choose"]').click();
      await page.locator('[data-testid="membership-page"][data-code="SERIES"]').waitFor();
      const events = page.getByTestId('series-events');
      await events.waitFor();
      const previous = page.getByTestId('series-previous');
      const next = page.getByTestId('series-next');
      expect(await previous.getAttribute('aria-disabled')).toBe('true');
      const first = await page.getByTestId('series-event').getAttribute('data-presentation-id');
      // Next until the last event, where Next stops; Previous then goes back.
      for (let i = 0; i < 10 && (await next.getAttribute('aria-disabled')) === 'false'; i++) await next.click();
      expect(await next.getAttribute('aria-disabled')).toBe('true');
      const last = await page.getByTestId('series-event').getAttribute('data-presentation-id');
      expect(last).not.toBe(first);
      await previous.click();
      expect(await page.getByTestId('series-event').getAttribute('data-presentation-id')).not.toBe(last);
      await expectAccessible(page);

      // Up to 5 memberships: + stops there and says why.
      const price = page.locator('[data-testid="membership-price"]').first();
      const plus = price.locator('[data-testid$="-plus"]');
      for (let i = 0; i < 10 && (await plus.getAttribute('aria-disabled')) === 'false'; i++) await plus.click();
      await page.getByTestId('membership-limit').waitFor();
      expect(await price.locator('[data-testid$="-quantity"]').textContent()).toBe('5');
      expect(await plus.getAttribute('aria-disabled')).toBe('true');
      await expectAccessible(page);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('in Hebrew: logs in by SMS code, buys a membership, and books a membership ticket with its new member number', async () => {
    const p = showtime();
    await buyAndBook(p, await membershipOfBusiness((p as CheckoutPresentation & { businessId: number }).businessId));
  });

  it('in Hebrew: buys the series with a seat and its chosen plays, then books a subscription ticket with the new member', async () => {
    const series = await membershipByCode('SERIES');
    await buyAndBook(await theatreShowtime(series), series);
  });

  /** Buys the membership as its persona (the login, its seats if it has some) and books a membership ticket of `p`. */
  async function buyAndBook(p: CheckoutPresentation, membership: ApiMembership): Promise<void> {
    const mobile = BUYER_MOBILE[membership.Code] ?? '';
    const { context, page, problems } = await newPage(browser);

    // The membership, with its first price preselected by the address.
    await page.goto(`${baseUrl}/membership/${membership.Code}`);
    const firstPrice = await page.locator('[data-testid="membership-price"]').first().getAttribute('data-price-code');
    await page.goto(`${baseUrl}/membership/${membership.Code}/${firstPrice ?? ''}`);
    await page.getByTestId('membership-total').waitFor();
    await expectAccessible(page);
    await page.getByTestId('membership-continue').click();
    // A membership with seats (the theatre's series) chooses the member's seat first (spec 2).
    if (membership.Code === 'SERIES') await chooseMembershipSeats(page, 1);

    // The checkout of the membership order: a member belongs to a customer, so the login comes first.
    await page.waitForURL(/\/checkout\/memberships/);
    await page.getByTestId('item-login-step').waitFor();
    await page.getByTestId('item-login-open').click();
    await logIn(page, mobile);
    await fillItemCustomerInfo(page);
    await page.getByTestId('customer-submit').click();
    await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
    await payByNewCard(page);
    await page.getByTestId('item-confirmation').waitFor();
    const memberNumber = ((await page.getByTestId('item-confirmation-member').first().textContent()) ?? '').trim();
    expect(memberNumber).toMatch(/^M\d{9}$/);
    await expectAccessible(page);
    const cookies = await context.cookies();
    const balanceBefore = await memberBalance(cookies, memberNumber);
    expect(balanceBefore).toBeGreaterThan(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // The same customer (the session cookie) books a membership ticket of the showtime with the new member.
    const order = await openSeatPage(browser, `${baseUrl}/order/${p.id}`, 'he', {
      beforeGoto: (pg) => pg.context().addCookies(cookies),
    });
    const [key] = await seatsForContinuing(order.page, 1);
    await seat(order.page, key ?? '').click();
    await seatState(order.page, key ?? '', 'selected');
    await continueToTickets(order.page, 1);
    await removeAutomaticTicket(order.page);
    const row = order.page
      .getByTestId('ticket-row')
      .filter({ hasText: /מימוש מנוי|כרטיס מנוי/ })
      .first();
    await row.locator('[data-testid$="-plus"]').click();
    await order.page.locator('[data-testid="ticket-count"][data-covered="1"]').waitFor();
    const field = order.page.getByTestId('ticket-member-number');
    if ((await field.inputValue()) !== memberNumber) {
      await field.fill(memberNumber);
      await order.page.getByTestId('ticket-member-check').click();
      await order.page.getByTestId('ticket-member-found').waitFor();
    }
    await settled(order.page);
    expect(await order.page.getByTestId('ticket-line-problems').count()).toBe(0);
    await order.page.getByTestId('checkout-continue').click();
    await atStep(order.page, 'customerInfo');
    await fillCustomerInfo(order.page, 'he');
    await order.page.getByTestId('customer-submit').click();
    await atStep(order.page, 'products');
    await openPayment(order.page);
    await payByNewCard(order.page);
    await order.page.getByTestId('confirmation').waitFor();
    expect(unexpected(order.problems)).toEqual([]);
    await order.context.close();

    // The membership ticket was taken from the new member's balance.
    expect(await memberBalance(cookies, memberNumber)).toBe(balanceBefore - 1);
  }
});

async function membershipByCode(code: string): Promise<ApiMembership & { Presentations: Array<{ PresentationId: number }> }> {
  const res = await fetch(`${baseUrl}/api/memberships/${code}?lang=he`);
  return ((await res.json()) as { membership: ApiMembership & { Presentations: Array<{ PresentationId: number }> } }).membership;
}

/**
 * A reserved-seating showtime of the series' business that is none of the series' own plays (its members hold seats
 * there): the latest one, which other journeys leave alone.
 */
async function theatreShowtime(series: Awaited<ReturnType<typeof membershipByCode>>): Promise<CheckoutPresentation> {
  const own = new Set(series.Presentations.map((e) => e.PresentationId));
  const candidates = ((await upcoming(baseUrl)) as Array<CheckoutPresentation & { businessId: number }>).filter(
    (p) => p.businessId === series.BusinessId && p.isReserved === 1 && p.seatplanId !== null && !own.has(p.id),
  );
  const found = candidates.at(-1);
  if (!found) throw new Error('no showtime of the series business outside the series');
  return found;
}

/** A member's ticket balance as the logged-in customer sees it (POST /api/customer/refresh with the session cookie). */
async function memberBalance(cookies: Array<{ name: string; value: string }>, memberNumber: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/customer/refresh?lang=he`, {
    method: 'POST',
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'content-type': 'application/json' },
    body: '{}',
  });
  const { customerInfo } = (await res.json()) as { customerInfo: { members: Array<{ memberNumber: string; balance: number }> } | null };
  return customerInfo?.members.find((m) => m.memberNumber === memberNumber)?.balance ?? -1;
}

/** Takes the automatically assigned ticket off the one seat, so that the membership ticket can cover it. */
async function removeAutomaticTicket(page: Page): Promise<void> {
  const assigned = page.getByTestId('ticket-row').filter({ has: page.locator('[data-testid$="-quantity"]', { hasText: /^1$/ }) });
  await assigned.first().locator('[data-testid$="-minus"]').click();
  await page.locator('[data-testid="ticket-count"][data-covered="0"]').waitFor();
  await settled(page);
}

/** The server has priced the cart as it is now. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="cart-summary"]:not([aria-busy="true"])').waitFor();
}
