import { createHmac } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import {
  atStep,
  continueToTickets,
  expectAccessible,
  fillCustomerInfo,
  openPayment,
  payByCard,
  seatsForContinuing,
  summaryTotal,
} from './checkout-journey-support';
import { seat, seatState } from './seat-journey-support';

const baseUrl = inject('baseUrl');

/** The demo's cinema mini site and its integration partner (apps/server/src/demo/mini-sites.ts, docs/partner-integration.md). */
const SITE = 'students';
const PARTNER = { secret: 'kupa-demo-partner-secret', ret: 'https://guide.kupa-demo.example/thanks' };

interface SitePresentation {
  presentation: { id: number; isReserved: number; venueName: string; serviceCharge: number; bookingFee: number };
  referralPrices: { minPrice: number } | null;
}
interface Ticket {
  id: number;
  kind: string;
  price: number;
  multiplyFactor: number;
}

/** The regular one-seat ticket of the regular price level of a presentation, at house prices or through the mini site. */
async function regularPrice(presentationId: number, miniSiteId: number | null): Promise<number> {
  const query = miniSiteId === null ? '' : `&referralMiniSiteId=${miniSiteId}`;
  const res = await fetch(`${baseUrl}/api/presentations/${presentationId}/ticketGroups?lang=en${query}`);
  const groups = ((await res.json()) as { ticketGroups: { name: string; tickets: Ticket[] }[] }).ticketGroups;
  const ticket = groups.find((g) => g.name === 'Regular')?.tickets.find((t) => t.kind === 'regular' && t.multiplyFactor === 1);
  if (!ticket) throw new Error('no regular ticket');
  return ticket.price;
}

/** The amount in a price text ("₪113.00", "‏113.00 ₪"), in shekels. */
function amountOf(text: string | null): number {
  return Number(/\d+(?:[.,]\d+)?/.exec((text ?? '').replace(/,(?=\d{3})/g, ''))?.[0]);
}

function signedLink(ts: number, secret = PARTNER.secret): string {
  const key = createHmac('sha256', secret).update(`${ts}\n${PARTNER.ret}`).digest('hex');
  return new URLSearchParams({ TS: String(ts), ret: PARTNER.ret, key }).toString();
}

describe('mini sites and partner links in real Chromium', () => {
  let browser: Browser;
  let site: { miniSite: { id: number }; presentations: SitePresentation[] };
  beforeAll(async () => {
    browser = await launchBrowser();
    site = (await (await fetch(`${baseUrl}/api/mini-sites/${SITE}?lang=he`)).json()) as typeof site;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys through the mini site in Hebrew at its referral price: in the cart and on the confirmation', async () => {
    // The last reserved showtime of the site outside the VIP hall (the other journeys take the earliest ones).
    const item = site.presentations.filter((x) => x.presentation.isReserved === 1 && !/VIP/.test(x.presentation.venueName)).at(-1);
    if (!item) throw new Error('the demo mini site has no reserved showtime');
    const p = item.presentation;
    const referral = await regularPrice(p.id, site.miniSite.id);
    expect(referral).toBeLessThan(await regularPrice(p.id, null));

    const { page, context, problems } = await newPage(browser, { locale: 'he-IL' });
    await page.goto(`${baseUrl}/mini-site/${SITE}`);
    await page.getByTestId('mini-site').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);
    await page.locator(`[data-testid="mini-site-presentation"][data-presentation-id="${p.id}"] [data-testid="mini-site-buy"]`).click();
    await page.waitForURL(`**/order/${p.id}?referralMiniSiteId=${site.miniSite.id}`);
    await page.getByTestId('order-mini-site').waitFor();
    await page.locator('[data-testid="seat-map-svg"] [data-seat-key][data-state="available"]').first().waitFor();
    const [key] = await seatsForContinuing(page, 1);
    if (!key) throw new Error('no free seat');
    await seat(page, key).click();
    await seatState(page, key, 'selected');

    await continueToTickets(page, 1);
    const total = referral + p.serviceCharge + p.bookingFee;
    await expect.poll(() => summaryTotal(page)).toBeCloseTo(total, 2);
    await page.getByTestId('checkout-continue').click();
    await atStep(page, 'customerInfo');
    await fillCustomerInfo(page, 'he');
    await page.getByTestId('customer-submit').click();
    await atStep(page, 'products');
    expect(await summaryTotal(page)).toBeCloseTo(total, 2);
    await openPayment(page);
    await payByCard(page, '4580000000000000');
    await page.getByTestId('confirmation').waitFor();
    expect(amountOf(await page.getByTestId('confirmation-total').textContent())).toBeCloseTo(total, 2);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the mini site in English and the 404 page for an unknown one, accessibly', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/mini-site/${SITE}?lang=en`);
    await page.getByTestId('mini-site').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await expectAccessible(page);
    await page.goto(`${baseUrl}/mini-site?lang=en`);
    await page.getByTestId('mini-sites').waitFor();
    await expectAccessible(page);
    const response = await page.goto(`${baseUrl}/mini-site/no-such-site`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the order through a partner link, and refuses a bad or expired one with the reason, he and en', async () => {
    const p = site.presentations.find((x) => x.presentation.isReserved === 1)?.presentation;
    if (!p) throw new Error('no reserved showtime');
    const now = Math.floor(Date.now() / 1000);
    for (const lang of ['he', 'en'] as const) {
      const { page, context } = await newPage(browser, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      const langQuery = lang === 'en' ? '&lang=en' : '';
      await page.goto(`${baseUrl}/order/${p.id}?${signedLink(now)}${langQuery}`);
      await page.getByTestId('order-partner').waitFor();
      await expectAccessible(page);
      await page.goto(`${baseUrl}/order/${p.id}?${signedLink(now, 'a guessed secret')}${langQuery}`);
      await page.getByTestId('order-integration-refused').waitFor();
      expect(await page.getByTestId('checkout-flow').count()).toBe(0);
      await expectAccessible(page);
      await page.goto(`${baseUrl}/order/${p.id}?${signedLink(now - 3 * 3600)}${langQuery}`);
      await page.getByTestId('order-integration-refused').waitFor();
      expect(await page.getByTestId('order-error').textContent()).toContain(lang === 'he' ? 'תוקף הקישור' : 'expired');
      await context.close();
    }
  });
});
