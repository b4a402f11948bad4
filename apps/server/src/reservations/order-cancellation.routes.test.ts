import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SeatChange } from '@kupa/contracts';
import type { RefundResult } from '../adapters/payment/payment-provider';
import { createPaidOrderUndo } from '../checkout/paid-order-undo';
import { SoldSeats } from '../seating/sold-seats';
import { OrderCancellationRepository } from './order-cancellation.repository';
import { OrderCancellationService } from './order-cancellation.service';
import { UNFINISHED_WORK_GRACE_MS as UNFINISHED_CANCELLATION_GRACE_MS } from '../shared/unfinished-work';
import type { CustomerSession } from '../http/customer-session';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';

const HALL = SEATING.sections.hall;
const P = CART.presentation;
const T = CART.policies;
const APPROVE = '4580000000000000';
/** A ticket for 30 loyalty points, added here (as in the member-benefits tests). */
const POINTS = 121;
const GIFT_100 = 72;
/** Noa Cohen (customer 601): 100 loyalty points, member M1 (id 81) with 2 benefit tickets. */
const NOA: CustomerSession = { mobile: '0521234567', customers: [{ customerId: 601, businessId: SEATING.businessId }] };
const STRANGER: CustomerSession = { mobile: '0541111111', customers: [{ customerId: 602, businessId: SEATING.businessId }] };

const CANCELLATION_ON = {
  customerArea: { allowCancelOrders: true },
  orderCancellation: { hoursBeforeStart: 2, charge: { kind: 'perTicket', amount: 5 } },
};

/** Issue 9, ADR 0012: the customer cancels their own order; every effect checked, and every refusal changes nothing. */
describe.each(testEngines())('order cancellation on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 1200;
  /** Set to make the provider refuse refunds, or to hold refunds until two arrive (the race). */
  const refunds: { refuse: boolean; gate: null | { waiting: Array<() => void>; size: number } } = { refuse: false, gate: null };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine, {
      wrapProvider: (sandbox) =>
        Object.assign(Object.create(sandbox) as typeof sandbox, {
          async refund(captureId: string, amount: number, key: string): Promise<RefundResult> {
            if (refunds.refuse) return { status: 'rejected', reason: 'not_captured' };
            const gate = refunds.gate;
            if (gate) {
              await new Promise<void>((resolve) => {
                gate.waiting.push(resolve);
                if (gate.waiting.length >= gate.size) for (const go of gate.waiting) go();
                setTimeout(resolve, 2000);
              });
            }
            return sandbox.refund(captureId, amount, key);
          },
        }),
    });
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
    await setSettings(CANCELLATION_ON);
    await db()
      .insertInto('price_policies')
      .values({
        id: POINTS,
        business_id: SEATING.businessId,
        ticket_group_id: SEATING.ticketGroups.regular,
        kind: 'loyalty',
        name_he: 'Points',
        name_en: 'Points',
        price_agorot: 0,
        service_charge_agorot: 0,
        loyalty_points_price: 30,
        membership_id: null,
        multiply_factor: 1,
        system_voucher_class_id: null,
        min_quantity: null,
        max_quantity: null,
        required_with_policy_id: null,
        quota: null,
        requires_code: 0,
        is_walkin: 0,
        ref1_prompt_he: null,
        ref1_prompt_en: null,
        sort_order: POINTS,
      })
      .execute();
    await db()
      .insertInto('presentation_price_policies')
      .values(Array.from({ length: CART.count }, (_, i) => ({ presentation_id: P(i + 1), price_policy_id: POINTS })))
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(async () => {
    t.session.current = null;
    refunds.refuse = false;
    refunds.gate = null;
    await setSettings(CANCELLATION_ON);
  });

  async function setSettings(settings: object) {
    await db()
      .updateTable('businesses')
      .set({ settings_json: JSON.stringify(settings) })
      .where('id', '=', SEATING.businessId)
      .execute();
  }

  /** Noa buys seats x of row A of presentation n with these lines (regular by default), paying the rest by card. */
  async function buy(n: number, xs: number[], extra: { lines?: Array<Record<string, unknown>>; voucher?: number } = {}) {
    t.session.current = NOA;
    const uuid = cartBuyer(++buyerSeq);
    const held = await calls.hold(
      uuid,
      P(n),
      xs.map((x) => [HALL, x, 1] as [number, number, number]),
    );
    expect(held.statusCode, held.body).toBe(200);
    const cart = {
      seats: extra.lines ?? xs.map(() => line(P(n), T.regular)),
      customerInfo: CUSTOMER_INFO,
      ...(extra.voucher ? { voucherPayments: [{ systemVoucher: 'GIFT-100', amount: extra.voucher }] } : {}),
    };
    expect((await calls.cart(uuid, cart)).statusCode).toBe(200);
    const res = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
    expect(res.statusCode, res.body).toBe(200);
    t.session.current = null;
    return res.json().reservationIdentifier as string;
  }

  const as = (session: CustomerSession | null) => {
    t.session.current = session;
  };
  const cancel = (id: string) => t.app.inject({ method: 'POST', url: `/api/reservations/${id}/cancel?lang=en` });
  const preview = (id: string) => t.app.inject({ method: 'GET', url: `/api/reservations/${id}/cancellation?lang=en` });
  const freeSeats = async (n: number) =>
    Object.keys(
      (
        await t.app.inject({ method: 'GET', url: `/api/seats/seats-statusV2?presentationId=${P(n)}`, headers: { uuid: cartBuyer(1199) } })
      ).json().seats,
    );
  const order = (id: string) =>
    db()
      .selectFrom('reservations')
      .select(['id', 'status', 'cancellation_charge_agorot', 'refunded_agorot'])
      .where('identifier', '=', id)
      .executeTakeFirstOrThrow();
  const sales = async (n: number) => {
    const row = await db().selectFrom('presentation_sales').selectAll().where('presentation_id', '=', P(n)).executeTakeFirst();
    // No row yet is no sale: the same figures as a row of zeros.
    const { updated_at: _ignored, ...figures } = row ?? { updated_at: '' };
    const zero = {
      sold_quantity: 0,
      tickets_agorot: 0,
      service_charge_agorot: 0,
      booking_fee_agorot: 0,
      products_quantity: 0,
      products_agorot: 0,
    };
    return { ...zero, ...figures, presentation_id: P(n) };
  };
  const voucherBalance = async () =>
    (await db().selectFrom('system_vouchers').select('balance_agorot').where('id', '=', GIFT_100).executeTakeFirstOrThrow()).balance_agorot;
  const sandboxRefunds = () => db().selectFrom('sandbox_refunds').selectAll().orderBy('created_at').execute();
  /** Everything a refused cancellation must leave as it was. */
  const stateOf = async (id: string, n: number) => ({
    order: await order(id),
    free: await freeSeats(n),
    refunds: (await sandboxRefunds()).length,
    voucher: await voucherBalance(),
    sales: await sales(n),
    outbox: (await db().selectFrom('outbox').select('id').where('template', '=', 'order-cancelled').execute()).length,
  });

  it('cancels a card-and-voucher order: seats free, card refunded less the charges, voucher back, message, dashboard lower by the order', async () => {
    const salesBefore = await sales(1);
    const voucherBefore = await voucherBalance();
    // Two regular tickets 2 x 45.00 + service charge 2 x 5.50 + booking fee 3.00 = 104.00: 20.00 by voucher, 84.00 by card.
    const id = await buy(1, [1, 2], { voucher: 20 });
    expect(await freeSeats(1)).not.toContain(`${HALL}_1_1`);
    expect(await sales(1)).not.toEqual(salesBefore);

    as(NOA);
    const seen = await preview(id);
    expect(seen.statusCode, seen.body).toBe(200);
    // Kept: ₪5 a ticket (10.00), the service charge and booking fee (14.00), off the card's 84.00 first.
    expect(seen.json()).toMatchObject({
      cancellable: true,
      reason: null,
      deadline: '2026-11-21T16:00:00.000Z',
      amounts: { cancellationCharge: 10, nonRefundable: 14, refundToPaymentMethod: 60, refundToVouchers: 20, totalRefund: 80 },
    });

    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      reservationIdentifier: id,
      status: 'cancelled',
      amounts: { cancellationCharge: 10, nonRefundable: 14, refundToPaymentMethod: 60, refundToVouchers: 20, totalRefund: 80 },
    });
    const row = await order(id);
    expect(row).toMatchObject({ status: 'cancelled', cancellation_charge_agorot: 1000, refunded_agorot: 6000 });
    const tickets = await db().selectFrom('reservation_tickets').select('status').where('reservation_id', '=', row.id).execute();
    expect(tickets.map((x) => x.status)).toEqual(['cancelled', 'cancelled']);
    expect(await freeSeats(1)).toEqual(expect.arrayContaining([`${HALL}_1_1`, `${HALL}_2_1`]));
    const payments = await db()
      .selectFrom('payments')
      .select(['method', 'status'])
      .where('reservation_id', '=', row.id)
      .orderBy('method')
      .execute();
    expect(payments).toEqual([
      { method: 'card', status: 'refunded' },
      { method: 'voucher', status: 'voided' },
    ]);
    expect((await sandboxRefunds()).map((r) => r.amount_agorot)).toEqual([6000]);
    expect(await voucherBalance()).toBe(voucherBefore);
    expect(await sales(1)).toEqual(salesBefore);
    const messages = await db()
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'body'])
      .where('template', '=', 'order-cancelled')
      .orderBy('channel')
      .execute();
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'dana@example.com'],
      ['sms', NOA.mobile],
    ]);
    expect(messages[1]?.body).toContain(id);
    expect(messages[1]?.body).toContain('₪60.00');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_kind'])
      .where('entity_id', '=', id)
      .where('action', '=', 'reservation.cancelled')
      .execute();
    expect(audit).toEqual([{ action: 'reservation.cancelled', actor_kind: 'customer' }]);

    // The sandbox shows the refund on its own page.
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/payments/refunds?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('60.00 ILS');

    // Cancelling again: NOTHING_TO_CANCEL, nothing changes.
    const before = await stateOf(id, 1);
    const again = await cancel(id);
    expect([again.statusCode, again.json().error.error]).toEqual([409, 'NOTHING_TO_CANCEL']);
    expect(await stateOf(id, 1)).toEqual(before);
  });

  it('gives back the membership ticket and the loyalty points the order used', async () => {
    const member = () => db().selectFrom('members').select(['balance', 'used_balance']).where('id', '=', 81).executeTakeFirstOrThrow();
    const points = async () =>
      (await db().selectFrom('customers').select('loyalty_points').where('id', '=', 601).executeTakeFirstOrThrow()).loyalty_points;
    const [memberBefore, pointsBefore] = [await member(), await points()];
    const id = await buy(2, [1, 2, 3], {
      lines: [line(P(2), T.membership, { memberNumber: 'M1' }), line(P(2), POINTS), line(P(2), T.regular)],
    });
    expect(await points()).toBe(pointsBefore - 30);
    expect((await member()).balance).toBe(memberBefore.balance - 1);
    as(NOA);
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await member()).toEqual(memberBefore);
    expect(await points()).toBe(pointsBefore);
    expect(await freeSeats(2)).toEqual(expect.arrayContaining([`${HALL}_1_1`, `${HALL}_2_1`, `${HALL}_3_1`]));
  });

  it('gives back the discount-code uses and the hotel places the order took', async () => {
    const codeUses = async (id: number) =>
      (await db().selectFrom('ticket_codes').select('used_count').where('id', '=', id).executeTakeFirstOrThrow()).used_count;
    const hotelPlaces = async () =>
      (await db().selectFrom('reference_prompt_options').select('quantity').where('id', '=', 91).executeTakeFirstOrThrow()).quantity;
    const [save10, once, places] = [await codeUses(61), await codeUses(62), await hotelPlaces()];
    const id = await buy(4, [1, 2, 3, 4], {
      lines: [
        line(P(4), T.code, { code: 'SAVE10' }),
        line(P(4), T.code, { code: 'save10' }),
        line(P(4), T.code, { code: 'ONCE' }),
        line(P(4), T.hotel, { ref1: 'Dan Hotel' }),
      ],
    });
    expect([await codeUses(61), await codeUses(62), await hotelPlaces()]).toEqual([save10 + 2, once + 1, places - 1]);
    as(NOA);
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect([await codeUses(61), await codeUses(62), await hotelPlaces()]).toEqual([save10, once, places]);
    // ONCE had one use left: the cancellation made it usable again.
    const again = await buy(4, [5], { lines: [line(P(4), T.code, { code: 'ONCE' })] });
    expect(again).toMatch(/\S/);
    expect(await codeUses(62)).toBe(once + 1);
  });

  it("refuses without a session, someone else's order, an unknown order, when not enabled and past the deadline, changing nothing", async () => {
    const id = await buy(3, [1]);
    const before = await stateOf(id, 3);
    as(null);
    expect([(await cancel(id)).statusCode, (await cancel(id)).json().error.error]).toEqual([401, 'LOGIN_REQUIRED']);
    as(STRANGER);
    const foreign = await cancel(id);
    expect([foreign.statusCode, foreign.json().error.error]).toEqual([404, 'RESERVATION_NOT_FOUND']);
    expect((await preview(id)).statusCode).toBe(404);
    as(NOA);
    const unknown = await cancel('ZZZ-ZZZZ');
    expect([unknown.statusCode, unknown.json().error.error]).toEqual([404, 'RESERVATION_NOT_FOUND']);
    // The same answer for someone else's order and for none: the body names nothing of it.
    expect(foreign.json().error.message).toBe(unknown.json().error.message);

    await setSettings({ customerArea: { allowCancelOrders: false } });
    const off = await cancel(id);
    expect([off.statusCode, off.json().error.error]).toEqual([403, 'CANCELLATION_NOT_ALLOWED']);
    expect((await preview(id)).json()).toMatchObject({ cancellable: false, reason: 'CANCELLATION_NOT_ALLOWED', amounts: null });
    await setSettings({}); // the default is off (spec 6)
    expect((await cancel(id)).json().error.error).toBe('CANCELLATION_NOT_ALLOWED');

    // The show starts at 18:00Z and now is 10:00Z: nine hours before is past.
    await setSettings({ ...CANCELLATION_ON, orderCancellation: { hoursBeforeStart: 9 } });
    const late = await cancel(id);
    expect([late.statusCode, late.json().error.error]).toEqual([409, 'CANCELLATION_DEADLINE_PASSED']);
    expect(late.json().error.message).toBe('The last moment to cancel this order has passed');
    expect(await stateOf(id, 3)).toEqual(before);
  });

  it('answers BALANCE_IS_DUE and changes nothing when the provider refuses the refund', async () => {
    const id = await buy(4, [1, 2]);
    const before = await stateOf(id, 4);
    refunds.refuse = true;
    as(NOA);
    const res = await cancel(id);
    expect([res.statusCode, res.json().error.error]).toEqual([409, 'BALANCE_IS_DUE']);
    expect(await stateOf(id, 4)).toEqual(before);
    expect(before.order.status).toBe('confirmed');
    // Once the provider takes refunds again, the customer can cancel.
    refunds.refuse = false;
    expect((await cancel(id)).statusCode).toBe(200);
  });

  it('refunds once when two cancellations of the same order race', async () => {
    const id = await buy(5, [1, 2]);
    const refundsBefore = (await sandboxRefunds()).length;
    as(NOA);
    refunds.gate = { waiting: [], size: 2 };
    const answers = await Promise.all([cancel(id), cancel(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.error).toBe('NOTHING_TO_CANCEL');
    expect((await sandboxRefunds()).length).toBe(refundsBefore + 1);
    expect(
      await db()
        .selectFrom('outbox')
        .select('id')
        .where('template', '=', 'order-cancelled')
        .where('body', 'like', `%${id}%`)
        .orderBy('channel')
        .execute(),
    ).toHaveLength(2); // one SMS, one e-mail
    expect((await order(id)).status).toBe('cancelled');
  });

  it("the confirmation carries a single-use login link to the customer's area (7 days)", async () => {
    const id = await buy(5, [6]);
    const sms = await db()
      .selectFrom('outbox')
      .select('body')
      .where('template', '=', 'tickets-link')
      .where('channel', '=', 'sms')
      .where('body', 'like', `%${id}%`)
      .executeTakeFirstOrThrow();
    const token = /\/customer\/([A-Za-z0-9_-]{40,})/.exec(sms.body)?.[1] ?? '';
    expect(token).not.toBe('');
    const redeem = () => t.app.inject({ method: 'POST', url: '/api/customer/token-login?lang=en', payload: { token } });
    const first = await redeem();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().customerInfo.CustomerId).toBe(601);
    expect((await redeem()).json().error.error).toBe('CUSTOMER_TOKEN_REDEEMED');
  });

  it("ends the cancellation's SMS and e-mail with the business's signatures (ADR 0017)", async () => {
    const id = await buy(8, [1]);
    const signatures = [
      { business_id: SEATING.businessId, locale: 'en', message_key: 'sms.signature', text: 'Cinema City' },
      { business_id: SEATING.businessId, locale: 'en', message_key: 'email.signature', text: 'Cinema City · gate 3' },
    ];
    await db().insertInto('business_text_overrides').values(signatures).execute();
    try {
      as(NOA);
      expect((await cancel(id)).statusCode).toBe(200);
    } finally {
      await db()
        .deleteFrom('business_text_overrides')
        .where('business_id', '=', SEATING.businessId)
        .where('message_key', 'in', ['sms.signature', 'email.signature'])
        .execute();
    }
    const sent = await db()
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('template', '=', 'order-cancelled')
      .where('body', 'like', `%${id}%`)
      .orderBy('channel')
      .execute();
    // The cancellation's text is one line: what follows it is the signature.
    expect(sent.map((m) => [m.channel, m.body.split('\n').slice(1)])).toEqual([
      ['email', ['', 'Cinema City · gate 3']],
      ['sms', ['Cinema City']],
    ]);
  });

  it("lists only the session's customer's ticket orders, upcoming and past, with their display state and cancellation preview", async () => {
    const id = await buy(6, [1]);
    as(null);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/reservations?lang=en' })).statusCode).toBe(401);
    as(STRANGER);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/reservations?lang=en' })).json()).toEqual({ upcoming: [], past: [] });
    as(NOA);
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/reservations?lang=en' });
    expect(res.statusCode, res.body).toBe(200);
    const { upcoming, past } = res.json();
    expect(past).toEqual([]);
    const mine = upcoming.find((e: { reservation: { reservationIdentifier: string } }) => e.reservation.reservationIdentifier === id);
    expect(mine).toMatchObject({
      display: 'active',
      reservation: { status: 'confirmed', documentKey: expect.any(String) },
      cancellation: { cancellable: true, amounts: { cancellationCharge: 5, refundToPaymentMethod: 40 } },
    });
    const cancelledOne = upcoming.find((e: { display: string }) => e.display === 'cancelled');
    expect(cancelledOne?.cancellation).toMatchObject({ cancellable: false, reason: 'NOTHING_TO_CANCEL' });
  });

  /** The cancellation service as another server process would build it, with its own seat-event publisher and faults. */
  function process(faults: { afterRefund?: () => Promise<void> } = {}) {
    const published: Array<{ presentationId: number; changes: SeatChange[] }> = [];
    const service = new OrderCancellationService({
      db: db(),
      dialect: t.database.dialect,
      repository: new OrderCancellationRepository(db()),
      payments: createPaidOrderUndo(db(), t.provider),
      seats: new SoldSeats({ publish: (presentationId, changes) => published.push({ presentationId, changes }) }),
      clock: t.clock,
      log: t.app.log,
      messageTexts: async () => ({}),
      faults,
    });
    return { service, published };
  }

  it('finishes a cancellation whose process died after the refund: once, with the seats announced free', async () => {
    const id = await buy(7, [1, 2]);
    const refundsBefore = (await sandboxRefunds()).length;
    const dying = process({
      afterRefund: () => Promise.reject(new Error('simulated crash after the refund')),
    });
    await expect(dying.service.cancel(id, NOA, 'en')).rejects.toThrow('simulated crash');
    // Refunded, but the order still stands: nothing else happened.
    expect((await sandboxRefunds()).length).toBe(refundsBefore + 1);
    expect((await order(id)).status).toBe('confirmed');
    expect(await freeSeats(7)).not.toContain(`${HALL}_1_1`);
    expect(dying.published).toEqual([]);

    // Within the grace period the job leaves it (a live cancellation may be between its steps).
    const next = process();
    expect(await next.service.finishUnfinished(UNFINISHED_CANCELLATION_GRACE_MS)).toBe(0);
    t.clock.advance(UNFINISHED_CANCELLATION_GRACE_MS + 1000);
    expect(await next.service.finishUnfinished(UNFINISHED_CANCELLATION_GRACE_MS)).toBe(1);
    expect((await order(id)).status).toBe('cancelled');
    expect((await sandboxRefunds()).length).toBe(refundsBefore + 1);
    expect(await freeSeats(7)).toEqual(expect.arrayContaining([`${HALL}_1_1`, `${HALL}_2_1`]));
    expect(next.published).toEqual([
      {
        presentationId: P(7),
        changes: expect.arrayContaining([
          { seat: `${HALL}_1_1`, state: 'released' },
          { seat: `${HALL}_2_1`, state: 'released' },
        ]),
      },
    ]);
    const sms = await db()
      .selectFrom('outbox')
      .select('recipient')
      .where('template', '=', 'order-cancelled')
      .where('channel', '=', 'sms')
      .where('body', 'like', `%${id}%`)
      .execute();
    expect(sms).toEqual([{ recipient: NOA.mobile }]);
    // Nothing is left to finish, and the customer's retry finds nothing to cancel.
    expect(await next.service.finishUnfinished(UNFINISHED_CANCELLATION_GRACE_MS)).toBe(0);
    as(NOA);
    expect((await cancel(id)).json().error.error).toBe('NOTHING_TO_CANCEL');
  });
});
