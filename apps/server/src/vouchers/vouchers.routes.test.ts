import type { CartPayload } from '@kupa/contracts';
import { KupaError } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, createCartTestApp, line } from '../testing/cart-test-fixture';
import type { ItemOrderFacts } from '../checkout/order-items';
import type { TestApp } from '../testing/test-app';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { VoucherOrderLines } from './voucher-order-lines';
import { insertVouchersFixture, voucherLine, VOUCHERS } from '../testing/vouchers-test-fixture';
import { itemOrderForTest } from '../testing/item-order-facts';

const C = VOUCHERS.classes;
const P = VOUCHERS.prices;

describe.each(testEngines())('gift vouchers on %s', (engine) => {
  let t: TestApp;
  const kind = new VoucherOrderLines();
  const db = () => t.database.db;
  let reservationSeq = 900;

  beforeAll(async () => {
    t = await createCartTestApp(engine);
    await insertVouchersFixture(t.database.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const price = (vouchers: CartPayload['vouchers'], extra: Partial<CartPayload> = {}) =>
    kind.price({ cart: { vouchers, ...extra }, locale: 'en', now: SEATING_NOW, session: null, executor: db() });
  const priceError = async (vouchers: CartPayload['vouchers'], extra: Partial<CartPayload> = {}) => {
    const error = await price(vouchers, extra).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(KupaError);
    return error as KupaError;
  };

  /** A reservation row for the vouchers to belong to (the checkout writes it in the real commit). */
  async function reservation(): Promise<ItemOrderFacts> {
    const id = ++reservationSeq;
    return itemOrderForTest(db(), {
      id,
      identifier: `VCH-${id}`,
      kind: 'vouchers',
      businessId: SEATING.businessId,
      customerId: null,
      buyerUuid: '00000000-0000-4000-9000-000000000901',
      customerInfo: { FirstName: 'Dana', LastName: 'Levi', MobileNumber1: '0501234567', EmailAddress1: 'dana@example.com' },
      locale: 'he',
      now: SEATING_NOW,
    });
  }
  const vouchersOf = (reservationId: number) =>
    db().selectFrom('system_vouchers').selectAll().where('purchase_reservation_id', '=', reservationId).orderBy('id').execute();

  describe('GET /api/system-vouchers', () => {
    it('lists the classes on sale by class with their prices, open values with their range', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/system-vouchers?lang=en' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.listMode).toBe('ByClass');
      const ids = body.systemVouchers.map((c: { SystemVoucherClassId: number }) => c.SystemVoucherClassId);
      expect(ids).toEqual([C.giftCard, C.openValue, C.twoTickets, C.otherBusiness]);
      const [gift, open, tickets, other] = body.systemVouchers;
      expect(gift).toMatchObject({
        businessId: SEATING.businessId,
        businessName: 'Movies',
        Name: 'Gift card',
        Description: 'About Gift card',
        Terms: 'Terms',
        Kind: 'value',
        IsOpenValue: false,
        MinPrice: null,
        MaxPrice: null,
        CurrencyCode: 'ILS',
        Prices: [
          { SystemVoucherPriceId: P.gift100, Price: 100, Value: 100, TicketQuantity: null },
          { SystemVoucherPriceId: P.gift200, Price: 200, Value: 200, TicketQuantity: null },
        ],
      });
      expect(open).toMatchObject({ IsOpenValue: true, MinPrice: 50, MaxPrice: 1000, SystemVoucherSuperClassId: C.giftCard });
      expect(tickets.Prices[0]).toMatchObject({ Price: 89, Value: null, TicketQuantity: 2 });
      expect(other.businessId).toBe(3);
    });

    it('answers Hebrew names, one business on request, and an empty list when none is on sale', async () => {
      const he = (await t.app.inject({ method: 'GET', url: '/api/system-vouchers?lang=he' })).json();
      expect(he.systemVouchers[0]).toMatchObject({ Name: 'Gift card (he)', Description: 'תיאור' });
      const one = (await t.app.inject({ method: 'GET', url: '/api/system-vouchers?businessId=3' })).json();
      expect(one.systemVouchers.map((c: { businessId: number }) => c.businessId)).toEqual([3]);
      const none = await t.app.inject({ method: 'GET', url: '/api/system-vouchers?businessId=99' });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ listMode: 'ByClass', systemVouchers: [] });
    });
  });

  describe('pricing', () => {
    it('prices fixed and open values from the database, ignoring the amount a client sends for a fixed price', async () => {
      const priced = await price([
        { SystemVoucherClassId: C.giftCard, Prices: [{ SystemVoucherPriceId: P.gift100, selectedQuantity: 2, Price: 1 }] },
        voucherLine(C.openValue, P.open, 1, 75.5),
        voucherLine(C.twoTickets, P.twoTickets, 1),
      ]);
      expect(priced).toMatchObject({
        businessId: SEATING.businessId,
        authProfileId: 2,
        currency: 'ILS',
        totalAgorot: 2 * 10000 + 7550 + 8900,
        requiresCustomer: false,
        items: [
          { itemId: P.gift100, nameEn: 'Gift card – ₪100', quantity: 2, unitPriceAgorot: 10000 },
          { itemId: P.open, nameEn: 'Open value', quantity: 1, unitPriceAgorot: 7550 },
          { itemId: P.twoTickets, quantity: 1, unitPriceAgorot: 8900 },
        ],
      });
      expect(priced.lines.vouchers.map((l) => [l.valueAgorot, l.ticketQuantity])).toEqual([
        [10000, null],
        [7550, null],
        [null, 2],
      ]);
    });

    it('accepts up to 10 vouchers in all, and refuses 11 or none', async () => {
      const eleven = await priceError([voucherLine(C.giftCard, P.gift100, 6), voucherLine(C.giftCard, P.gift200, 5)]);
      expect(eleven.code).toBe('MAX_VOUCHERS_EXCEEDED');
      expect(eleven.details).toMatchObject({ max: 10 });
      await expect(price([voucherLine(C.giftCard, P.gift100, 10)])).resolves.toMatchObject({ totalAgorot: 100000 });
      expect((await priceError([voucherLine(C.giftCard, P.gift100, 0)])).code).toBe('NOTHING_SELECTED');
    });

    it('keeps an open value within its range and above zero', async () => {
      const below = await priceError([voucherLine(C.openValue, P.open, 1, 49.99)]);
      expect(below.code).toBe('OPEN_VALUE_OUT_OF_RANGE');
      expect(below.details).toMatchObject({ min: 50, max: 1000 });
      expect((await priceError([voucherLine(C.openValue, P.open, 1, 1000.01)])).code).toBe('OPEN_VALUE_OUT_OF_RANGE');
      expect((await priceError([voucherLine(C.openValue, P.open, 1, 0)])).code).toBe('INVALID_AMOUNT');
      expect((await priceError([voucherLine(C.openValue, P.open, 1, -20)])).code).toBe('INVALID_AMOUNT');
      expect((await priceError([voucherLine(C.openValue, P.open, 1)])).code).toBe('INVALID_AMOUNT');
      await expect(price([voucherLine(C.openValue, P.open, 1, 1000)])).resolves.toMatchObject({ totalAgorot: 100000 });
    });

    it('refuses an unknown price, a price of another class, an inactive class and a customer voucher', async () => {
      for (const line of [
        voucherLine(C.giftCard, 999999, 1),
        voucherLine(C.twoTickets, P.gift100, 1),
        voucherLine(C.inactive, P.inactive, 1),
        voucherLine(C.customerVoucher, P.customerVoucher, 1),
      ]) {
        expect((await priceError([line])).code).toBe('SYSTEM_VOUCHER_NOT_FOUND');
      }
    });

    it('refuses vouchers of two businesses, or of another business than the cart', async () => {
      expect((await priceError([voucherLine(C.giftCard, P.gift100, 1), voucherLine(C.otherBusiness, P.otherBusiness, 1)])).code).toBe(
        'INCOMPATIBLE_BUSINESS',
      );
      expect((await priceError([voucherLine(C.giftCard, P.gift100, 1)], { businessId: 3 })).code).toBe('INCOMPATIBLE_BUSINESS');
    });
  });

  describe('fulfil and undo', () => {
    async function sell(lines: Parameters<typeof price>[0]) {
      const priced = await price(lines);
      const order = await reservation();
      const fulfilled = await db()
        .transaction()
        .execute((trx) => kind.fulfil(trx, order, priced.lines));
      return { order, fulfilled };
    }

    it('writes one voucher per unit with a unique code, its value or tickets, dates and messages', async () => {
      const { order, fulfilled } = await sell([
        voucherLine(C.giftCard, P.gift100, 2),
        voucherLine(C.openValue, P.open, 1, 120),
        voucherLine(C.twoTickets, P.twoTickets, 1),
      ]);
      const rows = await vouchersOf(order.reservationId);
      expect(rows).toHaveLength(4);
      const references = rows.map((r) => r.reference);
      expect(new Set(references).size).toBe(4);
      for (const r of references) expect(r).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(rows.map((r) => [r.class_id, r.initial_value_agorot, r.balance_agorot, r.quantity])).toEqual([
        [C.giftCard, 10000, 10000, null],
        [C.giftCard, 10000, 10000, null],
        [C.openValue, 12000, 12000, null],
        [C.twoTickets, null, null, 2],
      ]);
      expect(rows[0]).toMatchObject({ start_date: '2026-11-21', end_date: '2027-11-21', status: 'active', customer_id: null });
      expect(rows[3]).toMatchObject({ end_date: '2027-02-19' });
      expect(fulfilled.vouchers).toEqual(references.map((reference) => ({ reference, documentPath: `/voucher/${reference}` })));
      expect(fulfilled.messages.map((m) => [m.channel, m.recipient, m.template])).toEqual([
        ['sms', '0501234567', 'voucher-links'],
        ['email', 'dana@example.com', 'voucher-links'],
      ]);
      for (const m of fulfilled.messages) {
        for (const r of references) expect(m.body).toContain(`https://tickets.kupa.test/voucher/${r}`);
        expect(m.body).toContain(order.identifier);
      }
    });

    it('draws another reference when one is taken', async () => {
      const taken = (await sell([voucherLine(C.giftCard, P.gift100, 1)])).fulfilled.vouchers![0]!.reference;
      const draws = [taken, taken, 'FRSH-CODE-2345'];
      const retrying = new VoucherOrderLines(() => draws.shift()!);
      const order = await reservation();
      const priced = await price([voucherLine(C.giftCard, P.gift100, 1)]);
      const fulfilled = await db()
        .transaction()
        .execute((trx) => retrying.fulfil(trx, order, priced.lines));
      expect(fulfilled.vouchers).toEqual([{ reference: 'FRSH-CODE-2345', documentPath: '/voucher/FRSH-CODE-2345' }]);
    });

    it('undo cancels every voucher of the order, and a cancelled voucher cannot pay', async () => {
      const { order, fulfilled } = await sell([voucherLine(C.giftCard, P.gift200, 2)]);
      await db()
        .transaction()
        .execute((trx) => kind.undo(trx, { reservationId: order.reservationId, at: SEATING_NOW.toISOString() }));
      expect((await vouchersOf(order.reservationId)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
      const reference = fulfilled.vouchers![0]!.reference;
      const validate = await t.app.inject({
        method: 'POST',
        url: '/api/payment/vouchers/validate?lang=en',
        headers: { uuid: '00000000-0000-4000-9000-000000000902' },
        payload: { systemVoucher: reference },
      });
      expect(validate.json().error.error).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
      const uuid = '00000000-0000-4000-9000-000000000903';
      const presentationId = CART.presentation(30);
      const held = await t.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seats',
        headers: { uuid },
        payload: { presentationId, seats: [{ VenueSectionId: SEATING.sections.hall, XCoordinate: 1, YCoordinate: 1 }] },
      });
      expect(held.statusCode, held.body).toBe(200);
      const cart = await t.app.inject({
        method: 'POST',
        url: '/api/cart?lang=en',
        headers: { uuid },
        payload: {
          cart: { seats: [line(presentationId, CART.policies.regular)], voucherPayments: [{ systemVoucher: reference, amount: 10 }] },
        },
      });
      expect(cart.json().cart).toMatchObject({
        voucherTotal: 0,
        problems: [expect.objectContaining({ code: 'SYSTEM_VOUCHER_NOT_ACTIVE' })],
      });
    });
  });

  describe('GET /api/system-vouchers/view/{reference}', () => {
    const view = (reference: string, lang = 'en') =>
      t.app.inject({ method: 'GET', url: `/api/system-vouchers/view/${reference}?lang=${lang}` });

    it('shows a voucher sold, in any case of its code, without the buyer', async () => {
      const order = await reservation();
      const priced = await price([voucherLine(C.openValue, P.open, 1, 150)]);
      const { vouchers } = await db()
        .transaction()
        .execute((trx) => kind.fulfil(trx, { ...order, customerId: 601 }, priced.lines));
      const reference = vouchers![0]!.reference;
      const res = await view(reference.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        voucher: {
          reference,
          name: 'Open value',
          kind: 'value',
          state: 'active',
          initialValue: 150,
          balance: 150,
          quantity: null,
          redeemed: 0,
          startDate: '2026-11-21',
          endDate: '2027-11-21',
          currencyCode: 'ILS',
          terms: 'Terms',
        },
      });
      expect(res.body).not.toContain('601');
      expect(res.body).not.toContain('Dana');
    });

    it('answers each state of spec 4 from the row and today', async () => {
      // The cart fixture's vouchers: GIFT-100 untouched, TV-2 tickets, GIFT-OLD past its end date, CUST-30.
      expect((await view('GIFT-100')).json().voucher).toMatchObject({ state: 'active', balance: 100 });
      expect((await view('TV-2')).json().voucher).toMatchObject({ state: 'active', kind: 'tickets', quantity: 2, balance: null });
      expect((await view('GIFT-OLD')).json().voucher.state).toBe('expired');
      const set = (reference: string, values: Record<string, unknown>) =>
        db().updateTable('system_vouchers').set(values).where('reference', '=', reference).execute();
      await set('CUST-30', { balance_agorot: 1000 });
      expect((await view('CUST-30')).json().voucher).toMatchObject({ state: 'partiallyUsed', balance: 10, initialValue: 30 });
      await set('CUST-30', { balance_agorot: 0 });
      expect((await view('CUST-30')).json().voucher.state).toBe('used');
      await set('CUST-30', { balance_agorot: 3000, is_for_replacement: 1 });
      expect((await view('CUST-30')).json().voucher.state).toBe('forReplacement');
      await set('CUST-30', { status: 'cancelled' });
      expect((await view('CUST-30')).json().voucher.state).toBe('cancelled');
    });

    it('is described in the OpenAPI document, and its web page is a route of the app', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/system-vouchers', '/api/system-vouchers/view/{reference}']));
      const page = await t.app.inject({ method: 'GET', url: '/voucher/ABCD-EFGH-JKMN' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    });

    it('answers SYSTEM_VOUCHER_NOT_FOUND (404) for an unknown reference', async () => {
      const res = await view('NOPE-NOPE-NOPE');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('SYSTEM_VOUCHER_NOT_FOUND');
    });
  });
});
