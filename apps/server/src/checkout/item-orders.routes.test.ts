import { KupaError, type ItemOrderKind } from '@kupa/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { cartBuyer, cartCalls } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import type { ItemOrderLines } from './order-items';

const num = (key: keyof typeof SANDBOX_TEST_CARDS) => SANDBOX_TEST_CARDS[key].number.replace(/\s/g, '');
const UNIT_AGOROT = 5000;

/**
 * A stand-in item kind that records what the checkout asks of it: the orchestration of ADR 0011 is tested on its
 * own, whatever the real vouchers, memberships and donations modules do (they have their own tests).
 */
function standInKind(kind: ItemOrderKind, requiresCustomer: boolean) {
  const fulfilled: Array<{ reservationId: number; customerId: number | null; quantity: number }> = [];
  const undone: number[] = [];
  const lines: ItemOrderLines<{ quantity: number }> = {
    kind,
    async price({ cart }) {
      const quantity = (cart.donations ?? []).flatMap((d) => d.donationDetails).reduce((sum, d) => sum + (d.selectedQuantity ?? 1), 0);
      if (quantity === 0) throw new KupaError('NOTHING_SELECTED');
      return {
        businessId: SEATING.businessId,
        authProfileId: 2,
        currency: 'ILS',
        totalAgorot: quantity * UNIT_AGOROT,
        items: [{ itemId: 1, nameHe: 'תרומה', nameEn: 'Donation', quantity, unitPriceAgorot: UNIT_AGOROT }],
        lines: { quantity },
        requiresCustomer,
      };
    },
    async fulfil(_trx, order, priced) {
      fulfilled.push({ reservationId: order.reservationId, customerId: order.customerId, quantity: priced.quantity });
      return {
        messages: [
          {
            businessId: order.businessId,
            channel: 'sms',
            recipient: '0501234567',
            template: 'stand-in',
            body: `thanks ${order.identifier}`,
          },
        ],
        memberNumbers: ['M-1'],
      };
    },
    async undo(_trx, order) {
      undone.push(order.reservationId);
    },
  };
  return { lines, fulfilled, undone };
}

describe.each(testEngines())('item orders through the checkout on %s (ADR 0011)', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 7000;
  const kind = standInKind('donations', false);
  let captureFails = false;

  beforeAll(async () => {
    t = await createCommitTestApp(engine, {
      itemKinds: [kind.lines],
      wrapProvider: (provider) => {
        const wrapped = Object.create(provider) as typeof provider;
        wrapped.capture = (id, key) =>
          captureFails ? Promise.resolve({ status: 'rejected', reason: 'provider_error' } as never) : provider.capture(id, key);
        return wrapped;
      },
    });
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.clock.set(SEATING_NOW);
    t.session.current = null;
    captureFails = false;
  });

  const db = () => t.database.db;
  const donation = (selectedQuantity: number) => ({ donations: [{ id: 1, donationDetails: [{ id: 1, selectedQuantity }] }] });
  const reservationsOf = (uuid: string) => db().selectFrom('reservations').selectAll().where('buyer_uuid', '=', uuid).execute();
  const paymentsOf = (uuid: string) => db().selectFrom('payments').selectAll().where('buyer_uuid', '=', uuid).orderBy('id').execute();

  it('prices an item cart with its module: items, total and amount due; another kind in the same cart is refused', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const priced = await calls.cart(uuid, { ...donation(2), businessId: SEATING.businessId });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().cart).toMatchObject({
      orderKind: 'donations',
      items: [{ kind: 'donation', name: 'Donation', quantity: 2, unitPrice: 50, total: 100 }],
      itemsTotal: 100,
      total: 100,
      amountDue: 100,
      presentationIds: [],
    });
    const nothing = await calls.cart(uuid, donation(0));
    expect(nothing.json().error.error).toBe('NOTHING_SELECTED');
    const otherBusiness = await calls.cart(uuid, { ...donation(1), businessId: 3 });
    expect(otherBusiness.json().error.error).toBe('INCOMPATIBLE_BUSINESS');
    const mixed = await calls.cart(uuid, {
      ...donation(1),
      vouchers: [{ SystemVoucherClassId: 1, Prices: [{ SystemVoucherPriceId: 1, selectedQuantity: 1 }] }],
    });
    expect(mixed.json().error.error).toBe('CART_KIND_MISMATCH');
  });

  it('sells the items after the capture: the order of its kind, fulfilled once, its messages sent on confirmation; a second commit is refused', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const cart = { ...donation(3), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) };
    const before = kind.fulfilled.length;
    const res = await calls.commit(uuid, cart);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ticketIdentifiers: [], memberNumbers: ['M-1'] });
    const [order] = await reservationsOf(uuid);
    expect(order).toMatchObject({ kind: 'donations', status: 'confirmed', other_agorot: 3 * UNIT_AGOROT, total_agorot: 3 * UNIT_AGOROT });
    expect(kind.fulfilled.slice(before)).toEqual([{ reservationId: order?.id, customerId: null, quantity: 3 }]);
    expect((await paymentsOf(uuid)).map((p) => [p.status, p.amount_agorot])).toEqual([['captured', 3 * UNIT_AGOROT]]);
    const sent = await db().selectFrom('outbox').select('body').where('template', '=', 'stand-in').execute();
    expect(sent.map((m) => m.body)).toContain(`thanks ${order?.identifier}`);
    const again = await calls.commit(uuid, cart);
    expect(again.json().error.error).toBe('ALREADY_COMMITTED');
  });

  it('undoes every line when the payment cannot be captured: the item module undoes its lines, the voucher tender is given back', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const voucherBefore = await db()
      .selectFrom('system_vouchers')
      .select('balance_agorot')
      .where('reference', '=', 'GIFT-100')
      .executeTakeFirstOrThrow();
    captureFails = true;
    const res = await calls.commit(uuid, {
      ...donation(3),
      customerInfo: CUSTOMER_INFO,
      voucherPayments: [{ systemVoucher: 'GIFT-100', amount: 20 }],
      creditcardInfo: card(num('approveVisa')),
    });
    expect(res.json().error.error).toBe('PAYMENT_ERROR');
    const [order] = await reservationsOf(uuid);
    expect(order?.status).toBe('cancelled');
    expect(kind.undone).toContain(order?.id);
    const voucherAfter = await db()
      .selectFrom('system_vouchers')
      .select('balance_agorot')
      .where('reference', '=', 'GIFT-100')
      .executeTakeFirstOrThrow();
    expect(voucherAfter.balance_agorot).toBe(voucherBefore.balance_agorot);
    const redemptions = await db()
      .selectFrom('system_voucher_redemptions')
      .select('id')
      .where('reservation_id', '=', order?.id ?? 0)
      .execute();
    expect(redemptions).toEqual([]);
    expect((await paymentsOf(uuid)).every((p) => p.status !== 'captured')).toBe(true);
    expect(await db().selectFrom('outbox').select('id').where('body', '=', `thanks ${order?.identifier}`).execute()).toEqual([]);
  });

  it('a declined card sells nothing: no order, nothing fulfilled', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const before = kind.fulfilled.length;
    const res = await calls.commit(uuid, { ...donation(1), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('declined')) });
    expect(res.statusCode).toBe(402);
    expect(await reservationsOf(uuid)).toEqual([]);
    expect(kind.fulfilled.length).toBe(before);
  });

  it('an item order paid whole by a voucher is confirmed at once', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const res = await calls.commit(uuid, {
      ...donation(1),
      customerInfo: CUSTOMER_INFO,
      voucherPayments: [{ systemVoucher: 'GIFT-100', amount: 50 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await reservationsOf(uuid);
    expect(order).toMatchObject({ kind: 'donations', status: 'confirmed' });
    expect((await paymentsOf(uuid)).map((p) => [p.method, p.status, p.amount_agorot])).toEqual([['voucher', 'captured', UNIT_AGOROT]]);
  });
});

describe.each(testEngines())('an item order that belongs to a customer on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  const kind = standInKind('donations', true);

  beforeAll(async () => {
    t = await createCommitTestApp(engine, { itemKinds: [kind.lines] });
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('needs a login, then belongs to the record of the mobile number the session proved (created in the business if none)', async () => {
    const cart = {
      donations: [{ id: 1, donationDetails: [{ id: 1, selectedQuantity: 1 }] }],
      customerInfo: CUSTOMER_INFO,
      creditcardInfo: card(num('approveVisa')),
    };
    const guest = await calls.commit(cartBuyer(7901), cart);
    expect(guest.json().error.error).toBe('LOGIN_REQUIRED');
    t.session.current = { mobile: '0527770001', customers: [] };
    const res = await calls.commit(cartBuyer(7902), cart);
    expect(res.statusCode, res.body).toBe(200);
    const customer = await t.database.db
      .selectFrom('customers')
      .select(['id', 'business_id'])
      .where('mobile', '=', '0527770001')
      .executeTakeFirstOrThrow();
    expect(customer.business_id).toBe(SEATING.businessId);
    expect(kind.fulfilled.at(-1)?.customerId).toBe(customer.id);
  });
});
