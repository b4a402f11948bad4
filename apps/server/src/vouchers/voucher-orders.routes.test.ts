import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { smsLoginCookie } from '../testing/sms-login';
import { testEngines } from '../testing/test-database';
import { insertVouchersFixture, voucherLine, VOUCHERS } from '../testing/vouchers-test-fixture';

const C = VOUCHERS.classes;
const P = VOUCHERS.prices;
const num = (key: keyof typeof SANDBOX_TEST_CARDS) => SANDBOX_TEST_CARDS[key].number.replace(/\s/g, '');

describe.each(testEngines())('buying gift vouchers through the checkout on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 8100;
  let captureFails = false;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine, {
      wrapProvider: (provider) => {
        const wrapped = Object.create(provider) as typeof provider;
        wrapped.capture = (id, key) =>
          captureFails ? Promise.resolve({ status: 'rejected', reason: 'provider_error' } as never) : provider.capture(id, key);
        return wrapped;
      },
    });
    await insertVouchersFixture(t.database.db);
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.clock.set(SEATING_NOW);
    captureFails = false;
  });

  const reservationsOf = (uuid: string) => db().selectFrom('reservations').selectAll().where('buyer_uuid', '=', uuid).execute();
  const vouchersOf = (reservationId: number) =>
    db().selectFrom('system_vouchers').selectAll().where('purchase_reservation_id', '=', reservationId).orderBy('id').execute();
  const twoGiftCards = {
    vouchers: [voucherLine(C.giftCard, P.gift100, 1), voucherLine(C.openValue, P.open, 1, 80)],
    businessId: SEATING.businessId,
  };

  it('prices a voucher cart on POST /api/cart', async () => {
    const res = await calls.cart(cartBuyer(++buyerSeq), twoGiftCards);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cart).toMatchObject({ orderKind: 'vouchers', itemsTotal: 180, total: 180, amountDue: 180 });
    const eleven = await calls.cart(cartBuyer(++buyerSeq), { vouchers: [voucherLine(C.giftCard, P.gift100, 11)] });
    expect(eleven.json().error.error).toBe('MAX_VOUCHERS_EXCEEDED');
    const low = await calls.cart(cartBuyer(++buyerSeq), { vouchers: [voucherLine(C.openValue, P.open, 1, 10)] });
    expect(low.json().error.error).toBe('OPEN_VALUE_OUT_OF_RANGE');
  });

  it('sells two vouchers with the sandbox card: their codes come back, the rows hold the values, the messages are queued', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const res = await calls.commit(uuid, { ...twoGiftCards, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.vouchers).toHaveLength(2);
    const [order] = await reservationsOf(uuid);
    expect(order).toMatchObject({ kind: 'vouchers', status: 'confirmed', total_agorot: 18000 });
    const rows = await vouchersOf(order!.id);
    expect(rows.map((r) => [r.reference, r.balance_agorot, r.status])).toEqual([
      [body.vouchers[0].reference, 10000, 'active'],
      [body.vouchers[1].reference, 8000, 'active'],
    ]);
    expect(body.vouchers[0].documentPath).toBe(`/voucher/${body.vouchers[0].reference}`);
    const sent = await db().selectFrom('outbox').select(['channel', 'recipient', 'body']).where('template', '=', 'voucher-links').execute();
    const own = sent.filter((m) => m.body.includes(order!.identifier));
    expect(own.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of own) for (const v of body.vouchers) expect(m.body).toContain(`/voucher/${v.reference}`);
    const page = await t.app.inject({ method: 'GET', url: `/api/system-vouchers/view/${body.vouchers[1].reference}` });
    expect(page.json().voucher).toMatchObject({ state: 'active', balance: 80 });
    // Spec 4 Commit: a second commit of the order is refused and sells nothing more.
    const again = await calls.commit(uuid, { ...twoGiftCards, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect(again.json().error.error).toBe('ALREADY_COMMITTED');
    expect(await vouchersOf(order!.id)).toHaveLength(2);
    expect(await reservationsOf(uuid)).toHaveLength(1);
  });

  it('sells a voucher with a product: priced from the catalogue, on the reservation, in the confirmation and the item sales', async () => {
    const offer = await t.app.inject({ method: 'GET', url: `/api/system-vouchers/products?businessId=${SEATING.businessId}&lang=en` });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().products).toEqual([{ id: CART.products.popcorn, name: 'Popcorn', category: 'snacks', price: 25 }]);

    const withPopcorn = { ...twoGiftCards, products: [{ id: CART.products.popcorn, quantity: 2 }] };
    const priced = await calls.cart(cartBuyer(++buyerSeq), withPopcorn);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().cart).toMatchObject({ orderKind: 'vouchers', itemsTotal: 180, productsTotal: 50, total: 230, amountDue: 230 });
    expect(priced.json().cart.products).toEqual([{ id: CART.products.popcorn, name: 'Popcorn', quantity: 2, unitPrice: 25, total: 50 }]);

    const uuid = cartBuyer(++buyerSeq);
    const res = await calls.commit(uuid, { ...withPopcorn, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await reservationsOf(uuid);
    expect(order).toMatchObject({ kind: 'vouchers', status: 'confirmed', other_agorot: 18000, products_agorot: 5000, total_agorot: 23000 });
    const lines = await db().selectFrom('reservation_products').selectAll().where('reservation_id', '=', order!.id).execute();
    expect(lines.map((l) => [l.product_id, l.presentation_id, l.quantity, l.unit_price_agorot])).toEqual([
      [CART.products.popcorn, null, 2, 2500],
    ]);
    const paid = await db().selectFrom('payments').select('amount_agorot').where('reservation_id', '=', order!.id).execute();
    expect(paid.map((p) => p.amount_agorot)).toEqual([23000]);

    const shown = await t.app.inject({ method: 'GET', url: `/api/edocuments/${res.json().documentKey}?lang=en` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().reservation).toMatchObject({ productsTotal: 50, total: 230 });
    expect(shown.json().reservation.products).toEqual([
      { id: CART.products.popcorn, name: 'Popcorn', quantity: 2, unitPrice: 25, total: 50 },
    ]);

    const sales = await db()
      .selectFrom('item_order_sales')
      .select(['orders', 'agorot'])
      .where('business_id', '=', SEATING.businessId)
      .where('business_date', '=', order!.business_date)
      .where('kind', '=', 'vouchers')
      .where('channel_id', '=', order!.channel_id ?? 0)
      .executeTakeFirstOrThrow();
    const confirmed = await db()
      .selectFrom('reservations')
      .select(['other_agorot', 'products_agorot'])
      .where('kind', '=', 'vouchers')
      .where('status', '=', 'confirmed')
      .where('business_date', '=', order!.business_date)
      .execute();
    expect(sales.agorot).toBe(confirmed.reduce((sum, r) => sum + r.other_agorot + r.products_agorot, 0));
    expect(confirmed.some((r) => r.products_agorot === 5000)).toBe(true);
    // The sale updated the dashboard's concessions of item orders too (the cinema monitor's concessions).
    const concessions = await db()
      .selectFrom('item_order_product_sales')
      .select(['quantity', 'agorot'])
      .where('business_id', '=', SEATING.businessId)
      .where('business_date', '=', order!.business_date)
      .where('product_id', '=', CART.products.popcorn)
      .executeTakeFirstOrThrow();
    expect(concessions).toEqual({ quantity: 2, agorot: 5000 });
  });

  it('refuses a product the business does not offer with vouchers, and a quantity over the limit', async () => {
    const refused = async (products: unknown[]) => {
      const res = await calls.cart(cartBuyer(++buyerSeq), { ...twoGiftCards, products });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error;
    };
    expect(await refused([{ id: 999_999, quantity: 1 }])).toMatchObject({ error: 'VALIDATION_ERROR' });
    // 3D glasses are an add-on of a ticket type, not a product of the web location.
    expect(await refused([{ id: CART.products.glasses, quantity: 1 }])).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(await refused([{ id: CART.products.popcorn, quantity: 21 }])).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(
      await refused([
        { id: CART.products.popcorn, quantity: 15 },
        { id: CART.products.popcorn, quantity: 15 },
      ]),
    ).toMatchObject({ error: 'VALIDATION_ERROR' });
    const uuid = cartBuyer(++buyerSeq);
    const res = await calls.commit(uuid, {
      ...twoGiftCards,
      products: [{ id: 999_999, quantity: 1 }],
      customerInfo: CUSTOMER_INFO,
      creditcardInfo: card(num('approveVisa')),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.error).toBe('VALIDATION_ERROR');
    expect(await reservationsOf(uuid)).toEqual([]);
  });

  it('asks for the login where the business configures it (spec 2 voucher order: authentication): a guest is refused', async () => {
    const settings = async (json: object) =>
      db()
        .updateTable('businesses')
        .set({ settings_json: JSON.stringify(json) })
        .where('id', '=', SEATING.businessId)
        .execute();
    await settings({ auth: { required: false, systemVouchers: true } });
    try {
      const list = await t.app.inject({ method: 'GET', url: `/api/system-vouchers?businessId=${SEATING.businessId}&lang=en` });
      expect(list.json().systemVouchers.every((c: { LoginRequired: boolean }) => c.LoginRequired)).toBe(true);
      const guest = cartBuyer(++buyerSeq);
      const refused = await calls.commit(guest, { ...twoGiftCards, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.error).toBe('LOGIN_REQUIRED');
      expect(await reservationsOf(guest)).toEqual([]);

      // Logged in by SMS code (the one customer session): the order is the customer's, and so are its vouchers.
      const mobile = '0521234567';
      const cookie = await smsLoginCookie(t.app, db(), mobile, CART.presentation(1));
      const buyer = cartBuyer(++buyerSeq);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/commit?lang=en',
        headers: { uuid: buyer, cookie },
        payload: { cart: { ...twoGiftCards, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [order] = await reservationsOf(buyer);
      const customer = await db()
        .selectFrom('customers')
        .select('id')
        .where('business_id', '=', SEATING.businessId)
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: 'confirmed', customer_id: customer.id });
      expect((await vouchersOf(order!.id)).map((v) => v.customer_id)).toEqual([customer.id, customer.id]);

      // auth.required (spec 6) asks for it too; without either setting a guest buys.
      await settings({ auth: { required: true } });
      expect((await calls.commit(cartBuyer(++buyerSeq), { ...twoGiftCards, customerInfo: CUSTOMER_INFO })).json().error.error).toBe(
        'LOGIN_REQUIRED',
      );
    } finally {
      await settings({});
    }
    const list = await t.app.inject({ method: 'GET', url: `/api/system-vouchers?businessId=${SEATING.businessId}&lang=en` });
    expect(list.json().systemVouchers.some((c: { LoginRequired: boolean }) => c.LoginRequired)).toBe(false);
  });

  it('pays as a ticket order does: extra verification, an instant bank payment, and one order per idempotency key', async () => {
    const buyer = () => ({ ...twoGiftCards, customerInfo: CUSTOMER_INFO });
    // 3-D Secure: the provider's page, then back to the voucher order's own checkout page, and the commit completes.
    const verified = cartBuyer(++buyerSeq);
    const first = await calls.commit(verified, { ...buyer(), creditcardInfo: card(num('requiresVerification')) });
    const action = first.json().paymentAction;
    expect(action).toMatchObject({ kind: 'verification' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `${action.redirectPath}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approved',
    });
    expect(approved.headers.location).toBe(`/checkout/vouchers?paymentIdentifier=${encodeURIComponent(action.paymentIdentifier)}&lang=en`);
    const done = await calls.commit(verified, { ...buyer(), paymentIdentifier: action.paymentIdentifier });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().vouchers).toHaveLength(2);

    // The instant bank payment: pending until the buyer approves it in the bank app.
    const banked = cartBuyer(++buyerSeq);
    const bank = (await calls.commit(banked, { ...buyer(), paymentMethod: 'bank' })).json().paymentAction;
    expect(bank).toMatchObject({ kind: 'bank' });
    expect((await calls.commit(banked, { ...buyer(), paymentIdentifier: bank.paymentIdentifier })).json().error.error).toBe(
      'PAYMENT_PENDING',
    );
    expect(await reservationsOf(banked)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: bank.approvalPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approved',
    });
    const paid = await calls.commit(banked, { ...buyer(), paymentIdentifier: bank.paymentIdentifier });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().reservation).toMatchObject({ paymentMethod: 'bank' });
    expect(paid.json().vouchers).toHaveLength(2);

    // The same idempotency key answers the same order, sold once.
    const retried = cartBuyer(++buyerSeq);
    const cart = { ...buyer(), creditcardInfo: card(num('approveVisa')) };
    const once = await calls.commit(retried, cart, { idempotencyKey: `vouchers-${retried}` });
    const twice = await calls.commit(retried, cart, { idempotencyKey: `vouchers-${retried}` });
    expect(once.statusCode, once.body).toBe(200);
    expect(twice.json().reservationIdentifier).toBe(once.json().reservationIdentifier);
    const orders = await reservationsOf(retried);
    expect(orders).toHaveLength(1);
    expect(await vouchersOf(orders[0]!.id)).toHaveLength(2);
  });

  it("checks the buyer's details against the orderSystemVouchers form configuration, not the ticket order's", async () => {
    const form = (formType: string) =>
      db().selectFrom('form_configurations').selectAll().where('business_id', '=', SEATING.businessId).where('form_type', '=', formType);
    const saved = await form('orderSystemVouchers').execute();
    await db()
      .deleteFrom('form_configurations')
      .where('business_id', '=', SEATING.businessId)
      .where('form_type', '=', 'orderSystemVouchers')
      .execute();
    await db()
      .insertInto('form_configurations')
      .values({
        business_id: SEATING.businessId,
        form_type: 'orderSystemVouchers',
        config_json: JSON.stringify({
          fields: {
            firstName: { isIncluded: true, isRequired: true },
            address1: { isIncluded: true, isRequired: true },
          },
          isSSNRequired: false,
          isVerifyMobileNumber: false,
          isTermsConfirmed: false,
        }),
      })
      .execute();
    try {
      const uuid = cartBuyer(++buyerSeq);
      const refused = await calls.commit(uuid, { ...twoGiftCards, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
      expect(refused.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'customerInfo.address1' } });
      expect(await reservationsOf(uuid)).toEqual([]);
    } finally {
      await db()
        .deleteFrom('form_configurations')
        .where('business_id', '=', SEATING.businessId)
        .where('form_type', '=', 'orderSystemVouchers')
        .execute();
      if (saved.length > 0) await db().insertInto('form_configurations').values(saved).execute();
    }
  });

  it('a declined card sells nothing', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const before = await db().selectFrom('system_vouchers').select('id').execute();
    const res = await calls.commit(uuid, { ...twoGiftCards, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('declined')) });
    expect(res.statusCode).toBe(402);
    expect(await reservationsOf(uuid)).toEqual([]);
    expect(await db().selectFrom('system_vouchers').select('id').execute()).toHaveLength(before.length);
  });

  it('a payment that cannot be captured leaves no usable voucher', async () => {
    const uuid = cartBuyer(++buyerSeq);
    captureFails = true;
    const res = await calls.commit(uuid, { ...twoGiftCards, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect(res.json().error.error).toBe('PAYMENT_ERROR');
    const [order] = await reservationsOf(uuid);
    expect(order?.status).toBe('cancelled');
    const rows = await vouchersOf(order!.id);
    expect(rows.every((r) => r.status === 'cancelled')).toBe(true);
  });

  it('a sold voucher pays part of a ticket order: its balance falls and it is partially used', async () => {
    const buyer = cartBuyer(++buyerSeq);
    const bought = await calls.commit(buyer, {
      vouchers: [voucherLine(C.giftCard, P.gift100, 1)],
      customerInfo: CUSTOMER_INFO,
      creditcardInfo: card(num('approveVisa')),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const reference: string = bought.json().vouchers[0].reference;

    const uuid = cartBuyer(++buyerSeq);
    const presentationId = CART.presentation(3);
    const held = await calls.hold(uuid, presentationId, [[SEATING.sections.hall, 1, 1]]);
    expect(held.statusCode, held.body).toBe(200);
    const cart = {
      seats: [line(presentationId, CART.policies.regular)],
      customerInfo: CUSTOMER_INFO,
      voucherPayments: [{ systemVoucher: reference, amount: 30 }],
    };
    const stored = await calls.cart(uuid, cart);
    expect(stored.json().cart).toMatchObject({ voucherTotal: 30, problems: [] });
    const res = await calls.commit(uuid, { ...cart, creditcardInfo: card(num('approveVisa')) });
    expect(res.statusCode, res.body).toBe(200);
    const row = await db().selectFrom('system_vouchers').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row.balance_agorot).toBe(7000);
    const page = await t.app.inject({ method: 'GET', url: `/api/system-vouchers/view/${reference}?lang=en` });
    expect(page.json().voucher).toMatchObject({ state: 'partiallyUsed', balance: 70, initialValue: 100 });
  });
});
