import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { ABANDONED_PAYMENT_AFTER_MS } from './checkout-module';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { PaymentRepository } from './payment.repository';
import { PaymentService } from './payment.service';
import { openSse } from '../testing/seating/sse-client';

const HALL = SEATING.sections.hall;
const REGULAR = CART.policies.regular;
const APPROVE = SANDBOX_TEST_CARDS.approveVisa.number.replace(/\s/g, '');
const num = (key: keyof typeof SANDBOX_TEST_CARDS) => SANDBOX_TEST_CARDS[key].number.replace(/\s/g, '');
/** Two regular tickets: 2 x 45.00 + 2 x 5.50 service charge + 3.00 booking fee. */
const TWO_TICKETS_AGOROT = 2 * 4500 + 2 * CART.serviceChargeAgorot + CART.bookingFeeAgorot;

describe.each(testEngines())('POST /api/payment/commit on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 500;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine, { holdExpiryIntervalMs: 20 });
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.clock.set(SEATING_NOW);
    t.faults.afterSeatsSold = undefined;
    t.session.current = null;
  });

  /** A new buyer holding seats x of row A of a cart presentation, with the cart stored; answers the cart to commit. */
  async function buyerWithSeats(n: number, xs: number[], extra: Record<string, unknown> = {}) {
    const uuid = cartBuyer(++buyerSeq);
    const presentationId = CART.presentation(n);
    const held = await calls.hold(
      uuid,
      presentationId,
      xs.map((x) => [HALL, x, 1] as [number, number, number]),
      extra.isHold ? 'hold' : undefined,
    );
    expect(held.statusCode, held.body).toBe(200);
    const cart = { seats: xs.map(() => line(presentationId, REGULAR)), customerInfo: CUSTOMER_INFO, ...extra };
    const stored = await calls.cart(uuid, cart);
    expect(stored.statusCode, stored.body).toBe(200);
    return { uuid, presentationId, cart };
  }

  const claimsOf = (presentationId: number) =>
    db().selectFrom('seat_claims').selectAll().where('presentation_id', '=', presentationId).orderBy('seat_id').execute();
  const reservationsOf = (uuid: string) => db().selectFrom('reservations').selectAll().where('buyer_uuid', '=', uuid).execute();
  const paymentsOf = (uuid: string) => db().selectFrom('payments').selectAll().where('buyer_uuid', '=', uuid).orderBy('id').execute();

  it("counts a ticket type's sold tickets against its quota, per presentation (TICKETS_SOLD_OUT)", async () => {
    await db().updateTable('price_policies').set({ quota: 2 }).where('id', '=', REGULAR).execute();
    try {
      const first = await buyerWithSeats(29, [1]);
      expect((await calls.commit(first.uuid, { ...first.cart, creditcardInfo: card(APPROVE) })).statusCode).toBe(200);
      const over = await buyerWithSeats(29, [3, 4]);
      const overCart = (await calls.cart(over.uuid, over.cart)).json().cart;
      expect(overCart.problems.map((p: { code: string }) => p.code)).toEqual(['TICKETS_SOLD_OUT']);
      const within = await buyerWithSeats(29, [6]);
      expect((await calls.cart(within.uuid, within.cart)).json().cart.problems).toEqual([]);
      // Another presentation of the same ticket type has its own count.
      const elsewhere = await buyerWithSeats(28, [1, 2]);
      expect((await calls.cart(elsewhere.uuid, elsewhere.cart)).json().cart.problems).toEqual([]);
    } finally {
      await db().updateTable('price_policies').set({ quota: null }).where('id', '=', REGULAR).execute();
    }
  });

  it("announces the order's seats sold on the seat map's live stream once its payment is captured", async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { uuid, presentationId, cart } = await buyerWithSeats(30, [3, 4]);
    const stream = await openSse(`${base}/api/seats/presentations/${presentationId}/events`);
    try {
      await stream.next((m) => m.event === 'ready');
      const res = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
      expect(res.statusCode, res.body).toBe(200);
      const sold = await stream.next((m) => m.event === 'seats' && m.data.includes('"sold"'), 2000);
      expect(JSON.parse(sold.data)).toMatchObject({
        presentationId,
        changes: [
          { seat: `${HALL}_3_1`, state: 'sold' },
          { seat: `${HALL}_4_1`, state: 'sold' },
        ],
      });
    } finally {
      stream.close();
    }
  });

  it('sells the held seats: reservation, tickets with unique secrets, captured payment, outbox, audit and summary', async () => {
    const { uuid, presentationId, cart } = await buyerWithSeats(1, [1, 2]);
    const res = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE), numberOfPayments: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.reservationIdentifier).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{4}$/);
    expect(body.ticketIdentifiers).toHaveLength(2);
    expect(new Set(body.ticketIdentifiers).size).toBe(2);

    const [reservation, ...more] = await reservationsOf(uuid);
    expect(more).toEqual([]);
    expect(reservation).toMatchObject({
      identifier: body.reservationIdentifier,
      status: 'confirmed',
      order_type: 'normal',
      tickets_agorot: 9000,
      service_charge_agorot: 1100,
      booking_fee_agorot: 300,
      total_agorot: TWO_TICKETS_AGOROT,
      business_date: '2026-11-21',
      edocument_key: body.documentKey,
    });
    const claims = await claimsOf(presentationId);
    expect(claims.map((c) => [c.status, c.reservation_id, c.expires_at])).toEqual([
      ['sold', reservation?.id, null],
      ['sold', reservation?.id, null],
    ]);
    const tickets = await db()
      .selectFrom('reservation_tickets')
      .selectAll()
      .where('reservation_id', '=', reservation?.id ?? 0)
      .execute();
    expect(tickets.map((x) => [x.price_agorot, x.service_charge_agorot, x.status])).toEqual([
      [4500, 550, 'valid'],
      [4500, 550, 'valid'],
    ]);
    expect(tickets.map((x) => x.ticket_secret).sort()).toEqual([...body.ticketIdentifiers].sort());
    const payments = await paymentsOf(uuid);
    expect(payments).toMatchObject([
      {
        reservation_id: reservation?.id,
        method: 'card',
        status: 'captured',
        amount_agorot: TWO_TICKETS_AGOROT,
        card_last4: '0000',
        number_of_payments: 2,
      },
    ]);
    expect(payments[0]?.capture_reference).toMatch(/^cap_/);

    const outbox = await db().selectFrom('outbox').selectAll().where('body', 'like', `%${body.documentKey}%`).orderBy('channel').execute();
    expect(outbox.map((o) => [o.channel, o.recipient, o.template])).toEqual([
      ['email', 'dana@example.com', 'tickets-link'],
      ['sms', '0501234567', 'tickets-link'],
    ]);
    expect(outbox[0]?.body).toContain(`/edocument/${body.documentKey}`);
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', body.reservationIdentifier).execute();
    expect(audit).toMatchObject([{ action: 'reservation.commit', actor_kind: 'buyer', actor_id: uuid }]);
    const summary = await db()
      .selectFrom('presentation_sales')
      .selectAll()
      .where('presentation_id', '=', presentationId)
      .executeTakeFirst();
    expect(summary).toMatchObject({ sold_quantity: 2, tickets_agorot: 9000, service_charge_agorot: 1100 });
    // A guest's order: no customer record, its details on the order (issue 14).
    expect(reservation).toMatchObject({ customer_id: null, contact_mobile: '0501234567' });
    expect(JSON.parse(reservation?.customer_json ?? '{}')).toMatchObject({ FirstName: 'Dana', MobileNumber1: '0501234567' });
    // The buyer's cart is marked committed: another commit of it is refused.
    const again = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
    expect(again.json().error.error).toBe('ALREADY_COMMITTED');
  });

  it.each([
    ['declined', 'declined'],
    ['insufficientFunds', 'insufficient_funds'],
  ] as const)('answers PAYMENT_ERROR for a %s card and writes no order; the seats stay held', async (key, reason) => {
    const { uuid, presentationId, cart } = await buyerWithSeats(2, key === 'declined' ? [1, 2] : [3, 4]);
    const res = await calls.commit(uuid, { ...cart, creditcardInfo: card(num(key)) });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({ error: 'PAYMENT_ERROR', details: { reason } });
    expect(await reservationsOf(uuid)).toEqual([]);
    expect((await claimsOf(presentationId)).filter((c) => c.buyer_uuid === uuid).map((c) => c.status)).toEqual(['held', 'held']);
    expect(await paymentsOf(uuid)).toMatchObject([{ status: 'failed', failure_code: reason, reservation_id: null }]);
  });

  it('completes an extra verification: paymentAction, the sandbox page, approve, commit with the paymentIdentifier', async () => {
    const { uuid, presentationId, cart } = await buyerWithSeats(3, [1, 2]);
    const first = await calls.commit(uuid, { ...cart, creditcardInfo: card(num('requiresVerification')) });
    expect(first.statusCode, first.body).toBe(200);
    const action = first.json().paymentAction;
    expect(action).toMatchObject({ kind: 'verification', redirectPath: expect.stringMatching(/^\/sandbox\/payments\/verify\//) });
    expect((await calls.paymentStatus(uuid, action.paymentIdentifier)).json()).toMatchObject({ status: 'requires_verification' });
    expect((await calls.paymentStatus(cartBuyer(9999), action.paymentIdentifier)).statusCode).toBe(404);

    const page = await t.app.inject({ method: 'GET', url: `${action.redirectPath}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit" class="approve">Approve</button>');
    const approved = await t.app.inject({
      method: 'POST',
      url: `${action.redirectPath}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approved',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `/order/${presentationId}?paymentIdentifier=${encodeURIComponent(action.paymentIdentifier)}&lang=en`,
    );
    expect((await calls.paymentStatus(uuid, action.paymentIdentifier)).json()).toMatchObject({ status: 'authorised' });

    const done = await calls.commit(uuid, { ...cart, paymentIdentifier: action.paymentIdentifier });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().reservationIdentifier).toBeTruthy();
    expect(await paymentsOf(uuid)).toMatchObject([{ status: 'captured', card_last4: '0034', identifier: action.paymentIdentifier }]);
    expect((await claimsOf(presentationId)).map((c) => c.status)).toEqual(['sold', 'sold']);
  });

  it('refuses a failed verification with PAYMENT_ERROR verification_failed', async () => {
    const { uuid, cart } = await buyerWithSeats(3, [5, 6]);
    const action = (await calls.commit(uuid, { ...cart, creditcardInfo: card(num('requiresVerification')) })).json().paymentAction;
    const failed = await t.app.inject({
      method: 'POST',
      url: action.redirectPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failed',
    });
    expect(failed.statusCode).toBe(303);
    const res = await calls.commit(uuid, { ...cart, paymentIdentifier: action.paymentIdentifier });
    expect(res.json().error).toMatchObject({ error: 'PAYMENT_ERROR', details: { reason: 'verification_failed' } });
    expect(await reservationsOf(uuid)).toEqual([]);
  });

  it.each(['approved', 'declined'] as const)('takes an instant bank payment the buyer %s in the bank app', async (outcome) => {
    const { uuid, presentationId, cart } = await buyerWithSeats(4, outcome === 'approved' ? [1, 2] : [5, 6]);
    const first = await calls.commit(uuid, { ...cart, paymentMethod: 'bank' });
    const action = first.json().paymentAction;
    expect(action).toMatchObject({ kind: 'bank', approvalPath: expect.stringMatching(/^\/sandbox\/payments\/bank\//) });
    const pending = await calls.commit(uuid, { ...cart, paymentIdentifier: action.paymentIdentifier });
    expect(pending.json().error.error).toBe('PAYMENT_PENDING');
    const bankPage = await t.app.inject({ method: 'GET', url: `${action.approvalPath}?lang=he` });
    expect(bankPage.statusCode).toBe(200);
    expect(bankPage.body).toContain('dir="rtl"');
    const settled = await t.app.inject({
      method: 'POST',
      url: action.approvalPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    // The bank app only says it is done; the order page, polling, commits.
    expect(settled.statusCode).toBe(200);
    expect(settled.headers.location).toBeUndefined();
    const done = await calls.commit(uuid, { ...cart, paymentIdentifier: action.paymentIdentifier });
    if (outcome === 'approved') {
      expect(done.statusCode, done.body).toBe(200);
      // The confirmation says it was paid in the bank app, not by a card.
      expect(done.json().reservation).toMatchObject({ paymentMethod: 'bank', cardLast4: null, paidByCard: TWO_TICKETS_AGOROT / 100 });
      expect(await paymentsOf(uuid)).toMatchObject([{ method: 'bank', status: 'captured', amount_agorot: TWO_TICKETS_AGOROT }]);
      expect((await claimsOf(presentationId)).filter((c) => c.buyer_uuid === uuid).map((c) => c.status)).toEqual(['sold', 'sold']);
    } else {
      expect(done.json().error).toMatchObject({ error: 'PAYMENT_ERROR' });
      expect(await reservationsOf(uuid)).toEqual([]);
    }
  });

  it('lets a voucher pay the whole order (no card) and part of one (the rest by card), never below its balance', async () => {
    // One ticket: 45.00 + 5.50 + 3.00 = 53.50, all from GIFT-100.
    const whole = await buyerWithSeats(5, [1], { voucherPayments: [{ systemVoucher: 'GIFT-100', amount: 53.5 }] });
    const res = await calls.commit(whole.uuid, whole.cart);
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentsOf(whole.uuid)).toMatchObject([
      { method: 'voucher', status: 'captured', amount_agorot: 5350, system_voucher_id: 72 },
    ]);
    // Two tickets (104.00): 40.00 from the voucher's remaining 46.50, the rest by card.
    const part = await buyerWithSeats(5, [3, 4], { voucherPayments: [{ systemVoucher: 'GIFT-100', amount: 40 }] });
    const res2 = await calls.commit(part.uuid, { ...part.cart, creditcardInfo: card(APPROVE) });
    expect(res2.statusCode, res2.body).toBe(200);
    const payments = await paymentsOf(part.uuid);
    expect(payments.map((p) => [p.method, p.status, p.amount_agorot]).sort()).toEqual([
      ['card', 'captured', TWO_TICKETS_AGOROT - 4000],
      ['voucher', 'captured', 4000],
    ]);
    const voucher = await db().selectFrom('system_vouchers').select('balance_agorot').where('id', '=', 72).executeTakeFirstOrThrow();
    expect(voucher.balance_agorot).toBe(10000 - 5350 - 4000);
    expect(
      await db().selectFrom('system_voucher_redemptions').select('amount_agorot').where('voucher_id', '=', 72).orderBy('id').execute(),
    ).toEqual([{ amount_agorot: 5350 }, { amount_agorot: 4000 }]);
  });

  it('answers a double submit once: the same key at once and again gives one order and the same answer', async () => {
    const { uuid, cart } = await buyerWithSeats(6, [1, 2]);
    const body = { ...cart, creditcardInfo: card(APPROVE) };
    const [a, b] = await Promise.all([
      calls.commit(uuid, body, { idempotencyKey: 'key-double-1' }),
      calls.commit(uuid, body, { header: 'key-double-1' }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    const later = await calls.commit(uuid, body, { idempotencyKey: 'key-double-1' });
    expect(later.json()).toEqual(a.json());
    expect(await reservationsOf(uuid)).toHaveLength(1);
    expect((await paymentsOf(uuid)).map((p) => p.status)).toEqual(['captured']);
    const other = await calls.commit(uuid, body, { idempotencyKey: 'key-double-2' });
    expect(other.json().error.error).toBe('ALREADY_COMMITTED');
  });

  it('answers SEAT_LOCK_EXPIRED when the holds expire while the card is authorised, and voids the authorisation', async () => {
    const slow = await createCommitTestApp(engine, {
      wrapProvider: (provider, clock) => {
        const wrapped = Object.create(provider) as typeof provider;
        wrapped.authorise = async (request) => {
          const result = await provider.authorise(request);
          clock.advance(11 * 60_000); // past the 10-minute hold
          return result;
        };
        return wrapped;
      },
    });
    try {
      const c = { ...cartCalls(slow.app), ...commitCalls(slow.app) };
      const uuid = cartBuyer(7001);
      const presentationId = CART.presentation(7);
      expect((await c.hold(uuid, presentationId, [[HALL, 1, 1]])).statusCode).toBe(200);
      const cart = { seats: [line(presentationId, REGULAR)], customerInfo: CUSTOMER_INFO };
      const res = await c.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
      expect(res.json().error.error).toBe('SEAT_LOCK_EXPIRED');
      const [payment] = await slow.database.db.selectFrom('payments').selectAll().where('buyer_uuid', '=', uuid).execute();
      expect(payment).toMatchObject({ status: 'voided', reservation_id: null });
      expect(await slow.provider.capture(payment?.provider_reference ?? '', 'probe')).toEqual({
        status: 'rejected',
        reason: 'already_voided',
      });
      expect(await slow.database.db.selectFrom('reservations').select('id').execute()).toEqual([]);
    } finally {
      await slow.dispose();
    }
  });

  it('cancels the order and frees the seats when the capture fails after the commit, and voids the authorisation', async () => {
    const failing = await createCommitTestApp(engine, {
      wrapProvider: (provider) => {
        const wrapped = Object.create(provider) as typeof provider;
        wrapped.capture = async () => ({ status: 'rejected', reason: 'not_found' });
        return wrapped;
      },
    });
    try {
      const c = { ...cartCalls(failing.app), ...commitCalls(failing.app) };
      const uuid = cartBuyer(7101);
      const presentationId = CART.presentation(14);
      expect((await c.hold(uuid, presentationId, [[HALL, 1, 1]])).statusCode).toBe(200);
      const res = await c.commit(
        uuid,
        { seats: [line(presentationId, REGULAR)], customerInfo: CUSTOMER_INFO, creditcardInfo: card(APPROVE) },
        { idempotencyKey: 'capture-fails-1' },
      );
      expect(res.statusCode).toBe(402);
      expect(res.json().error.error).toBe('PAYMENT_ERROR');
      const fdb = failing.database.db;
      const [reservation] = await fdb.selectFrom('reservations').selectAll().where('buyer_uuid', '=', uuid).execute();
      expect(reservation).toMatchObject({ status: 'cancelled' });
      expect(
        await fdb
          .selectFrom('reservation_tickets')
          .select('status')
          .where('reservation_id', '=', reservation?.id ?? 0)
          .execute(),
      ).toEqual([{ status: 'cancelled' }]);
      expect(await fdb.selectFrom('seat_claims').select('seat_id').where('presentation_id', '=', presentationId).execute()).toEqual([]);
      expect(await fdb.selectFrom('idempotency_records').select('key').execute()).toEqual([]);
      const [payment] = await fdb.selectFrom('payments').selectAll().where('buyer_uuid', '=', uuid).execute();
      expect(payment?.status).toBe('voided');
      expect(await failing.provider.capture(payment?.provider_reference ?? '', 'probe')).toEqual({
        status: 'rejected',
        reason: 'already_voided',
      });
      expect(
        await fdb.selectFrom('presentation_sales').select('sold_quantity').where('presentation_id', '=', presentationId).executeTakeFirst(),
      ).toEqual({ sold_quantity: 0 });
    } finally {
      await failing.dispose();
    }
  });

  it('leaves nothing when the commit fails after the seats were written: no sale, seats free for another buyer, card voided, no outbox', async () => {
    const { uuid, presentationId, cart } = await buyerWithSeats(8, [1, 2]);
    const outboxBefore = await db().selectFrom('outbox').select('id').orderBy('id').execute();
    t.faults.afterSeatsSold = async () => {
      throw new Error('injected failure after the seats were sold');
    };
    const res = await calls.commit(uuid, { ...cart, creditcardInfo: card(APPROVE) });
    expect(res.statusCode).toBe(500);
    expect(await reservationsOf(uuid)).toEqual([]);
    expect((await claimsOf(presentationId)).filter((c) => c.status === 'sold')).toEqual([]);
    const [payment] = await paymentsOf(uuid);
    expect(payment).toMatchObject({ status: 'voided', reservation_id: null });
    expect(await t.provider.capture(payment?.provider_reference ?? '', 'probe')).toEqual({ status: 'rejected', reason: 'already_voided' });
    expect(await db().selectFrom('outbox').select('id').orderBy('id').execute()).toEqual(outboxBefore);
    // Nothing sold: once the buyer's hold ends, another buyer takes the same seats.
    t.faults.afterSeatsSold = undefined;
    t.clock.advance(11 * 60_000);
    const other = cartBuyer(8888);
    expect(
      (
        await calls.hold(other, presentationId, [
          [HALL, 1, 1],
          [HALL, 2, 1],
        ])
      ).statusCode,
    ).toBe(200);
  });

  it("sells a seat once when its first holder's hold expired and a second buyer holds it: exactly one order", async () => {
    const presentationId = CART.presentation(9);
    const first = cartBuyer(9001);
    const second = cartBuyer(9002);
    expect((await calls.hold(first, presentationId, [[HALL, 1, 1]])).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await calls.hold(second, presentationId, [[HALL, 1, 1]])).statusCode).toBe(200);
    const cart = { seats: [line(presentationId, REGULAR)], customerInfo: CUSTOMER_INFO, creditcardInfo: card(APPROVE) };
    const [a, b] = await Promise.all([calls.commit(first, cart), calls.commit(second, cart)]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect(b.statusCode, b.body).toBe(200);
    const reservations = await db()
      .selectFrom('reservation_tickets')
      .select('reservation_id')
      .where('presentation_id', '=', presentationId)
      .execute();
    expect(reservations).toHaveLength(1);
    expect((await claimsOf(presentationId)).map((c) => [c.buyer_uuid, c.status])).toEqual([[second, 'sold']]);
  });

  it('refuses invalid customer details against the order form before any payment', async () => {
    const { uuid, cart } = await buyerWithSeats(10, [1]);
    const res = await calls.commit(uuid, { ...cart, customerInfo: { ...CUSTOMER_INFO, SSN: '123456789' }, creditcardInfo: card(APPROVE) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'customerInfo.ssn' } });
    expect(await paymentsOf(uuid)).toEqual([]);
  });

  describe('hold orders', () => {
    const member = { mobile: '0521234567', customers: [{ customerId: 601, businessId: SEATING.businessId }] };

    it('needs a logged-in member whose membership allows holds, and refuses premium seats', async () => {
      const { uuid, cart } = await buyerWithSeats(11, [1], { isHold: true });
      expect((await calls.commit(uuid, cart)).json().error.error).toBe('LOGIN_REQUIRED');
      t.session.current = member;
      expect((await calls.commit(uuid, cart)).json().error.error).toBe('NO_ACTIVE_MEMBERSHIP');
      await db().updateTable('memberships').set({ allows_hold: 1 }).where('id', '=', SEATING.memberships.club).execute();
      const premiumBuyer = cartBuyer(1101);
      const presentationId = CART.presentation(12);
      expect((await calls.hold(premiumBuyer, presentationId, [[HALL, 1, 4]])).statusCode).toBe(200);
      const premiumCart = {
        seats: [{ prsntId: presentationId, ticketGroupId: SEATING.ticketGroups.premium, ticketId: CART.policies.premium }],
        customerInfo: CUSTOMER_INFO,
        isHold: true,
      };
      expect((await calls.cart(premiumBuyer, premiumCart)).statusCode).toBe(200);
      expect((await calls.commit(premiumBuyer, premiumCart)).json().error.error).toBe('PREMIUM_SEAT_NOT_HOLDABLE');
    });

    it('holds the seats without payment until 30 minutes before the show, then the expiry job releases them', async () => {
      await db().updateTable('memberships').set({ allows_hold: 1 }).where('id', '=', SEATING.memberships.club).execute();
      t.session.current = member;
      const { uuid, presentationId, cart } = await buyerWithSeats(13, [1, 2], { isHold: true });
      const res = await calls.commit(uuid, cart);
      expect(res.statusCode, res.body).toBe(200);
      const [reservation] = await reservationsOf(uuid);
      // The cart presentations start at 18:00Z: the deadline is 17:30Z.
      expect(reservation).toMatchObject({
        status: 'hold',
        order_type: 'hold',
        hold_deadline: '2026-11-21T17:30:00.000Z',
        customer_id: 601,
        paid_at: null,
      });
      expect(await paymentsOf(uuid)).toEqual([]);
      expect((await claimsOf(presentationId)).map((c) => c.status)).toEqual(['sold', 'sold']);
      // The logged-in customer's confirmation carries a single-use login link to the customer area (issue 9).
      const sms = await db()
        .selectFrom('outbox')
        .select('body')
        .where('template', '=', 'tickets-link')
        .where('channel', '=', 'sms')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const linkToken = /\/customer\/([A-Za-z0-9_-]{40,})/.exec(sms.body)?.[1] ?? '';
      expect(linkToken).not.toBe('');
      const links = await db()
        .selectFrom('customer_login_tokens')
        .select(['token_hash', 'customer_id', 'redeemed_at'])
        .where('customer_id', '=', 601)
        .execute();
      expect(links).toHaveLength(1);
      expect(links[0]?.token_hash).not.toBe(linkToken);

      t.clock.set(new Date('2026-11-21T17:29:00.000Z'));
      await new Promise((r) => setTimeout(r, 80));
      expect((await reservationsOf(uuid))[0]?.status).toBe('hold');
      t.clock.set(new Date('2026-11-21T17:30:01.000Z'));
      await expect.poll(async () => (await reservationsOf(uuid))[0]?.status, { timeout: 3000 }).toBe('expired');
      expect(await claimsOf(presentationId)).toEqual([]);
      const tickets = await db()
        .selectFrom('reservation_tickets')
        .select('status')
        .where('reservation_id', '=', reservation?.id ?? 0)
        .execute();
      expect(tickets).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
    });
  });

  it('never stores or logs a card number: every text column of payments, reservations, audit log, outbox and carts', async () => {
    const numbers = Object.values(SANDBOX_TEST_CARDS).map((c) => c.number.replace(/\s/g, ''));
    for (const table of ['payments', 'reservations', 'audit_log', 'outbox', 'carts', 'customer_cards'] as const) {
      const rows = await db().selectFrom(table).selectAll().execute();
      const text = JSON.stringify(rows).replace(/[\s-]/g, '');
      for (const n of numbers) expect(text, `${table} holds ${n}`).not.toContain(n);
      expect(text).not.toContain('creditCardCVV');
    }
  });

  it('gives back payments no order took: a bank payment approved after the buyer left, a verified card never committed', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const bank = await buyerWithSeats(15, [1, 2]);
    const bankAction = (await calls.commit(bank.uuid, { ...bank.cart, paymentMethod: 'bank' })).json().paymentAction;
    expect(
      (await t.app.inject({ method: 'POST', url: bankAction.approvalPath, headers: form, payload: 'outcome=approved' })).statusCode,
    ).toBe(200);
    const verified = await buyerWithSeats(15, [4, 5]);
    const verifyAction = (await calls.commit(verified.uuid, { ...verified.cart, creditcardInfo: card(num('requiresVerification')) })).json()
      .paymentAction;
    expect(
      (await t.app.inject({ method: 'POST', url: verifyAction.redirectPath, headers: form, payload: 'outcome=approved' })).statusCode,
    ).toBe(303);
    const sold = await buyerWithSeats(15, [7, 8]);
    expect((await calls.commit(sold.uuid, { ...sold.cart, creditcardInfo: card(APPROVE) })).statusCode).toBe(200);

    const release = new PaymentService(new PaymentRepository(db()), t.provider, t.clock);
    const cutoff = () => new Date(t.clock.now().getTime() - ABANDONED_PAYMENT_AFTER_MS);
    // Just started: the buyer may still come back.
    expect(await release.releaseAbandoned(cutoff())).toBe(0);
    t.clock.advance(ABANDONED_PAYMENT_AFTER_MS + 60_000);
    expect(await release.releaseAbandoned(cutoff())).toBe(2);
    expect((await paymentsOf(bank.uuid)).map((p) => p.status)).toEqual(['refunded']);
    const [card1] = await paymentsOf(verified.uuid);
    expect(card1?.status).toBe('voided');
    expect(await t.provider.capture(card1?.provider_reference ?? '', 'probe')).toEqual({ status: 'rejected', reason: 'already_voided' });
    // The order's own payment is never touched.
    expect((await paymentsOf(sold.uuid)).map((p) => p.status)).toEqual(['captured']);
    // Coming back now is too late: the payment is closed, nothing is charged.
    const late = await calls.commit(bank.uuid, { ...bank.cart, paymentIdentifier: bankAction.paymentIdentifier });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    // (Its holds lapsed with the half hour too, so the refusal comes before the payment is even read.)
    expect(late.json().error.error).toBe('SEAT_LOCK_EXPIRED');
    expect((await paymentsOf(bank.uuid)).map((p) => p.status)).toEqual(['refunded']);
    expect(await reservationsOf(bank.uuid)).toEqual([]);
  });

  it('saves the card of a logged-in buyer who asks (saveMagCard), also when it needed extra verification, and pays with it later', async () => {
    t.session.current = { mobile: '0521234567', customers: [{ customerId: 601, businessId: SEATING.businessId }] };
    const cardsOf601 = () =>
      db()
        .selectFrom('customer_cards')
        .select(['id', 'last4', 'provider_token', 'is_deleted'])
        .where('customer_id', '=', 601)
        .orderBy('id')
        .execute();
    const direct = await buyerWithSeats(16, [1]);
    expect((await calls.commit(direct.uuid, { ...direct.cart, creditcardInfo: card(APPROVE), saveMagCard: true })).statusCode).toBe(200);
    const verified = await buyerWithSeats(16, [3]);
    const action = (
      await calls.commit(verified.uuid, { ...verified.cart, creditcardInfo: card(num('requiresVerification')), saveMagCard: true })
    ).json().paymentAction;
    await t.app.inject({
      method: 'POST',
      url: action.redirectPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approved',
    });
    const done = await calls.commit(verified.uuid, { ...verified.cart, paymentIdentifier: action.paymentIdentifier });
    expect(done.statusCode, done.body).toBe(200);
    const cards = await cardsOf601();
    expect(cards.map((c) => [c.last4, c.is_deleted])).toEqual([
      ['0000', 0],
      ['0034', 0],
    ]);
    // A saved card pays by its id (the provider's token), without its number.
    const again = await buyerWithSeats(16, [5]);
    const paid = await calls.commit(again.uuid, { ...again.cart, creditcardInfo: { magCardId: cards[0]?.id } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await paymentsOf(again.uuid)).map((p) => [p.status, p.card_last4, p.customer_card_id])).toEqual([
      ['captured', '0000', cards[0]?.id],
    ]);
  });
});
