import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { RECONCILE_GRACE_MS } from './checkout-module';
import { COMMIT_STEPS, SimulatedCrash, type CommitStep } from './commit-faults';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { CommitRepository } from './commit.repository';
import { OrderSettlement } from './order-settlement';
import { OrderSettlementRepository } from './order-settlement.repository';
import { PaymentReconciler } from './payment-reconciler';
import { PaymentRecovery } from './payment-recovery';
import { PaymentRepository } from './payment.repository';
import { PaymentService } from './payment.service';

const HALL = SEATING.sections.hall;
const REGULAR = CART.policies.regular;
const APPROVE = SANDBOX_TEST_CARDS.approveVisa.number.replace(/\s/g, '');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** What the commit must end as after a crash at each step, once the reconciliation job ran (ADR 0010). */
const AFTER_RECONCILIATION: Record<CommitStep, 'no order' | 'confirmed'> = {
  afterIntent: 'no order',
  afterAuthorisation: 'no order',
  beforeSeatsSold: 'no order',
  afterSeatsSold: 'no order',
  afterOrderWritten: 'confirmed',
  afterCapture: 'confirmed',
};

describe.each(testEngines())('a commit that crashes at each step, then recovers, on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 800;
  let presentationSeq = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.clock.set(SEATING_NOW);
    for (const step of COMMIT_STEPS) t.faults[step] = undefined;
  });

  /** The reconciliation job as a server process started after the crash would run it (its own services, same database). */
  function freshReconciler(orders = new OrderSettlementRepository(db())): PaymentReconciler {
    const silent = { ...t.app.log, warn: () => undefined, error: () => undefined } as unknown as typeof t.app.log;
    const paymentRows = new PaymentRepository(db());
    const payments = new PaymentService(paymentRows, t.provider, t.clock);
    const events = { publish: () => undefined };
    const settlement = new OrderSettlement({
      db: db(),
      dialect: t.database.dialect,
      orders,
      commits: new CommitRepository(db()),
      payments,
      events,
      clock: t.clock,
      log: silent,
    });
    return new PaymentReconciler({
      orders,
      settlement,
      payments,
      recovery: new PaymentRecovery(paymentRows, payments, t.provider, t.clock),
      paymentRows,
      clock: t.clock,
      log: silent,
      graceMs: RECONCILE_GRACE_MS,
      intervalMs: 60_000,
    });
  }

  /** A new buyer holding seats 1 and 2 of row A of a presentation of their own (one per test), with the cart stored. */
  async function buyerWithSeats() {
    const uuid = cartBuyer(++buyerSeq);
    const presentationId = CART.presentation(++presentationSeq);
    const held = await calls.hold(uuid, presentationId, [
      [HALL, 1, 1],
      [HALL, 2, 1],
    ]);
    expect(held.statusCode, held.body).toBe(200);
    const cart = {
      seats: [line(presentationId, REGULAR), line(presentationId, REGULAR)],
      customerInfo: CUSTOMER_INFO,
      creditcardInfo: card(APPROVE),
    };
    expect((await calls.cart(uuid, cart)).statusCode).toBe(200);
    return { uuid, presentationId, cart };
  }

  const crashAt = (step: CommitStep) => {
    t.faults[step] = async () => {
      throw new SimulatedCrash(step);
    };
  };

  const reservationsOf = (uuid: string) => db().selectFrom('reservations').selectAll().where('buyer_uuid', '=', uuid).execute();
  const paymentsOf = (uuid: string) => db().selectFrom('payments').selectAll().where('buyer_uuid', '=', uuid).orderBy('id').execute();
  const authorisation = async (id: string | null) =>
    (
      await db()
        .selectFrom('sandbox_authorisations')
        .select('status')
        .where('authorisation_id', '=', id ?? '')
        .executeTakeFirst()
    )?.status;
  /** The messages of an order, found by its identifier (a delivered message's e-ticket key is redacted, its order number is not). */
  const outboxTo = (identifier: string) =>
    db().selectFrom('outbox').select(['channel', 'status']).where('body', 'like', `%${identifier}%`).execute();
  const soldOf = async (presentationId: number) =>
    (await db().selectFrom('presentation_sales').select('sold_quantity').where('presentation_id', '=', presentationId).executeTakeFirst())
      ?.sold_quantity ?? 0;

  /**
   * The invariants of ADR 0010 for one buyer: no confirmed order without a captured payment (at the provider too),
   * no captured payment without a confirmed order, seats sold only to a confirmed or pending order, and no ticket
   * shown (e-ticket) or sent for an order that is not confirmed.
   */
  async function expectConsistent(uuid: string, presentationId: number) {
    const reservations = await reservationsOf(uuid);
    const payments = await paymentsOf(uuid);
    for (const r of reservations) {
      const paid = payments.filter((p) => p.reservation_id === r.id && p.status === 'captured');
      if (r.status === 'confirmed') {
        expect(paid, `payment of confirmed ${r.identifier}`).toHaveLength(1);
        expect(await authorisation(paid[0]?.provider_reference ?? null)).toBe('captured');
      } else {
        expect(paid, `captured payment of ${r.status} ${r.identifier}`).toEqual([]);
        // A pending order has no e-ticket yet; a cancelled one shows itself cancelled, never a valid ticket.
        const eticket = await t.app.inject({ method: 'GET', url: `/api/edocuments/${r.edocument_key}?lang=en` });
        if (r.status === 'pending_payment') expect(eticket.statusCode, 'e-ticket of a pending order').toBe(404);
        else expect(JSON.stringify(eticket.json())).not.toContain('"status":"valid"');
        expect(await outboxTo(r.identifier)).toEqual([]);
      }
    }
    for (const p of payments.filter((x) => x.status === 'captured')) {
      expect(reservations.find((r) => r.id === p.reservation_id)?.status, 'order of a captured payment').toBe('confirmed');
    }
    const claims = await db()
      .selectFrom('seat_claims')
      .select(['status', 'reservation_id'])
      .where('presentation_id', '=', presentationId)
      .where('buyer_uuid', '=', uuid)
      .execute();
    for (const c of claims.filter((x) => x.status === 'sold')) {
      expect(['confirmed', 'pending_payment']).toContain(reservations.find((r) => r.id === c.reservation_id)?.status);
    }
    const confirmed = reservations.filter((r) => r.status === 'confirmed').length;
    expect(await soldOf(presentationId), 'tickets the dashboard counts').toBe(confirmed * 2);
  }

  it.each(COMMIT_STEPS)('crashes %s: the job resolves it, and a retry with the same key answers what happened', async (step) => {
    const { uuid, presentationId, cart } = await buyerWithSeats();
    const key = `crash-${step}-${engine}`;
    crashAt(step);
    const crashed = await calls.commit(uuid, cart, { idempotencyKey: key });
    expect(crashed.statusCode).toBe(500);
    t.faults[step] = undefined;
    await expectConsistent(uuid, presentationId);
    const [pending] = await reservationsOf(uuid);
    if (pending) {
      // Written, not paid: the order holds its seats but shows no ticket, sends nothing and is not counted.
      expect(pending.status).toBe('pending_payment');
      const send = await t.app.inject({
        method: 'POST',
        url: `/api/reservations/${pending.identifier}/sendTickets?lang=en`,
        headers: { uuid },
        payload: { mobileNumber: '0501234567' },
      });
      expect(send.json().error.error).toBe('PAYMENT_PENDING');
    }

    const reconciler = freshReconciler();
    // A commit between two steps may be a live one: the job leaves it alone during the grace period.
    expect(await reconciler.reconcile()).toBe(0);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    expect(await reconciler.reconcile()).toBe(1);
    expect(await reconciler.reconcile()).toBe(0);
    await expectConsistent(uuid, presentationId);

    const reservations = await reservationsOf(uuid);
    const payments = await paymentsOf(uuid);
    expect(payments).toHaveLength(1);
    const retry = await calls.commit(uuid, cart, { idempotencyKey: key });
    if (AFTER_RECONCILIATION[step] === 'confirmed') {
      expect(reservations.map((r) => r.status)).toEqual(['confirmed']);
      expect(payments[0]?.status).toBe('captured');
      expect((await outboxTo(reservations[0]?.identifier ?? '-')).map((o) => o.channel).sort()).toEqual(['email', 'sms']);
      const eticket = await t.app.inject({ method: 'GET', url: `/api/edocuments/${reservations[0]?.edocument_key}?lang=en` });
      expect(eticket.statusCode).toBe(200);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().reservationIdentifier).toBe(reservations[0]?.identifier);
      const audit = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', reservations[0]?.identifier ?? '')
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['reservation.commit', 'reservation.confirmed_after_crash']);
    } else {
      expect(reservations).toEqual([]);
      // The money was never taken, and nothing at the provider can take it any more.
      expect(['voided', 'failed']).toContain(payments[0]?.status);
      if (payments[0]?.provider_reference) expect(await authorisation(payments[0].provider_reference)).toBe('voided');
      expect(payments[0]?.status).toBe(step === 'afterIntent' ? 'failed' : 'voided');
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'data_json'])
        .where('entity_id', '=', payments[0]?.identifier ?? '')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.action).toBe('payment.reconciled');
      // The attempt is over: the same key restarts the order rather than charging again.
      expect(retry.json().error.error).toBe('ORDER_CANCELLED');
      expect(await reservationsOf(uuid)).toEqual([]);
      // The seats were never sold: once the hold ends another buyer takes them.
      t.clock.advance(11 * 60_000);
      const other = cartBuyer(90_000 + buyerSeq);
      const taken = await calls.hold(other, presentationId, [
        [HALL, 1, 1],
        [HALL, 2, 1],
      ]);
      expect(taken.statusCode, taken.body).toBe(200);
    }
    expect(await paymentsOf(uuid)).toHaveLength(1);
    await expectConsistent(uuid, presentationId);
  });

  it.each(COMMIT_STEPS)('crashes %s: a retry with the same key before the job finishes the order, charged once', async (step) => {
    const { uuid, presentationId, cart } = await buyerWithSeats();
    const key = `retry-${step}-${engine}`;
    crashAt(step);
    expect((await calls.commit(uuid, cart, { idempotencyKey: key })).statusCode).toBe(500);
    t.faults[step] = undefined;
    const retry = await calls.commit(uuid, cart, { idempotencyKey: key });
    expect(retry.statusCode, retry.body).toBe(200);
    const reservations = await reservationsOf(uuid);
    expect(reservations.map((r) => [r.identifier, r.status])).toEqual([[retry.json().reservationIdentifier, 'confirmed']]);
    const payments = await paymentsOf(uuid);
    expect(payments.map((p) => [p.status, p.reservation_id])).toEqual([['captured', reservations[0]?.id]]);
    await expectConsistent(uuid, presentationId);
    // The job later finds nothing left to do.
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    expect(await freshReconciler().reconcile()).toBe(0);
  });

  it('leaves the payment of an order waiting for its capture to its order when the grace period ends between the two phases of a run', async () => {
    const { uuid, presentationId, cart } = await buyerWithSeats();
    crashAt('afterOrderWritten');
    expect((await calls.commit(uuid, cart, { idempotencyKey: 'grace-ends-mid-run' })).statusCode).toBe(500);
    t.faults.afterOrderWritten = undefined;
    // The timer's run reads the waiting orders just before the grace period ends, and the stale payments just after.
    const clock = t.clock;
    class GracePassingOrders extends OrderSettlementRepository {
      override async pendingBefore(cutoff: string, limit: number) {
        const ids = await super.pendingBefore(cutoff, limit);
        clock.advance(RECONCILE_GRACE_MS + 1000);
        return ids;
      }
    }
    expect(await freshReconciler(new GracePassingOrders(db())).reconcile()).toBe(0);
    expect(await freshReconciler().reconcile()).toBe(1);
    expect((await reservationsOf(uuid)).map((r) => r.status)).toEqual(['confirmed']);
    await expectConsistent(uuid, presentationId);
  });

  it('resolves each leftover once when the job runs on two processes at the same moment', async () => {
    const crashed: Array<{ uuid: string; presentationId: number }> = [];
    for (const step of ['afterAuthorisation', 'afterSeatsSold', 'afterOrderWritten'] as const) {
      const { uuid, presentationId, cart } = await buyerWithSeats();
      crashAt(step);
      expect((await calls.commit(uuid, cart, { idempotencyKey: `two-jobs-${step}` })).statusCode).toBe(500);
      t.faults[step] = undefined;
      crashed.push({ uuid, presentationId });
    }
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    const [a, b] = await Promise.all([freshReconciler().reconcile(), freshReconciler().reconcile()]);
    expect(a + b).toBe(3);
    for (const { uuid, presentationId } of crashed) await expectConsistent(uuid, presentationId);
    const [, , last] = crashed;
    expect((await reservationsOf(last?.uuid ?? '')).map((r) => r.status)).toEqual(['confirmed']);
    // One capture at the provider for the confirmed order, whichever process made it.
    const [payment] = await paymentsOf(last?.uuid ?? '');
    expect(
      await db()
        .selectFrom('sandbox_captures')
        .select('capture_id')
        .where('authorisation_id', '=', payment?.provider_reference ?? '')
        .execute(),
    ).toHaveLength(1);
    const entities: string[] = [];
    for (const { uuid } of crashed) {
      entities.push(...(await paymentsOf(uuid)).map((p) => p.identifier ?? ''), ...(await reservationsOf(uuid)).map((r) => r.identifier));
    }
    const audits = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', 'in', entities)
      .where('action', '!=', 'reservation.commit')
      .execute();
    expect(audits.map((x) => x.action).sort()).toEqual(['payment.reconciled', 'payment.reconciled', 'reservation.confirmed_after_crash']);
  });

  it('releases a bank payment approved after the seats lapsed at once, and answers ORDER_CANCELLED', async () => {
    const { uuid, cart } = await buyerWithSeats();
    const { creditcardInfo: _card, ...bankCart } = cart;
    const action = (await calls.commit(uuid, { ...bankCart, paymentMethod: 'bank' })).json().paymentAction;
    expect((await t.app.inject({ method: 'POST', url: action.approvalPath, headers: FORM, payload: 'outcome=approved' })).statusCode).toBe(
      200,
    );
    expect((await calls.paymentStatus(uuid, action.paymentIdentifier)).json().status).toBe('authorised');
    t.clock.advance(11 * 60_000); // the seats' hold lapses while the buyer is in the bank app
    const res = await calls.commit(uuid, { ...bankCart, paymentIdentifier: action.paymentIdentifier });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ error: 'ORDER_CANCELLED', details: { reason: 'SEAT_LOCK_EXPIRED' } });
    expect((await paymentsOf(uuid)).map((p) => p.status)).toEqual(['refunded']);
    const bank = await db()
      .selectFrom('sandbox_bank_payments')
      .select('refunded')
      .where('bank_payment_id', '=', (await paymentsOf(uuid))[0]?.provider_reference ?? '')
      .executeTakeFirst();
    expect(bank?.refunded).toBe(1);
    expect(await reservationsOf(uuid)).toEqual([]);
  });

  describe('what changes while the payment is taken', () => {
    const soldSeats = (presentationId: number) =>
      db().selectFrom('seat_claims').select('seat_id').where('presentation_id', '=', presentationId).where('status', '=', 'sold').execute();

    /** The buyer has no order and no money taken; the presentation sold nothing to them. */
    async function expectNothingSold(uuid: string, presentationId: number) {
      expect(await reservationsOf(uuid)).toEqual([]);
      const [payment] = await paymentsOf(uuid);
      expect(payment?.status).toBe('voided');
      expect(await authorisation(payment?.provider_reference ?? null)).toBe('voided');
      const sold = await db()
        .selectFrom('seat_claims')
        .select('seat_id')
        .where('presentation_id', '=', presentationId)
        .where('buyer_uuid', '=', uuid)
        .where('status', '=', 'sold')
        .execute();
      expect(sold).toEqual([]);
    }

    it('a presentation cancelled meanwhile sells nothing: the commit refuses and the authorisation is voided', async () => {
      const { uuid, presentationId, cart } = await buyerWithSeats();
      t.faults.afterAuthorisation = async () => {
        await db().updateTable('presentations').set({ status: 'cancelled' }).where('id', '=', presentationId).execute();
      };
      const refused = await calls.commit(uuid, cart);
      expect(refused.json().error.error, refused.body).toBe('PRESENTATION_NOT_FOUND');
      await expectNothingSold(uuid, presentationId);
    });

    it('seats whose hold ran out meanwhile are not sold: SEAT_LOCK_EXPIRED, the authorisation voided', async () => {
      const { uuid, presentationId, cart } = await buyerWithSeats();
      t.faults.afterAuthorisation = async () => {
        t.clock.advance(2 * 60 * 60_000);
      };
      const refused = await calls.commit(uuid, cart);
      expect(refused.json().error.error, refused.body).toBe('SEAT_LOCK_EXPIRED');
      await expectNothingSold(uuid, presentationId);
    });

    it('the last tickets of a type with a quota sold to another order meanwhile: TICKETS_SOLD_OUT, the authorisation voided', async () => {
      const presentationId = CART.presentation(++presentationSeq);
      const buyer = cartBuyer(++buyerSeq);
      const other = cartBuyer(++buyerSeq);
      expect(
        (
          await calls.hold(buyer, presentationId, [
            [HALL, 1, 1],
            [HALL, 2, 1],
          ])
        ).statusCode,
      ).toBe(200);
      expect((await calls.hold(other, presentationId, [[HALL, 4, 1]])).statusCode).toBe(200);
      const cartOf = (lines: number) => ({
        seats: Array.from({ length: lines }, () => line(presentationId, REGULAR)),
        customerInfo: CUSTOMER_INFO,
        creditcardInfo: card(APPROVE),
      });
      expect((await calls.cart(buyer, cartOf(2))).statusCode).toBe(200);
      expect((await calls.cart(other, cartOf(1))).statusCode).toBe(200);
      await db().updateTable('price_policies').set({ quota: 2 }).where('id', '=', REGULAR).execute();
      try {
        t.faults.afterAuthorisation = async () => {
          t.faults.afterAuthorisation = undefined;
          const meanwhile = await calls.commit(other, cartOf(1));
          expect(meanwhile.statusCode, meanwhile.body).toBe(200);
        };
        const refused = await calls.commit(buyer, cartOf(2));
        expect(refused.json().error.error, refused.body).toBe('TICKETS_SOLD_OUT');
      } finally {
        await db().updateTable('price_policies').set({ quota: null }).where('id', '=', REGULAR).execute();
      }
      await expectNothingSold(buyer, presentationId);
      expect((await reservationsOf(other)).map((r) => r.status)).toEqual(['confirmed']);
    });

    it('a price changed meanwhile does not change the order: it is written at the amount authorised and captured', async () => {
      const { uuid, presentationId, cart } = await buyerWithSeats();
      t.faults.afterAuthorisation = async () => {
        await db().updateTable('price_policies').set({ price_agorot: 9900 }).where('id', '=', REGULAR).execute();
      };
      try {
        const done = await calls.commit(uuid, cart);
        expect(done.statusCode, done.body).toBe(200);
      } finally {
        await db().updateTable('price_policies').set({ price_agorot: 4500 }).where('id', '=', REGULAR).execute();
      }
      const [order] = await reservationsOf(uuid);
      const [payment] = await paymentsOf(uuid);
      expect(order?.status).toBe('confirmed');
      expect(order?.tickets_agorot).toBe(2 * 4500);
      expect(payment?.status).toBe('captured');
      expect(payment?.amount_agorot).toBe(order?.total_agorot);
      expect((await soldSeats(presentationId)).length).toBe(2);
      await expectConsistent(uuid, presentationId);
    });
  });

  it('cancels an order left waiting for its capture once its show has started, voiding the payment and freeing the seats', async () => {
    const { uuid, presentationId, cart } = await buyerWithSeats();
    crashAt('afterOrderWritten');
    expect((await calls.commit(uuid, cart, { idempotencyKey: `show-started-${engine}` })).statusCode).toBe(500);
    t.faults.afterOrderWritten = undefined;
    t.clock.set(new Date('2026-11-21T18:00:01.000Z')); // the cart presentations start at 18:00Z
    expect(await freshReconciler().reconcile()).toBe(1);
    const [reservation] = await reservationsOf(uuid);
    expect(reservation?.status).toBe('cancelled');
    const [payment] = await paymentsOf(uuid);
    expect(payment?.status).toBe('voided');
    expect(await authorisation(payment?.provider_reference ?? null)).toBe('voided');
    expect(
      await db()
        .selectFrom('seat_claims')
        .select('seat_id')
        .where('reservation_id', '=', reservation?.id ?? 0)
        .execute(),
    ).toEqual([]);
    const tickets = await db()
      .selectFrom('reservation_tickets')
      .select('status')
      .where('reservation_id', '=', reservation?.id ?? 0)
      .execute();
    expect(tickets.map((x) => x.status)).toEqual(['cancelled', 'cancelled']);
    await expectConsistent(uuid, presentationId);
  });
});

describe.each(testEngines())('the reconciliation job of the app on %s', (engine) => {
  it('a process gone before the capture leaves the order unconfirmed (no valid ticket, no message, not counted) until the job captures it', async () => {
    let captureHangs = true;
    const t = await createCommitTestApp(engine, {
      reconcileIntervalMs: 25,
      wrapProvider: (provider) => {
        const wrapped = Object.create(provider) as typeof provider;
        // The first process never gets past the capture (it died); the job's capture goes through.
        wrapped.capture = (id, key) => (captureHangs ? new Promise(() => undefined) : provider.capture(id, key));
        return wrapped;
      },
    });
    try {
      const calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
      const uuid = cartBuyer(7778);
      const presentationId = CART.presentation(4);
      expect((await calls.hold(uuid, presentationId, [[HALL, 1, 1]])).statusCode).toBe(200);
      const cart = { seats: [line(presentationId, REGULAR)], customerInfo: CUSTOMER_INFO, creditcardInfo: card(APPROVE) };
      void calls.commit(uuid, cart, { idempotencyKey: 'dies-at-capture' });
      const order = () =>
        t.database.db.selectFrom('reservations').select(['status', 'edocument_key']).where('buyer_uuid', '=', uuid).executeTakeFirst();
      await expect.poll(async () => (await order())?.status, { timeout: 5000 }).toBe('pending_payment');
      const key = (await order())?.edocument_key ?? '';
      expect((await t.app.inject({ method: 'GET', url: `/api/edocuments/${key}?lang=en` })).statusCode).toBe(404);
      expect(await t.database.db.selectFrom('outbox').select('id').where('body', 'like', `%${key}%`).execute()).toEqual([]);
      const sold = async () =>
        (
          await t.database.db
            .selectFrom('presentation_sales')
            .select('sold_quantity')
            .where('presentation_id', '=', presentationId)
            .executeTakeFirst()
        )?.sold_quantity;
      // Not counted: the summary has no row for it yet (the dashboard reads none as 0) or a row of 0.
      expect((await sold()) ?? 0).toBe(0);
      captureHangs = false;
      t.clock.advance(RECONCILE_GRACE_MS + 1000);
      await expect.poll(async () => (await order())?.status, { timeout: 5000 }).toBe('confirmed');
      expect(await sold()).toBe(1);
      expect((await t.app.inject({ method: 'GET', url: `/api/edocuments/${key}?lang=en` })).statusCode).toBe(200);
      expect(await t.database.db.selectFrom('outbox').select('id').where('body', 'like', `%${key}%`).execute()).toHaveLength(2);
    } finally {
      await t.dispose();
    }
  });

  it('runs with the app: an order left waiting for its capture is confirmed without anyone asking', async () => {
    const t = await createCommitTestApp(engine, { reconcileIntervalMs: 25 });
    try {
      const calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
      const uuid = cartBuyer(7777);
      const presentationId = CART.presentation(3);
      expect((await calls.hold(uuid, presentationId, [[HALL, 1, 1]])).statusCode).toBe(200);
      t.faults.afterOrderWritten = async () => {
        throw new SimulatedCrash('afterOrderWritten');
      };
      const cart = { seats: [line(presentationId, REGULAR)], customerInfo: CUSTOMER_INFO, creditcardInfo: card(APPROVE) };
      expect((await calls.commit(uuid, cart, { idempotencyKey: 'job-of-the-app' })).statusCode).toBe(500);
      t.faults.afterOrderWritten = undefined;
      const status = async () =>
        (await t.database.db.selectFrom('reservations').select('status').where('buyer_uuid', '=', uuid).executeTakeFirst())?.status;
      expect(await status()).toBe('pending_payment');
      t.clock.advance(RECONCILE_GRACE_MS + 1000);
      await expect.poll(status, { timeout: 20_000 }).toBe('confirmed');
      expect(
        (await t.database.db.selectFrom('payments').select('status').where('buyer_uuid', '=', uuid).execute()).map((p) => p.status),
      ).toEqual(['captured']);
    } finally {
      await t.dispose();
    }
  });
});
