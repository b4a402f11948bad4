import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { insertReferralFixture, REFERRAL } from '../testing/referral-fixture';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';

const HALL = SEATING.sections.hall;
const APPROVE = SANDBOX_TEST_CARDS.approveVisa.number.replace(/\s/g, '');
const [SITE_SHOW, SITE_SHOW_2] = REFERRAL.presentations;
const HOUSE_SHOW = CART.presentation(22);
const NOW_S = Math.floor(SEATING_NOW.getTime() / 1000);

/** A partner link signed the way docs/partner-integration.md tells partners to (independently of the server's code). */
function signedLink(ret: string, ts = NOW_S, secret: string = REFERRAL.partner.secret) {
  const key = createHmac('sha256', secret)
    .update(`${String(ts)}\n${ret}`)
    .digest('hex');
  return { TS: String(ts), ret, key };
}

describe.each(testEngines())('mini sites, referral pricing and integration links on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 900;
  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    await insertReferralFixture(t.database.db);
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** A new buyer holding seats x of row A of a presentation. */
  async function holding(presentationId: number, xs: number[]) {
    const uuid = cartBuyer(++buyerSeq);
    const held = await calls.hold(
      uuid,
      presentationId,
      xs.map((x) => [HALL, x, 1] as [number, number, number]),
    );
    expect(held.statusCode, held.body).toBe(200);
    return uuid;
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const reservationOf = (uuid: string) =>
    t.database.db.selectFrom('reservations').selectAll().where('buyer_uuid', '=', uuid).executeTakeFirst();

  describe('mini site page', () => {
    it('lists the source’s upcoming presentations with the prices through it, branded', async () => {
      const res = await get(`/api/mini-sites/${REFERRAL.festival.url}?lang=en`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.miniSite).toEqual({
        id: REFERRAL.festival.id,
        url: 'festival',
        businessId: SEATING.businessId,
        name: 'Festival',
        tagline: 'Festival prices',
        brandColor: '#123456',
      });
      const ids = body.presentations.map((p: { presentation: { id: number } }) => p.presentation.id);
      expect(ids.sort()).toEqual([SITE_SHOW, SITE_SHOW_2]);
      // Regular 36.00 and pair 70.00 (35.00 a seat) through the site; senior 22.50 and premium 69.90 at house prices.
      expect(body.presentations[0].referralPrices).toEqual({ minPrice: 22.5, maxPrice: 69.9 });
      expect((await get('/api/mini-sites?lang=he')).json().miniSites.map((s: { url: string }) => s.url)).toEqual(['festival', 'other']);
    });

    it('answers 404 MINI_SITE_NOT_FOUND for an unknown address, and the web page of one is the 404 page (spec 2)', async () => {
      const res = await get('/api/mini-sites/nope?lang=en');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        error: 'MINI_SITE_NOT_FOUND',
        message: 'This site was not found or does not sell this event',
      });
      expect((await get('/mini-site/nope')).statusCode).toBe(404);
      expect((await get('/mini-site/festival')).statusCode).toBe(200);
      expect((await get('/mini-site/festival?lang=en')).statusCode).toBe(200);
    });

    it('shows the referral prices in the ticket list through the site, the house prices without it or with 0', async () => {
      const regularOf = async (query: string) => {
        const res = await get(`/api/presentations/${String(SITE_SHOW)}/ticketGroups?lang=en${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const tickets = res.json().ticketGroups.flatMap((g: { tickets: Array<{ id: number; price: number }> }) => g.tickets);
        return tickets.find((x: { id: number }) => x.id === CART.policies.regular)?.price;
      };
      expect(await regularOf(`&referralMiniSiteId=${String(REFERRAL.festival.id)}`)).toBe(36);
      expect(await regularOf('')).toBe(45);
      expect(await regularOf('&referralMiniSiteId=0')).toBe(45);
      const other = await get(`/api/presentations/${String(HOUSE_SHOW)}/ticketGroups?referralMiniSiteId=${String(REFERRAL.festival.id)}`);
      expect(other.statusCode).toBe(404);
    });
  });

  it('answers the presentation with its price levels through the mini site (api-compat referralMiniSiteId)', async () => {
    const levelsOf = async (query: string) => {
      const res = await get(`/api/presentations/${String(SITE_SHOW)}?lang=en${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const house = (await levelsOf('')).presentation;
    expect(house.miniSiteId).toBe(REFERRAL.festival.id);
    const through = (await levelsOf(`&referralMiniSiteId=${String(REFERRAL.festival.id)}`)).presentation;
    expect(through.priceLevels).toHaveLength(house.priceLevels.length);
    // The regular level: senior 22.50 to regular 45.00 at the house, to 36.00 through the site.
    expect(house.priceLevels[0]).toEqual({ minPrice: 22.5, maxPrice: 45 });
    expect(through.priceLevels[0]).toEqual({ minPrice: 22.5, maxPrice: 36 });
    expect((await levelsOf('&referralMiniSiteId=0')).presentation.priceLevels).toEqual(house.priceLevels);
    expect((await levelsOf(`&referralMiniSiteId=${String(REFERRAL.other.id)}`)).error.error).toBe('MINI_SITE_NOT_FOUND');
  });

  describe('referral pricing in the cart and on the order', () => {
    it('prices the cart at the referral price through the site, ignoring the client’s amounts; house price with 0', async () => {
      const uuid = await holding(SITE_SHOW, [1, 2]);
      const seats = [line(SITE_SHOW, CART.policies.regular, { amount: 1 }), line(SITE_SHOW, CART.policies.regular, { amount: 1 })];
      const through = await calls.cart(uuid, { seats, referralMiniSiteId: REFERRAL.festival.id });
      expect(through.statusCode, through.body).toBe(200);
      // 2 x 36.00 + 2 x 5.50 service charge + 3.00 booking fee.
      expect(through.json().cart).toMatchObject({ ticketsTotal: 72, serviceChargeTotal: 11, total: 86, problems: [] });
      expect(through.json().cart.tickets.map((x: { price: number }) => x.price)).toEqual([36, 36]);
      const house = await calls.cart(uuid, { seats, referralMiniSiteId: 0 });
      expect(house.json().cart).toMatchObject({ ticketsTotal: 90, total: 104 });
    });

    it('records the mini site on the order with its prices (the client cannot name another price)', async () => {
      const uuid = await holding(SITE_SHOW_2, [3, 4]);
      const cart = {
        seats: [line(SITE_SHOW_2, CART.policies.regular), line(SITE_SHOW_2, CART.policies.regular)],
        customerInfo: CUSTOMER_INFO,
        referralMiniSiteId: REFERRAL.festival.id,
      };
      expect((await calls.cart(uuid, cart)).statusCode).toBe(200);
      const res = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
      expect(res.statusCode, res.body).toBe(200);
      expect(await reservationOf(uuid)).toMatchObject({
        referral_mini_site_id: REFERRAL.festival.id,
        tickets_agorot: 2 * REFERRAL.regularAgorot,
        total_agorot: 2 * REFERRAL.regularAgorot + 2 * CART.serviceChargeAgorot + CART.bookingFeeAgorot,
        integration_partner_id: null,
      });
      const tickets = await t.database.db
        .selectFrom('reservation_tickets')
        .select('price_agorot')
        .where('presentation_id', '=', SITE_SHOW_2)
        .where('status', '=', 'valid')
        .execute();
      expect(tickets.map((x) => x.price_agorot)).toEqual([REFERRAL.regularAgorot, REFERRAL.regularAgorot]);
    });

    it('refuses a mini site that does not sell the presentation, an unknown one or another business’s (MINI_SITE_NOT_FOUND)', async () => {
      const uuid = await holding(HOUSE_SHOW, [5]);
      const seats = [line(HOUSE_SHOW, CART.policies.regular)];
      for (const referralMiniSiteId of [REFERRAL.festival.id, 999, REFERRAL.other.id]) {
        const res = await calls.cart(uuid, { seats, referralMiniSiteId });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.error).toBe('MINI_SITE_NOT_FOUND');
      }
      const committed = await calls.commit(uuid, {
        seats,
        customerInfo: CUSTOMER_INFO,
        referralMiniSiteId: 999,
        creditcardInfo: card(APPROVE),
      });
      expect(committed.statusCode).toBe(404);
      expect(await reservationOf(uuid)).toBeUndefined();
    });
  });

  describe('integration links (spec 5)', () => {
    const integration = (query: Record<string, string>, lang = 'en') =>
      get(`/api/integration?${new URLSearchParams({ ...query, lang }).toString()}`);
    const RET = `${REFERRAL.partner.origin}/thanks?order=1`;

    it('identifies the partner of a valid key and answers where the customer returns', async () => {
      const res = await integration(signedLink(RET));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ integrationId: 'city-guide', partnerName: 'City guide', returnUrl: RET });
      // A little clock skew is allowed, and the link lives its whole hour.
      expect((await integration(signedLink(RET, NOW_S + 60))).statusCode).toBe(200);
      expect((await integration(signedLink(RET, NOW_S - REFERRAL.partner.ttlSeconds))).statusCode).toBe(200);
    });

    it('makes no integration call unless TS, ret and key are all present: an empty answer', async () => {
      const { TS, ret } = signedLink(RET);
      expect((await integration({ TS, ret })).json()).toEqual({});
      expect((await integration({ TS, ret, key: '' })).json()).toEqual({});
      expect((await integration({})).json()).toEqual({});
    });

    it('refuses a bad key with INTEGRATION_KEY_INVALID and a translated message', async () => {
      const good = signedLink(RET);
      const cases = [
        { ...good, key: good.key.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
        { ...good, ret: `${REFERRAL.partner.origin}/other` },
        { ...good, TS: String(NOW_S - 1) },
        signedLink(RET, NOW_S, 'a guessed secret'),
        { ...good, TS: 'yesterday' },
        signedLink(RET, NOW_S + 3600),
      ];
      for (const query of cases) {
        const res = await integration(query);
        expect(res.statusCode, JSON.stringify(query)).toBe(403);
        expect(res.json().error.error).toBe('INTEGRATION_KEY_INVALID');
      }
      const he = await integration(cases[0] as Record<string, string>, 'he');
      expect(he.json().error.message).toContain('שגיאה בנתוני השותף');
    });

    it('refuses an expired TS with INTEGRATION_LINK_EXPIRED', async () => {
      const res = await integration(signedLink(RET, NOW_S - REFERRAL.partner.ttlSeconds - 1));
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toMatchObject({
        error: 'INTEGRATION_LINK_EXPIRED',
        message: "The partner's link has expired. Please go back to the partner's site and open the link again",
      });
    });

    it('refuses a ret on a foreign origin even when signed (no open redirect)', async () => {
      for (const ret of [
        'https://evil.example/phish',
        'https://guide.example.evil.example/',
        'http://guide.example/thanks',
        'https://guide.example:8443/',
        'javascript:alert(1)',
        `${REFERRAL.otherPartner.origin}/`,
      ]) {
        const res = await integration(signedLink(ret));
        expect(res.statusCode, ret).toBe(403);
        expect(res.json().error.error).toBe('INTEGRATION_RETURN_NOT_ALLOWED');
      }
    });

    it('records the partner of a valid link on the order; a bad or expired link sells nothing', async () => {
      const uuid = await holding(HOUSE_SHOW, [7]);
      const base = { seats: [line(HOUSE_SHOW, CART.policies.regular)], customerInfo: CUSTOMER_INFO, creditcardInfo: card(APPROVE) };
      const bad = await calls.commit(uuid, { ...base, integration: { ...signedLink(RET), key: 'f'.repeat(64) } });
      expect(bad.statusCode).toBe(403);
      expect(bad.json().error.error).toBe('INTEGRATION_KEY_INVALID');
      const expired = await calls.commit(uuid, { ...base, integration: signedLink(RET, NOW_S - 7200) });
      expect(expired.statusCode).toBe(410);
      const otherBusiness = await calls.commit(uuid, {
        ...base,
        integration: signedLink(`${REFERRAL.otherPartner.origin}/`, NOW_S, REFERRAL.otherPartner.secret),
      });
      expect(otherBusiness.statusCode).toBe(403);
      expect(await reservationOf(uuid)).toBeUndefined();

      const res = await calls.commit(uuid, { ...base, integration: signedLink(RET) });
      expect(res.statusCode, res.body).toBe(200);
      expect(await reservationOf(uuid)).toMatchObject({ integration_partner_id: REFERRAL.partner.id, referral_mini_site_id: null });
    });
  });
});
