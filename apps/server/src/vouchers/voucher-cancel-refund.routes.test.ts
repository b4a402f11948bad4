import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, RefundResult } from '../adapters/payment/payment-provider';
import type { CustomerSession } from '../http/customer-session';
import { cartBuyer, cartCalls } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { insertVouchersFixture, voucherLine, VOUCHERS } from '../testing/vouchers-test-fixture';
import { createPaidOrderUndo } from '../checkout/paid-order-undo';
import { OrderIdentifiers } from '../reservations/order-identifiers';
import { UNFINISHED_WORK_GRACE_MS } from '../shared/unfinished-work';
import { cardShareOf, createCustomerVouchers, type VoucherRefundFaults } from './customer-vouchers.service';

const C = VOUCHERS.classes;
const P = VOUCHERS.prices;
const APPROVE = '4580000000000000';
/** Noa Cohen (customer 601 of the seating fixture's business). */
const NOA: CustomerSession = { mobile: '0521234567', customers: [{ customerId: 601, businessId: SEATING.businessId }] };

describe('cardShareOf (ADR 0012 addendum)', () => {
  const prices = [
    { id: 1, priceAgorot: 10000 },
    { id: 2, priceAgorot: 8000 },
    { id: 3, priceAgorot: 5000 },
  ];
  it('gives each voucher its price while the card covers it, then what card money is left, then nothing', () => {
    expect(cardShareOf(2, prices, 23000)).toEqual({ shareAgorot: 8000, priceAgorot: 8000 });
    expect(cardShareOf(1, prices, 12000)).toEqual({ shareAgorot: 10000, priceAgorot: 10000 });
    expect(cardShareOf(2, prices, 12000)).toEqual({ shareAgorot: 2000, priceAgorot: 8000 });
    expect(cardShareOf(3, prices, 12000)).toEqual({ shareAgorot: 0, priceAgorot: 5000 });
    expect(cardShareOf(9, prices, 12000)).toEqual({ shareAgorot: 0, priceAgorot: 0 });
  });
  it('never adds up to more than the card paid', () => {
    for (const card of [0, 1, 9999, 18000, 23000, 50000]) {
      const sum = prices.reduce((s, p) => s + cardShareOf(p.id, prices, card).shareAgorot, 0);
      expect(sum).toBe(Math.min(card, 23000));
    }
  });
});

/** Issue 9, ADR 0012 addendum: cancelling an unused voucher refunds its card share, once. */
describe.each(testEngines())('voucher cancel refunds on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 8700;
  const refunds = { refuse: false };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine, {
      wrapProvider: (sandbox) =>
        Object.assign(Object.create(sandbox) as typeof sandbox, {
          async refund(captureId: string, amount: number, key: string): Promise<RefundResult> {
            if (refunds.refuse) return { status: 'rejected', reason: 'not_captured' };
            return sandbox.refund(captureId, amount, key);
          },
        }),
    });
    await insertVouchersFixture(db());
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    refunds.refuse = false;
    t.session.current = null;
  });

  /** Buys these voucher lines by card as Noa, logged in; answers their references in order. */
  async function buy(vouchers: ReturnType<typeof voucherLine>[]): Promise<string[]> {
    t.session.current = NOA;
    const res = await calls.commit(cartBuyer(++buyerSeq), {
      vouchers,
      businessId: SEATING.businessId,
      customerInfo: CUSTOMER_INFO,
      creditcardInfo: card(APPROVE),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ vouchers: Array<{ reference: string }> }>().vouchers.map((v) => v.reference);
  }
  const cancel = (reference: string) =>
    t.app.inject({ method: 'POST', url: `/api/system-vouchers/${reference}/cancel?lang=en`, payload: {} });
  const refundsOf = (captureAmount?: number) =>
    db()
      .selectFrom('sandbox_refunds')
      .selectAll()
      .execute()
      .then((rows) => (captureAmount === undefined ? rows : rows.filter((r) => r.amount_agorot === captureAmount)));
  const statusOf = async (reference: string) =>
    (await db().selectFrom('system_vouchers').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;
  const refundAudits = (reference: string) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'data_json'])
      .where('action', 'in', ['system-voucher.refunded', 'system-voucher.cancel_refund_refused'])
      .execute()
      .then((rows) => rows.filter((r) => String(r.data_json).includes(reference)).map((r) => r.action));

  it("refunds only the cancelled voucher's price from a two-voucher order, once; the sandbox's page shows it", async () => {
    const [gift, open] = await buy([voucherLine(C.giftCard, P.gift100, 1), voucherLine(C.openValue, P.open, 1, 73)]);
    const before = (await refundsOf()).length;
    t.session.current = NOA;
    const res = await cancel(open!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ voucher: { state: 'cancelled' }, refund: { amount: 73, voucherPrice: 73 } });
    expect(await statusOf(open!)).toBe('cancelled');
    expect(await statusOf(gift!)).toBe('active');
    expect((await refundsOf()).length).toBe(before + 1);
    expect(await refundsOf(7300)).toHaveLength(1);
    expect(await refundAudits(open!)).toEqual(['system-voucher.refunded']);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/payments/refunds?lang=en' });
    expect(page.body).toContain('73.00 ILS');

    const again = await cancel(open!);
    expect(again.json().error.error).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
    expect((await refundsOf()).length).toBe(before + 1);
  });

  it('two parallel cancels of one voucher: one succeeds and refunds, the other is refused; exactly one refund', async () => {
    const [gift] = await buy([voucherLine(C.openValue, P.open, 1, 61)]);
    t.session.current = NOA;
    const answers = await Promise.all([cancel(gift!), cancel(gift!), cancel(gift!)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await refundsOf(6100)).toHaveLength(1);
    expect(await refundAudits(gift!)).toEqual(['system-voucher.refunded']);
  });

  it('a refund the provider refuses answers BALANCE_IS_DUE and leaves the voucher active', async () => {
    const [gift] = await buy([voucherLine(C.openValue, P.open, 1, 57)]);
    t.session.current = NOA;
    refunds.refuse = true;
    const res = await cancel(gift!);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.error).toBe('BALANCE_IS_DUE');
    expect(await statusOf(gift!)).toBe('active');
    expect(await refundsOf(5700)).toHaveLength(0);
    expect(await refundAudits(gift!)).toEqual(['system-voucher.cancel_refund_refused']);
  });

  /** The vouchers service as another server process would build it, with its own faults. */
  const process = (faults: VoucherRefundFaults = {}, provider: PaymentProvider = t.provider) =>
    createCustomerVouchers(db(), new OrderIdentifiers(db()), t.clock, createPaidOrderUndo(db(), provider), faults);
  const crash = (where: string) => () => Promise.reject(new Error(`simulated crash ${where}`));
  const openRequests = async (reference: string) =>
    (await db().selectFrom('system_vouchers').select('cancel_refund_json').where('reference', '=', reference).executeTakeFirstOrThrow())
      .cancel_refund_json;

  it.each([
    ['before the refund', { beforeRefund: crash('before the refund') }, 0],
    ['after the refund', { afterRefund: crash('after the refund') }, 1],
  ] as const)('finishes a cancel whose process died %s: refunded exactly once by the job', async (where, faults, madeBeforeCrash) => {
    const amount = where === 'before the refund' ? 64 : 66;
    const [gift] = await buy([voucherLine(C.openValue, P.open, 1, amount)]);
    await expect(process(faults).cancel(NOA, gift!, undefined, 'en')).rejects.toThrow('simulated crash');
    expect(await statusOf(gift!)).toBe('cancelled');
    expect(await refundsOf(amount * 100)).toHaveLength(madeBeforeCrash);
    expect(await refundAudits(gift!)).toEqual([]);
    expect(await openRequests(gift!)).not.toBeNull();

    // Within the grace period the job leaves it (a live cancel may be between its steps).
    const next = process();
    expect(await next.finishUnfinished(UNFINISHED_WORK_GRACE_MS)).toBe(0);
    t.clock.advance(UNFINISHED_WORK_GRACE_MS + 1000);
    expect(await next.finishUnfinished(UNFINISHED_WORK_GRACE_MS)).toBe(1);
    expect(await refundsOf(amount * 100)).toHaveLength(1);
    expect(await refundAudits(gift!)).toEqual(['system-voucher.refunded']);
    expect(await statusOf(gift!)).toBe('cancelled');
    expect(await openRequests(gift!)).toBeNull();
    // Nothing is left to finish.
    expect(await next.finishUnfinished(UNFINISHED_WORK_GRACE_MS)).toBe(0);
    expect(await refundsOf(amount * 100)).toHaveLength(1);
  });

  it('a refund the provider refuses when the job finishes it makes the voucher active again', async () => {
    const [gift] = await buy([voucherLine(C.openValue, P.open, 1, 68)]);
    await expect(process({ beforeRefund: crash('before the refund') }).cancel(NOA, gift!, undefined, 'en')).rejects.toThrow();
    const refusing = Object.assign(Object.create(t.provider) as typeof t.provider, {
      refund: (): Promise<RefundResult> => Promise.resolve({ status: 'rejected', reason: 'not_captured' }),
    });
    t.clock.advance(UNFINISHED_WORK_GRACE_MS + 1000);
    expect(await process({}, refusing).finishUnfinished(UNFINISHED_WORK_GRACE_MS)).toBe(1);
    expect(await statusOf(gift!)).toBe('active');
    expect(await refundAudits(gift!)).toEqual(['system-voucher.cancel_refund_refused']);
    expect(await openRequests(gift!)).toBeNull();
  });
});
