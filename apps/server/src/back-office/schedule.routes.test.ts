import { addDays, localDateOf, weekdayOf } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { signInBackOfficeStaff } from '../testing/staff-login';
import { testEngines } from '../testing/test-database';

const BUSINESS = SEATING.businessId;
const HALL_A = SEATING.venues.hallA;
const REGULAR = CART.policies.regular;
const APPROVE = '4580000000000000';
const today = localDateOf(SEATING_NOW);
const url = (path = '', businessId: number = BUSINESS) => `/api/kupa-live/manage/businesses/${businessId}/presentations${path}`;

const TERMS = {
  seating: 'reserved',
  gaCapacity: null,
  saleOpensDaysBefore: 30,
  saleClosesMinutesBefore: 15,
  lockTimers: { chooseSeats: 600, chooseTickets: 420, customerInfo: 900, chooseProducts: 300 },
  maxSeatsPerTransaction: 8,
  serviceChargeAgorot: 550,
} as const;

/** Sundays and Wednesdays for two weeks from tomorrow, at 19:00 and 21:30. */
const PATTERN = {
  ...TERMS,
  featureId: 20,
  venueId: HALL_A,
  pricePolicyIds: [REGULAR],
  firstDate: addDays(today, 1),
  lastDate: addDays(today, 14),
  weekdays: [0, 3],
  times: ['21:30', '19:00'],
};

/** Issue 13, the schedule: weekly patterns, edits and a cancellation that refunds every order through ADR 0012. */
describe.each(testEngines())('back-office schedule on %s', (engine) => {
  let t: CommitTestApp;
  const cookies: Record<'boss' | 'clerk' | 'stranger', string> = { boss: '', clerk: '', stranger: '' };
  const as = (who: keyof typeof cookies) => ({ cookie: cookies[who] });
  const send = (who: keyof typeof cookies, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: `${path}${path.includes('?') ? '&' : '?'}lang=en`, headers: as(who), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    const db = t.database.db;
    await db.updateTable('venues').set({ default_seatplan_id: 2000 }).where('id', '=', HALL_A).execute();
    Object.assign(cookies, await signInBackOfficeStaff(t, BUSINESS, 3, SEATING_NOW));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  let created: Array<{ id: number; date: string; time: string; startsAt: string }> = [];

  it('schedules a film weekly over a date range; each presentation is on sale to customers at once', async () => {
    const optionsRes = await send('boss', 'GET', url());
    expect(optionsRes.statusCode, optionsRes.body).toBe(200);
    const options = optionsRes.json();
    expect(options.features.map((f: { id: number }) => f.id)).toContain(20);
    expect(options.venues.find((v: { id: number }) => v.id === HALL_A)).toMatchObject({ hasSeatPlan: true });
    expect(options.pricePolicies.map((p: { id: number }) => p.id)).toContain(REGULAR);

    const res = await send('boss', 'POST', url(), PATTERN);
    expect(res.statusCode, res.body).toBe(200);
    created = res.json().presentations;
    const expected: string[] = [];
    for (let d = PATTERN.firstDate; d <= PATTERN.lastDate; d = addDays(d, 1))
      if ([0, 3].includes(weekdayOf(d))) expected.push(`${d} 19:00`, `${d} 21:30`);
    expect(created.map((p) => `${p.date} ${p.time}`)).toEqual(expected);
    expect(res.json().presentations[0]).toMatchObject({
      ...TERMS,
      featureId: 20,
      venueId: HALL_A,
      status: 'scheduled',
      pricePolicyIds: [REGULAR],
    });

    const first = created[0]!;
    const view = await t.app.inject({ method: 'GET', url: `/api/presentations/${first.id}?lang=en`, headers: { uuid: cartBuyer(1501) } });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().presentation).toMatchObject({ id: first.id, featureName: 'Musical', isReserved: 1, seatplanId: 2000, soldout: 0 });
    const listed = (await send('boss', 'GET', url(`?from=${PATTERN.firstDate}&days=14`))).json().presentations;
    expect(listed.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(created.map((p) => p.id)));
  });

  it('edits one presentation: its time and timers, seen by the public call', async () => {
    const target = created[1]!;
    const res = await send('boss', 'PUT', url(`/${target.id}`), {
      ...TERMS,
      date: target.date,
      time: '20:15',
      lockTimers: { ...TERMS.lockTimers, chooseSeats: 300 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().presentation).toMatchObject({ time: '20:15', lockTimers: { chooseSeats: 300 } });
    const view = await t.app.inject({ method: 'GET', url: `/api/presentations/${target.id}?lang=en`, headers: { uuid: cartBuyer(1502) } });
    expect(view.json().presentation).toMatchObject({ dateTime: `${target.date} 20:15`, lockTimer: { chooseSeatsInSeconds: 300 } });
  });

  it('cancels a presentation with a sale: the order is refunded in full through the sandbox and the buyer told; a retry refunds nothing twice', async () => {
    const target = created[2]!;
    const calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
    const uuid = cartBuyer(1503);
    expect((await calls.lock(uuid, target.id, [[SEATING.sections.hall, 1, 1]])).statusCode).toBe(200);
    const cart = { seats: [line(target.id, REGULAR)], customerInfo: CUSTOMER_INFO };
    expect((await calls.cart(uuid, cart)).statusCode).toBe(200);
    const bought = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
    expect(bought.statusCode, bought.body).toBe(200);
    const identifier = bought.json().reservationIdentifier as string;
    const db = t.database.db;
    const order = await db
      .selectFrom('reservations')
      .select(['id', 'total_agorot'])
      .where('identifier', '=', identifier)
      .executeTakeFirstOrThrow();

    const res = await send('boss', 'POST', url(`/${target.id}/cancel`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ presentation: { status: 'cancelled' }, ordersCancelled: 1, ordersRefused: [] });
    const after = await db
      .selectFrom('reservations')
      .select(['status', 'refunded_agorot', 'cancellation_charge_agorot'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'cancelled', refunded_agorot: order.total_agorot, cancellation_charge_agorot: 0 });
    const refunds = await db.selectFrom('sandbox_refunds').selectAll().execute();
    expect(refunds.map((r) => r.amount_agorot)).toEqual([order.total_agorot]);
    const messages = await db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'body'])
      .where('template', '=', 'order-cancelled')
      .execute();
    expect(messages.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', CUSTOMER_INFO.EmailAddress1],
      ['sms', CUSTOMER_INFO.MobileNumber1],
    ]);
    expect(messages[0]?.body).toContain(identifier);

    const publicView = await t.app.inject({ method: 'GET', url: `/api/presentations/${target.id}?lang=en`, headers: { uuid } });
    expect(publicView.json().error?.error ?? publicView.json().error).toBe('PRESENTATION_NOT_FOUND');
    const again = await send('boss', 'POST', url(`/${target.id}/cancel`));
    expect(again.json()).toMatchObject({ ordersCancelled: 0, ordersRefused: [] });
    expect(await db.selectFrom('sandbox_refunds').selectAll().execute()).toHaveLength(1);
  });

  it("refuses another business's staff, non-administrators and bad input, creating nothing", async () => {
    expect((await send('stranger', 'GET', url())).statusCode).toBe(403);
    expect((await send('stranger', 'POST', url(`/${created[3]!.id}/cancel`, 3))).json().error.error).toBe('FORBIDDEN');
    expect((await send('clerk', 'POST', url(), PATTERN)).statusCode).toBe(403);
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('presentations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const [bad, field] of [
      [{ ...PATTERN, lastDate: today }, 'body.lastDate'],
      [{ ...PATTERN, firstDate: today, lastDate: today, weekdays: [weekdayOf(today)], times: ['09:00'] }, 'body.firstDate'],
      [{ ...PATTERN, venueId: SEATING.venues.gaHall }, 'body.seating'],
      [{ ...PATTERN, seating: 'generalAdmission', gaCapacity: null }, 'body.gaCapacity'],
      [{ ...PATTERN, pricePolicyIds: [999] }, 'body.pricePolicyIds'],
      [{ ...PATTERN, lastDate: addDays(today, 400), weekdays: [0, 1, 2, 3, 4, 5, 6] }, 'body.lastDate'],
      [{ ...PATTERN, times: ['25:00'] }, 'body.times.0'],
    ] as const) {
      const res = await send('boss', 'POST', url(), bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error, field).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect(await count()).toBe(before);
  });
});
