import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { cartBuyer, cartCalls } from '../testing/cart-test-fixture';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';

const GA = SEATING.presentations.ga;
const GA_SECTION = 24;
const REGULAR = 21;
const APPROVE = SANDBOX_TEST_CARDS.approveVisa.number.replace(/\s/g, '');

/**
 * api-compat: a general-admission presentation answers seatplanId null (third-party clients read a number as "draw
 * the seat map"), while the server keeps drawing its places from its plan; a general-admission ticket has no row or
 * seat to show.
 */
describe.each(testEngines())('general admission in public answers on %s', (engine) => {
  let t: CommitTestApp;
  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    await t.database.db.insertInto('presentation_price_policies').values({ presentation_id: GA, price_policy_id: REGULAR }).execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers seatplanId null for a general-admission presentation, one by one and in the list; reserved ones keep theirs', async () => {
    const one = (await get(`/api/presentations/${GA}?lang=en`)).json().presentation;
    expect(one).toMatchObject({ id: GA, seatplanId: null, isReserved: 0, isGA: 1, soldout: 0 });
    expect((await get(`/api/presentations/${SEATING.presentations.basic}`)).json().presentation).toMatchObject({
      seatplanId: SEATING.seatplans.hallA,
      isGA: 0,
    });
    const list = (await get('/api/presentations/?lang=en')).json().presentations as Array<{
      id: number;
      seatplanId: number | null;
      isGA: number;
    }>;
    const ga = list.filter((p) => p.isGA === 1);
    expect(ga.map((p) => p.id)).toContain(GA);
    for (const p of ga) expect(p.seatplanId).toBeNull();
    expect(list.filter((p) => p.isGA === 0).every((p) => p.seatplanId !== null)).toBe(true);
  });

  it("draws a general-admission presentation's places from its plan, asked by presentation (Kupa web), still with capacity", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seats/seatplanV2?venueId=${SEATING.venues.gaHall}&presentationId=${GA}`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().S)).toEqual([String(GA_SECTION)]);
    const wrongVenue = await t.app.inject({
      method: 'POST',
      url: `/api/seats/seatplanV2?venueId=${SEATING.venues.hallA}&presentationId=${GA}`,
      payload: {},
    });
    expect(wrongVenue.json().error.error).toBe('SEATPLAN_NOT_FOUND');
    const neither = await t.app.inject({ method: 'POST', url: `/api/seats/seatplanV2?venueId=${SEATING.venues.gaHall}`, payload: {} });
    expect(neither.statusCode).toBe(400);
  });

  it('shows a general-admission ticket without row or seat in the confirmation and the e-ticket', async () => {
    const uuid = cartBuyer(1601);
    const held = await cartCalls(t.app).hold(uuid, GA, [[GA_SECTION, 1, 1]]);
    expect(held.statusCode, held.body).toBe(200);
    // The hold's answer carries no plan either, as the presentation's seatplanId.
    expect(held.json().lockedSeats.map((s: { VenueSeatplanId: number | null }) => s.VenueSeatplanId)).toEqual([null]);
    const cart = { seats: [{ prsntId: GA, ticketGroupId: SEATING.ticketGroups.regular, ticketId: REGULAR }], customerInfo: CUSTOMER_INFO };
    expect((await cartCalls(t.app).cart(uuid, cart)).statusCode).toBe(200);
    const paid = await commitCalls(t.app).commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
    expect(paid.statusCode, paid.body).toBe(200);
    const confirmation = paid.json().reservation;
    const eTicket = (await get(`/api/edocuments/${paid.json().documentKey}?lang=en`)).json().reservation;
    for (const view of [confirmation, eTicket]) {
      expect(view.presentations[0].tickets).toEqual([
        expect.objectContaining({ rowName: null, seatName: null, sectionName: null, status: 'valid' }),
      ]);
    }
  });
});
