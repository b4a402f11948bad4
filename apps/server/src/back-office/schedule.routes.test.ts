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
    expect((await calls.hold(uuid, target.id, [[SEATING.sections.hall, 1, 1]])).statusCode).toBe(200);
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

  type Listed = { id: number; featureId: number; venueId: number; date: string; status: string };
  const list = async (query: string, who: keyof typeof cookies = 'boss', businessId: number = BUSINESS) => {
    const res = await send(who, 'GET', url(`?${query}`, businessId));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { presentations: Listed[]; features: Array<{ id: number }>; venues: Array<{ id: number }> };
  };
  const idsOf = (answer: { presentations: Listed[] }) => answer.presentations.map((p) => p.id);
  let jazz = 0;

  it('narrows the list by dates, film, hall, status and film name; the films and halls to choose from stay whole', async () => {
    await t.database.db
      .insertInto('features')
      .values({ id: 29, business_id: BUSINESS, name_he: "ערב ג'אז", name_en: 'Jazz Night', duration_minutes: 90 })
      .execute();
    const jazzDate = addDays(today, 3);
    const scheduled = await send('boss', 'POST', url(), {
      ...PATTERN,
      featureId: 29,
      venueId: SEATING.venues.gaHall,
      seating: 'generalAdmission',
      gaCapacity: 50,
      firstDate: jazzDate,
      lastDate: jazzDate,
      weekdays: [weekdayOf(jazzDate)],
      times: ['18:00'],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    jazz = scheduled.json().presentations[0].id;

    const todayOnly = await list(`from=${today}&to=${today}`);
    expect(todayOnly.presentations.every((p) => p.date === today)).toBe(true);
    expect(idsOf(todayOnly)).toContain(SEATING.presentations.basic);
    expect(idsOf(todayOnly)).not.toContain(jazz);
    const fortnight = await list(`from=${addDays(today, 1)}&to=${addDays(today, 14)}`);
    expect(idsOf(fortnight)).toEqual(expect.arrayContaining([...created.map((p) => p.id), jazz]));
    expect(idsOf(fortnight)).not.toContain(SEATING.presentations.basic);

    const byFilm = await list(`from=${today}&featureId=29`);
    expect(idsOf(byFilm)).toEqual([jazz]);
    expect(byFilm.features.map((f) => f.id)).toEqual(expect.arrayContaining([20, 29]));
    expect(byFilm.venues.map((v) => v.id)).toEqual(expect.arrayContaining([HALL_A, SEATING.venues.gaHall]));
    const byHall = await list(`from=${today}&venueId=${SEATING.venues.gaHall}`);
    expect(byHall.presentations.every((p) => p.venueId === SEATING.venues.gaHall)).toBe(true);
    expect(idsOf(byHall)).toEqual(expect.arrayContaining([SEATING.presentations.ga, jazz]));
    expect(idsOf(await list(`from=${today}&to=${today}&featureId=20&venueId=${SEATING.venues.gaHall}`))).toEqual([
      SEATING.presentations.ga,
    ]);

    const cancelled = await list(`from=${today}&days=31&status=cancelled`);
    expect(cancelled.presentations.every((p) => p.status === 'cancelled')).toBe(true);
    expect(idsOf(cancelled)).toEqual(expect.arrayContaining([SEATING.presentations.cancelled, created[2]!.id]));
    const onSale = await list(`from=${today}&days=31&status=scheduled`);
    expect(onSale.presentations.length).toBeGreaterThan(0);
    expect(onSale.presentations.every((p) => p.status === 'scheduled')).toBe(true);
    const everything = await list(`from=${today}&days=31&status=all`);
    expect(everything.presentations).toHaveLength(cancelled.presentations.length + onSale.presentations.length);

    expect(idsOf(await list(`from=${today}&q=${encodeURIComponent('JAZZ')}`))).toEqual([jazz]);
    expect(idsOf(await list(`from=${today}&q=${encodeURIComponent("ג'אז")}`))).toEqual([jazz]);
    const musical = await list(`from=${today}&q=musical`);
    expect(musical.presentations.length).toBeGreaterThan(0);
    expect(musical.presentations.every((p) => p.featureId === 20)).toBe(true);
    expect((await list(`from=${today}&q=nothing-like-it`)).presentations).toEqual([]);
  });

  it("never lists another business's presentations, whatever the filter", async () => {
    const other = CART.otherBusinessPresentation;
    for (const query of [`from=${today}`, `from=${today}&featureId=20`, `from=${today}&venueId=${HALL_A}`, `from=${today}&q=musical`]) {
      const answer = await list(`${query}&days=31`);
      expect(idsOf(answer), query).not.toContain(other);
      const owners = await t.database.db.selectFrom('presentations').select('business_id').where('id', 'in', idsOf(answer)).execute();
      expect(new Set(owners.map((o) => o.business_id)), query).toEqual(new Set([BUSINESS]));
    }
    expect(idsOf(await list(`from=${today}&featureId=20`, 'stranger', 3))).toEqual([other]);
    expect(idsOf(await list(`from=${today}&featureId=29`, 'stranger', 3))).toEqual([]);
    expect((await send('stranger', 'GET', url(`?from=${today}&featureId=20`))).statusCode).toBe(403);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'querystring.from'],
      ['from=tomorrow', 'querystring.from'],
      [`from=${today}&to=2026-02-30`, 'querystring.to'],
      [`from=${today}&to=${addDays(today, -1)}`, 'querystring.to'],
      [`to=${addDays(today, -1)}`, 'querystring.to'],
      [`from=${today}&to=${addDays(today, 62)}`, 'querystring.to'],
      [`from=${today}&to=${addDays(today, 5)}&days=5`, 'querystring.days'],
      ['days=63', 'querystring.days'],
      ['featureId=abc', 'querystring.featureId'],
      ['venueId=0', 'querystring.venueId'],
      ['status=sold', 'querystring.status'],
      [`q=${'x'.repeat(101)}`, 'querystring.q'],
    ] as const) {
      const res = await send('boss', 'GET', url(`?${query}`));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await list(`from=${today}&to=${addDays(today, 61)}`)).presentations.length).toBeGreaterThan(0);
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
