import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const membershipsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/memberships`;

const FRIENDS = {
  code: 'FRIENDS',
  nameHe: 'חברי הקולנוע',
  nameEn: 'Cinema friends',
  className: null,
  descriptionHe: 'ארבעה כרטיסים בשנה.',
  descriptionEn: 'Four tickets a year.',
  termsHe: null,
  termsEn: null,
  validityDays: 365,
  benefitTickets: 4,
  benefitPoints: 100,
  allowsHold: true,
  allowMemberSaleTickets: false,
  isActive: true,
  prices: [
    { id: null, priceCode: 'ADULT', nameHe: 'מבוגר', nameEn: 'Adult', priceAgorot: 18000 },
    { id: null, priceCode: 'STUDENT', nameHe: 'סטודנט', nameEn: 'Student', priceAgorot: 12000 },
  ],
};

/** Issue 13, membership types: staff offer memberships with their prices; the customer pages and the cart follow. */
describe.each(testEngines())('back-office memberships on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('adds a membership: its page answers it, and a cart of it is priced for enrolment; audited', async () => {
    const res = await t.post('cinemaadmin', membershipsUrl(cinema), FRIENDS);
    expect(res.statusCode, res.body).toBe(200);
    const { membership } = res.json();
    expect(membership).toMatchObject({
      code: 'FRIENDS',
      membershipTypeId: 1,
      benefitTickets: 4,
      prices: [{ priceCode: 'ADULT' }, { priceCode: 'STUDENT' }],
    });

    const list = (await t.app.inject({ method: 'GET', url: '/api/memberships?lang=en' })).json();
    expect(JSON.stringify(list)).toContain('Cinema friends');
    const student = await t.app.inject({ method: 'GET', url: '/api/memberships/friends/STUDENT?lang=en' });
    expect(student.statusCode, student.body).toBe(200);
    expect(JSON.stringify(student.json())).toContain('"Price":120');

    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart?lang=en',
      headers: { uuid: '6f1d1a52-3c1b-4bde-9d55-0a1b2c3d4e01' },
      payload: {
        cart: {
          memberships: [{ MembershipId: membership.id, prices: [{ MembershipPriceId: membership.prices[0].id, selectedQuantity: 2 }] }],
        },
      },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().cart).toMatchObject({ orderKind: 'memberships', itemsTotal: 360 });
    const audit = await t.database.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'membership.created').execute();
    expect(audit).toEqual([{ entity_id: String(membership.id) }]);
  });

  it('changes a price and the texts, keeps a bought price, and retiring stops offering it', async () => {
    const [friends] = (await t.get('manager', membershipsUrl(cinema))).json().memberships;
    const [adult, student] = friends.prices;
    await t.database.db
      .insertInto('members')
      .values({
        membership_id: friends.id,
        customer_id: DASHBOARD.customers.buyer,
        membership_price_id: adult.id,
        member_number: 'M-TEST-1',
        start_date: '2026-11-21',
        end_date: '2027-11-20',
        allow_member_sale_tickets: 0,
        created_at: '2026-11-21T10:00:00.000Z',
      })
      .execute();
    const url = `${membershipsUrl(cinema)}/${friends.id}`;
    const changed = { ...FRIENDS, nameEn: 'Friends of the cinema', prices: [{ ...FRIENDS.prices[0], id: adult.id, priceAgorot: 19000 }] };
    const res = await t.send('manager', 'PUT', url, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().membership.prices).toEqual([expect.objectContaining({ id: adult.id, priceAgorot: 19000 })]);
    expect((await t.app.inject({ method: 'GET', url: `/api/memberships/FRIENDS/STUDENT?lang=en` })).statusCode).not.toBe(200);
    expect(student.id).not.toBe(adult.id);

    const dropBought = await t.send('manager', 'PUT', url, { ...changed, prices: [FRIENDS.prices[1]] });
    expect(dropBought.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'body.prices' } });

    expect((await t.send('manager', 'PUT', url, { ...changed, isActive: false })).statusCode).toBe(200);
    expect(JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/memberships?lang=en' })).json())).not.toContain(
      'Friends of the cinema',
    );
  });

  it("refuses another business's membership, a code in use and bad input, changing nothing", async () => {
    const [friends] = (await t.get('cinemaadmin', membershipsUrl(cinema))).json().memberships;
    expect((await t.get('cinemaadmin', membershipsUrl(theatre))).statusCode).toBe(403);
    expect((await t.get('cinema', membershipsUrl(cinema))).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${membershipsUrl(theatre)}/${friends.id}`, FRIENDS)).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${membershipsUrl(cinema)}/999999`, FRIENDS)).json().error.error).toBe(
      'MEMBERSHIP_NOT_FOUND',
    );
    // Another business may use the same code (codes are per business).
    const theatreFriends = await t.post('manager', membershipsUrl(theatre), FRIENDS);
    expect(theatreFriends.statusCode, theatreFriends.body).toBe(200);
    expect(
      (await t.send('cinemaadmin', 'PUT', `${membershipsUrl(cinema)}/${theatreFriends.json().membership.id}`, FRIENDS)).statusCode,
    ).toBe(403);

    for (const [bad, field] of [
      [{ ...FRIENDS, code: 'friends' }, 'body.code'],
      [{ ...FRIENDS, code: 'my club' }, 'body.code'],
      [{ ...FRIENDS, prices: [] }, 'body.prices'],
      [{ ...FRIENDS, prices: [FRIENDS.prices[0], { ...FRIENDS.prices[1], priceCode: 'adult' }] }, 'body.prices'],
      [{ ...FRIENDS, code: 'NEW', prices: [{ ...FRIENDS.prices[0], id: friends.prices[0].id }] }, 'body.prices.0.id'],
      [{ ...FRIENDS, code: 'NEW', validityDays: 0 }, 'body.validityDays'],
      [{ ...FRIENDS, code: 'NEW', benefitTickets: -1 }, 'body.benefitTickets'],
      [{ ...FRIENDS, code: 'NEW', prices: [{ ...FRIENDS.prices[0], priceAgorot: 0 }] }, 'body.prices.0.priceAgorot'],
    ] as const) {
      const res = await t.post('cinemaadmin', membershipsUrl(cinema), bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await t.get('cinemaadmin', membershipsUrl(cinema))).json().memberships).toHaveLength(1);
  });
});
