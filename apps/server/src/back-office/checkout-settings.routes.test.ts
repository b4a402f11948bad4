import { addDays, localDateOf } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { signInBackOfficeStaff } from '../testing/staff-login';
import { testEngines } from '../testing/test-database';

const BUSINESS = SEATING.businessId;
const HALL = SEATING.sections.hall;
const APPROVE = '4580000000000000';
const settingsUrl = (businessId: number = BUSINESS) => `/api/kupa-live/manage/businesses/${businessId}/settings/checkout`;
const scheduleUrl = `/api/kupa-live/manage/businesses/${BUSINESS}/presentations`;
const at = (seconds: number) => new Date(SEATING_NOW.getTime() + seconds * 1000).toISOString();
const DEFAULTS = {
  authRequired: false,
  lockTimers: { chooseSeats: 600, chooseTickets: 600, customerInfo: 600, chooseProducts: 600 },
  defaultFees: { serviceChargeAgorot: 0, bookingFeeAgorot: 0 },
};

/**
 * Issue 13, checkout settings: auth.required, the business's lock timers and its default fees, each proven through
 * its public reader.
 */
describe.each(testEngines())('back-office checkout settings on %s', (engine) => {
  let t: CommitTestApp;
  const cookies: Record<'boss' | 'clerk' | 'stranger', string> = { boss: '', clerk: '', stranger: '' };
  const send = (who: keyof typeof cookies, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: `${path}?lang=en`, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    const db = t.database.db;
    await db.updateTable('venues').set({ default_seatplan_id: 2000 }).where('id', '=', SEATING.venues.hallA).execute();
    Object.assign(cookies, await signInBackOfficeStaff(t, BUSINESS, 3, SEATING_NOW));
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const expiryOf = async (presentationId: number, buyer: string) =>
    (
      await t.database.db
        .selectFrom('seat_claims')
        .select('expires_at')
        .where('presentation_id', '=', presentationId)
        .where('buyer_uuid', '=', buyer)
        .executeTakeFirstOrThrow()
    ).expires_at;

  it('answers what the readers apply for a business that set nothing', async () => {
    const res = await send('boss', 'GET', settingsUrl());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ businessId: BUSINESS, settings: DEFAULTS });
  });

  it('auth.required: a guest may no longer commit a ticket order (LOGIN_REQUIRED), and may again once it is off', async () => {
    const calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
    const uuid = cartBuyer(1601);
    const presentation = CART.presentation(1);
    expect((await calls.hold(uuid, presentation, [[HALL, 3, 1]])).statusCode).toBe(200);
    const cart = { seats: [line(presentation, CART.policies.regular)], customerInfo: CUSTOMER_INFO };

    const on = await send('boss', 'PUT', settingsUrl(), { ...DEFAULTS, authRequired: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().settings.authRequired).toBe(true);
    const priced = await calls.cart(uuid, cart);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().cart.loginRequired).toBe(true);
    const refused = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().error.error).toBe('LOGIN_REQUIRED');

    expect((await send('boss', 'PUT', settingsUrl(), DEFAULTS)).statusCode).toBe(200);
    expect((await calls.cart(uuid, cart)).json().cart.loginRequired).toBe(false);
    const bought = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it('keeps the rest of the settings document and audits the change', async () => {
    const db = t.database.db;
    await db
      .updateTable('businesses')
      .set({ settings_json: JSON.stringify({ phone: '*1234', auth: { systemVouchers: true } }) })
      .where('id', '=', BUSINESS)
      .execute();
    expect((await send('boss', 'PUT', settingsUrl(), { ...DEFAULTS, authRequired: true })).statusCode).toBe(200);
    const row = await db.selectFrom('businesses').select('settings_json').where('id', '=', BUSINESS).executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings_json)).toMatchObject({ phone: '*1234', auth: { systemVouchers: true, required: true } });
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_kind', 'data_json'])
      .where('action', '=', 'business.checkout_settings_changed')
      .where('business_id', '=', BUSINESS)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor_kind).toBe('staff');
    expect(JSON.parse(audit.data_json ?? '{}')).toMatchObject({ before: { authRequired: false }, after: { authRequired: true } });
    expect((await send('boss', 'PUT', settingsUrl(), DEFAULTS)).statusCode).toBe(200);
  });

  it("lock timers: a presentation without its own follows the business's, and a change applies to the next hold", async () => {
    const calls = cartCalls(t.app);
    const date = addDays(localDateOf(SEATING_NOW), 2);
    const scheduled = await send('boss', 'POST', scheduleUrl, {
      seating: 'reserved',
      gaCapacity: null,
      saleOpensDaysBefore: null,
      saleClosesMinutesBefore: null,
      lockTimers: null,
      maxSeatsPerTransaction: 8,
      serviceChargeAgorot: 0,
      featureId: 20,
      venueId: SEATING.venues.hallA,
      pricePolicyIds: [CART.policies.regular],
      firstDate: date,
      lastDate: date,
      weekdays: [new Date(`${date}T12:00:00Z`).getUTCDay()],
      times: ['19:00'],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const [follower] = scheduled.json().presentations as Array<{ id: number; lockTimers: unknown }>;
    expect(follower?.lockTimers).toBeNull();

    const first = await calls.hold(cartBuyer(1602), follower!.id, [[HALL, 1, 1]]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await expiryOf(follower!.id, cartBuyer(1602))).toBe(at(600));

    const timers = { chooseSeats: 120, chooseTickets: 240, customerInfo: 900, chooseProducts: 300 };
    const saved = await send('boss', 'PUT', settingsUrl(), { ...DEFAULTS, lockTimers: timers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.lockTimers).toEqual(timers);
    // Seat selection keeps a presentation for at most 2 seconds (ADR 0014: "at once" within the owners' short caches).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const second = await calls.hold(cartBuyer(1603), follower!.id, [[HALL, 2, 1]]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await expiryOf(follower!.id, cartBuyer(1603))).toBe(at(120));
    // The order page shows the same step timers.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/presentations/${follower!.id}?lang=en`,
      headers: { uuid: cartBuyer(1603) },
    });
    expect(view.json().presentation.lockTimer).toEqual({
      chooseSeatsInSeconds: 120,
      chooseTicketsInSeconds: 240,
      customerInfoInSeconds: 900,
      chooseProductsInSeconds: 300,
    });

    // A presentation with timers of its own keeps them.
    expect((await calls.hold(cartBuyer(1604), CART.presentation(2), [[HALL, 4, 1]])).statusCode).toBe(200);
    expect(await expiryOf(CART.presentation(2), cartBuyer(1604))).toBe(at(600));
  });

  it("default fees: a pattern without fees takes them when scheduled, the customer's cart shows them, a later change does not move them", async () => {
    const fees = { serviceChargeAgorot: 500, bookingFeeAgorot: 300 };
    const saved = await send('boss', 'PUT', settingsUrl(), { ...DEFAULTS, defaultFees: fees });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.defaultFees).toEqual(fees);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('data_json')
      .where('action', '=', 'business.checkout_settings_changed')
      .where('business_id', '=', BUSINESS)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data_json ?? '{}')).toMatchObject({
      before: { defaultFees: DEFAULTS.defaultFees },
      after: { defaultFees: fees },
    });
    // A change without defaultFees keeps them.
    const { defaultFees: _kept, ...withoutFees } = DEFAULTS;
    expect((await send('boss', 'PUT', settingsUrl(), withoutFees)).json().settings.defaultFees).toEqual(fees);

    const date = addDays(localDateOf(SEATING_NOW), 3);
    const scheduled = await send('boss', 'POST', scheduleUrl, {
      seating: 'reserved',
      gaCapacity: null,
      saleOpensDaysBefore: null,
      saleClosesMinutesBefore: null,
      lockTimers: null,
      maxSeatsPerTransaction: 8,
      featureId: 20,
      venueId: SEATING.venues.hallA,
      pricePolicyIds: [CART.policies.regular],
      firstDate: date,
      lastDate: date,
      weekdays: [new Date(`${date}T12:00:00Z`).getUTCDay()],
      times: ['18:00', '21:00'],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const [show, other] = scheduled.json().presentations as Array<{ id: number; serviceChargeAgorot: number; bookingFeeAgorot: number }>;
    expect(show).toMatchObject(fees);
    expect(other).toMatchObject(fees);

    // The business then changes its defaults: the shows already scheduled keep their prices.
    expect(
      (await send('boss', 'PUT', settingsUrl(), { ...DEFAULTS, defaultFees: { serviceChargeAgorot: 900, bookingFeeAgorot: 0 } }))
        .statusCode,
    ).toBe(200);
    const calls = cartCalls(t.app);
    const uuid = cartBuyer(1605);
    expect((await calls.hold(uuid, show!.id, [[HALL, 5, 1]])).statusCode).toBe(200);
    const priced = await calls.cart(uuid, { seats: [line(show!.id, CART.policies.regular)], customerInfo: CUSTOMER_INFO });
    expect(priced.statusCode, priced.body).toBe(200);
    const { cart } = priced.json();
    expect(cart.tickets[0]).toMatchObject({ serviceCharge: 5 });
    expect(cart).toMatchObject({ serviceChargeTotal: 5, bookingFee: 3 });

    // Fees given in the pattern are its own; the defaults go back to none for the other tests.
    const own = await send('boss', 'POST', scheduleUrl, {
      seating: 'reserved',
      gaCapacity: null,
      saleOpensDaysBefore: null,
      saleClosesMinutesBefore: null,
      lockTimers: null,
      maxSeatsPerTransaction: 8,
      serviceChargeAgorot: 250,
      bookingFeeAgorot: 0,
      featureId: 20,
      venueId: SEATING.venues.hallA,
      pricePolicyIds: [CART.policies.regular],
      firstDate: date,
      lastDate: date,
      weekdays: [new Date(`${date}T12:00:00Z`).getUTCDay()],
      times: ['15:00'],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().presentations[0]).toMatchObject({ serviceChargeAgorot: 250, bookingFeeAgorot: 0 });
    expect((await send('boss', 'PUT', settingsUrl(), DEFAULTS)).statusCode).toBe(200);
  });

  it("refuses another business's staff and non-administrators, and bad input naming the field, saving nothing", async () => {
    expect((await send('stranger', 'GET', settingsUrl())).statusCode).toBe(403);
    expect((await send('stranger', 'PUT', settingsUrl(), DEFAULTS)).json().error.error).toBe('FORBIDDEN');
    expect((await send('clerk', 'PUT', settingsUrl(), DEFAULTS)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: settingsUrl() })).statusCode).toBe(401);
    const before = (await send('boss', 'GET', settingsUrl())).json();
    for (const [bad, field] of [
      [{ ...DEFAULTS, authRequired: 'yes' }, 'body.authRequired'],
      [{ ...DEFAULTS, lockTimers: { ...DEFAULTS.lockTimers, chooseSeats: 30 } }, 'body.lockTimers.chooseSeats'],
      [{ ...DEFAULTS, lockTimers: { ...DEFAULTS.lockTimers, customerInfo: 3601 } }, 'body.lockTimers.customerInfo'],
      [{ ...DEFAULTS, defaultFees: { serviceChargeAgorot: -1, bookingFeeAgorot: 0 } }, 'body.defaultFees.serviceChargeAgorot'],
      [{ ...DEFAULTS, defaultFees: { serviceChargeAgorot: 0, bookingFeeAgorot: 100_001 } }, 'body.defaultFees.bookingFeeAgorot'],
      [{ ...DEFAULTS, defaultFees: { serviceChargeAgorot: 2.5, bookingFeeAgorot: 0 } }, 'body.defaultFees.serviceChargeAgorot'],
    ] as const) {
      const res = await send('boss', 'PUT', settingsUrl(), bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error, field).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await send('boss', 'GET', settingsUrl())).json()).toEqual(before);
  });

  it('is described in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(docs.paths['/api/kupa-live/manage/businesses/{businessId}/settings/checkout'])).toEqual(['get', 'put']);
  });
});
