import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { checkoutSlots, continueToTickets, expectAccessible, openWithSeats, type CheckoutPresentation } from './checkout-journey-support';
import { unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');

/** The demo's members (README): M100001 of the cinema's annual membership; M100002 of the club, with 2,500 points. */
const ANNUAL_MEMBER = { number: 'M100001', mobile: '0521234567' };
const CLUB_MEMBER_MOBILE = '0547654321';

/** The member login dialog asked for member benefits is expected: a member lookup without login answers 401. */
const unexpectedHere = (problems: string[]) => unexpected(problems).filter((p) => !/status of 401/.test(p));

describe('checkout: member benefits need the member logged in (issue 14)', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 16, 2);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for the SMS login when a member number is typed, then a logged-in member does not type it again', async () => {
    const { page, context, problems } = await openWithSeats(browser, baseUrl, showtime(), 'en', 1);
    await continueToTickets(page, 1);
    await removeAutomaticTicket(page);
    const membership = ticketRow(page, /Membership ticket|Subscription ticket/);
    await membership.locator('[data-testid$="-plus"]').click();
    await page.getByTestId('ticket-member-number').fill(ANNUAL_MEMBER.number);
    await page.getByTestId('ticket-member-check').click();

    // Only the member may use the membership: the login dialog opens instead of an error.
    await openLoginDialog(page).waitFor();
    await expectAccessible(page);
    await logIn(page, ANNUAL_MEMBER.mobile);
    await page.getByTestId('ticket-member-found').waitFor();
    await settled(page);
    expect(await page.getByTestId('ticket-line-problems').count()).toBe(0);

    // Logged in, a new membership ticket arrives with the member's own number.
    await membership.locator('[data-testid$="-minus"]').click();
    await page.locator('[data-testid="ticket-count"][data-covered="0"]').waitFor();
    await membership.locator('[data-testid$="-plus"]').click();
    await page.locator('[data-testid="ticket-count"][data-covered="1"]').waitFor();
    await expect.poll(() => page.getByTestId('ticket-member-number').inputValue()).toBe(ANNUAL_MEMBER.number);
    await settled(page);
    expect(unexpectedHere(problems)).toEqual([]);
    await context.close();
  });

  it('shows the points balance going down when a points ticket is chosen', async () => {
    const { page, context, problems } = await openWithSeats(browser, baseUrl, showtime(), 'en', 1);
    await continueToTickets(page, 1);
    await removeAutomaticTicket(page);
    const points = ticketRow(page, /Points redemption/);
    // Points need the customer logged in: adding one asks for the login, then adds it.
    await points.locator('[data-testid$="-plus"]').click();
    await openLoginDialog(page).waitFor();
    await logIn(page, CLUB_MEMBER_MOBILE);
    await page.locator('[data-testid="ticket-count"][data-covered="1"]').waitFor();
    await settled(page);
    const afterOne = await balanceShown(page);

    await points.locator('[data-testid$="-minus"]').click();
    await page.locator('[data-testid="ticket-count"][data-covered="0"]').waitFor();
    await settled(page);
    await expect.poll(() => balanceShown(page)).toBeGreaterThan(afterOne);
    const full = await balanceShown(page);
    await points.locator('[data-testid$="-plus"]').click();
    await page.locator('[data-testid="ticket-count"][data-covered="1"]').waitFor();
    await expect.poll(() => balanceShown(page)).toBe(afterOne);
    expect(afterOne).toBeLessThan(full);
    expect(unexpectedHere(problems)).toEqual([]);
    await context.close();
  });
});

/** The login dialog that is open (the step and a member number field each have one). */
const openLoginDialog = (page: Page) => page.locator('[data-testid="login-dialog"][open]');

const ticketRow = (page: Page, name: RegExp) => page.getByTestId('ticket-row').filter({ hasText: name }).first();

/** Takes the automatically assigned ticket off the one seat, so that another ticket type can cover it. */
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

async function balanceShown(page: Page): Promise<number> {
  return Number(((await page.getByTestId('ticket-row-points-balance').first().textContent()) ?? '').replace(/\D/g, ''));
}

/** The login dialog: the mobile number, then the code the SMS carried (read from the sandbox outbox). */
async function logIn(page: Page, mobile: string): Promise<void> {
  const sentAfter = new Date(Date.now() - 5000).toISOString();
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
      const { messages } = (await res.json()) as { messages: { body: string; created_at: string; template?: string }[] };
      const latest = messages.find((m) => m.created_at >= after && /\b\d{6}\b/.test(m.body));
      code = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
      return code;
    })
    .toBeDefined();
  return code ?? '';
}
