import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { SEATING } from '../testing/seating-fixture';
import { CART, cartBuyer, cartCalls, createCartTestApp, line } from '../testing/cart-test-fixture';

const HALL = SEATING.sections.hall;
const T = CART.policies;
const P = CART.presentation;
/** Seats of hall A's row A (regular) by x. */
const rowA = (...xs: number[]) => xs.map((x) => [HALL, x, 1] as [number, number, number]);

describe.each(testEngines())('cart API on %s', (engine) => {
  let t: TestApp;
  let api: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    t = await createCartTestApp(engine);
    api = cartCalls(t.app);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Holds seats for a buyer through the real seat API (lock-seats) and posts a cart; answers the priced cart. */
  const priced = async (buyer: number, presentationId: number, xs: number[], cart: Record<string, unknown>) => {
    const uuid = cartBuyer(buyer);
    if (xs.length > 0) expect((await api.hold(uuid, presentationId, rowA(...xs))).statusCode).toBe(200);
    const res = await api.cart(uuid, cart);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().cart;
  };
  const codesOf = (cart: { problems: Array<{ code: string; lineIndex?: number }> }) =>
    cart.problems.map((p) => [p.code, p.lineIndex ?? null]);

  it('refuses a buyer without a uuid header (403 UUID_REQUIRED)', async () => {
    const res = await api.cart(null, { seats: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('UUID_REQUIRED');
  });

  it("prices from the price policies, raising a cheaper regular ticket, ignoring the client's amounts, and stores the cart", async () => {
    const cart = await priced(1, P(1), [1, 2], {
      seats: [line(P(1), T.regular, { amount: 1, serviceCharge: 0, oldPrice: 0 }), line(P(1), T.cheapRegular, { amount: 1 })],
      voucherPayments: [],
    });
    expect(cart.problems).toEqual([]);
    expect(
      cart.tickets.map((x: { price: number; serviceCharge: number; oldPrice: number | null }) => [x.price, x.serviceCharge, x.oldPrice]),
    ).toEqual([
      [45, 5.5, null],
      [45, 5.5, null],
    ]);
    expect(cart.tickets[0].seats).toEqual([{ key: `${HALL}_1_1`, rowName: 'A', seatName: '8', sectionName: 'Hall' }]);
    expect(cart).toMatchObject({
      businessId: 2,
      authProfileId: 2,
      orderType: 'normal',
      heldSeatCount: 2,
      ticketsTotal: 90,
      serviceChargeTotal: 11,
      bookingFee: 3,
      productsTotal: 0,
      total: 104,
      voucherTotal: 0,
      amountDue: 104,
    });
    const stored = await t.database.db.selectFrom('carts').selectAll().where('buyer_uuid', '=', cartBuyer(1)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ business_id: 2, auth_profile_id: 2, order_type: 'normal', step: 1 });
    expect(JSON.parse(stored.payload_json).seats).toHaveLength(2);
  });

  it('prices a pair ticket on two seats: its sub-ticket costs its service charge only', async () => {
    const cart = await priced(2, P(2), [1, 2], { seats: [line(P(2), T.pair)] });
    expect(cart.problems).toEqual([]);
    expect(cart.tickets[0].seats.map((s: { key: string }) => s.key)).toEqual([`${HALL}_1_1`, `${HALL}_2_1`]);
    expect(cart).toMatchObject({ ticketsTotal: 80, serviceChargeTotal: 11, total: 94 });
  });

  it('accepts a discount code in any case and refuses an unknown one or one of another event', async () => {
    const ok = await priced(3, P(3), [1, 2, 3], {
      seats: [line(P(3), T.code, { code: 'save10' }), line(P(3), T.code, { code: 'NOPE' }), line(P(3), T.code, { code: 'ELSEWHERE' })],
    });
    expect(ok.tickets[0]).toMatchObject({ price: 30, oldPrice: 45, code: 'save10' });
    expect(codesOf(ok)).toEqual([
      ['TICKET_CODE_NOT_FOUND', 1],
      ['TICKET_NOT_IN_EVENT', 2],
    ]);
    expect(ok.problems[0].message).toBe('No ticket was found for this code');
  });

  it('refuses a code entered more often than it can be used, on the cart and in the lookup', async () => {
    const uuid = cartBuyer(4);
    const first = await api.ticketCode(uuid, P(4), 'once');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      ticketId: T.code,
      ticketGroupId: 21,
      name: 'Discount code',
      price: 30,
      code: 'ONCE',
      kind: 'code',
      remainingUses: 1,
    });
    const cart = await priced(4, P(4), [1, 2], { seats: [line(P(4), T.code, { code: 'ONCE' }), line(P(4), T.code, { code: 'ONCE' })] });
    expect(codesOf(cart)).toEqual([['CODE_ALREADY_ENTERED', 1]]);
    const again = await api.ticketCode(uuid, P(4), 'ONCE');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.error).toBe('CODE_ALREADY_ENTERED');
    const unknown = await api.ticketCode(uuid, P(4), 'NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.error).toBe('TICKET_CODE_NOT_FOUND');
  });

  it('redeems a ticket voucher up to its tickets left', async () => {
    const lookup = await api.ticketCode(cartBuyer(5), P(5), 'tv-2');
    expect(lookup.json()).toMatchObject({ ticketId: T.voucher, kind: 'voucher', code: 'TV-2', remainingUses: 2, price: 0 });
    const cart = await priced(5, P(5), [1, 2, 3], { seats: [1, 2, 3].map(() => line(P(5), T.voucher, { code: 'TV-2' })) });
    expect(cart.tickets[0]).toMatchObject({ price: 0, serviceCharge: 5.5, code: 'TV-2' });
    expect(codesOf(cart)).toEqual([['VOUCHER_NO_BALANCE', 2]]);
  });

  it('needs the member logged in for a membership ticket: an anonymous buyer gets LOGIN_REQUIRED for any number, existing or not', async () => {
    const cart = await priced(6, P(6), [1, 2, 3], {
      seats: [
        line(P(6), T.membership, { memberNumber: 'm1' }),
        line(P(6), T.membership, { memberNumber: 'M-OLD' }),
        line(P(6), T.membership, { memberNumber: 'NOBODY' }),
      ],
    });
    expect(cart.tickets[0]).toMatchObject({ memberNumber: null });
    expect(codesOf(cart)).toEqual([
      ['LOGIN_REQUIRED', 0],
      ['LOGIN_REQUIRED', 1],
      ['LOGIN_REQUIRED', 2],
    ]);
  });

  it('answers an anonymous member lookup only that login is needed, the same for a number that exists and one that does not', async () => {
    const uuid = cartBuyer(7);
    const byNumber = await api.member(uuid, { presentationId: P(7), memberNumber: 'M1' });
    expect(byNumber.statusCode).toBe(401);
    expect(byNumber.json().error).toMatchObject({ error: 'LOGIN_REQUIRED', message: 'Please log in as a member' });
    expect(byNumber.body).not.toContain('Noa');
    const bySsn = await api.member(uuid, { presentationId: P(7), ssn: '031845621' });
    expect(bySsn.statusCode).toBe(401);
    expect(bySsn.body).not.toContain('M1');
    const nobody = await api.member(uuid, { presentationId: P(7), memberNumber: 'NOBODY' });
    expect([nobody.statusCode, nobody.json().error.error]).toEqual([401, 'LOGIN_REQUIRED']);
    const badId = await api.member(uuid, { presentationId: P(7), ssn: '031845622' });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().error.error).toBe('INVALID_ID');
  });

  it('needs a valid ID number for a senior ticket and an eligible reference for a hotel ticket', async () => {
    const cart = await priced(8, P(8), [1, 2, 3, 4], {
      seats: [
        line(P(8), T.senior, { ssn: '031845621' }),
        line(P(8), T.senior, { ssn: '123' }),
        line(P(8), T.hotel, { ref1: ' dan hotel ' }),
        line(P(8), T.hotel, { ref1: 'Hilton' }),
      ],
    });
    expect(cart.tickets.map((x: { price: number }) => x.price)).toEqual([22.5, 22.5, 40, 40]);
    expect(codesOf(cart)).toEqual([
      ['INVALID_ID', 1],
      ['REFERENCE_NOT_ELIGIBLE', 3],
    ]);
  });

  it("no longer accepts a deactivated agent's reference (issue 13, migration 0034) and accepts it again when reactivated", async () => {
    const seats = { seats: [line(P(28), T.hotel, { ref1: 'Dan Hotel' })] };
    const hotelCart = async () => {
      const res = await api.cart(cartBuyer(28), seats);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().cart;
    };
    const setActive = (isActive: 0 | 1) =>
      t.database.db.updateTable('reference_prompt_options').set({ is_active: isActive }).where('id', '=', 91).execute();
    expect(codesOf(await priced(28, P(28), [1], seats))).toEqual([]);
    await setActive(0);
    try {
      expect(codesOf(await hotelCart())).toEqual([['REFERENCE_NOT_ELIGIBLE', 0]]);
    } finally {
      await setActive(1);
    }
    expect(codesOf(await hotelCart())).toEqual([]);
  });

  it('reports seat-count and combination problems, with their messages', async () => {
    const mismatch = await priced(9, P(9), [1, 2], { seats: [line(P(9), T.regular)] });
    expect(mismatch.problems).toEqual([
      { code: 'SEAT_COUNT_MISMATCH', message: 'The tickets chosen do not match the 2 seats selected', details: { seats: 2 } },
    ]);
    const alone = await priced(10, P(10), [1], { seats: [line(P(10), T.kid)] });
    expect(codesOf(alone)).toEqual([['TICKET_REQUIRED_WITH', null]]);
    expect(alone.problems[0].message).toBe('A Kid ticket is only available together with a Family ticket');
    const combo = await priced(11, P(11), [1, 2, 3], { seats: [line(P(11), T.family), line(P(11), T.kid), line(P(11), T.kid)] });
    expect(combo.problems.map((p: { code: string; details: unknown }) => [p.code, p.details])).toEqual([
      ['TICKET_BELOW_MINIMUM', { ticket: 'Family', min: 2 }],
      ['TICKET_ABOVE_MAXIMUM', { ticket: 'Kid', max: 1 }],
    ]);
  });

  it('refuses cart-building errors: another business or auth profile, a zero voucher payment, an unknown ticket, PayPal, another cart kind', async () => {
    const uuid = cartBuyer(12);
    const incompatible = await api.cart(uuid, { seats: [line(P(12), T.regular), line(CART.otherBusinessPresentation, T.regular)] });
    expect(incompatible.statusCode).toBe(422);
    expect(incompatible.json().error.error).toBe('INCOMPATIBLE_BUSINESS');
    const profiles = await api.cart(uuid, { seats: [line(P(12), T.regular), line(CART.otherAuthProfilePresentation, T.regular)] });
    expect(profiles.json().error.error).toBe('INCOMPATIBLE_AUTH_PROFILE');
    expect((await api.cart(uuid, { businessId: 3, seats: [line(P(12), T.regular)] })).json().error.error).toBe('INCOMPATIBLE_BUSINESS');
    expect((await api.cart(uuid, { seats: [line(P(12), T.regular)], paypal: { token: 'x' } })).json().error.error).toBe(
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    const zero = await api.cart(uuid, { seats: [line(P(12), T.regular)], voucherPayments: [{ systemVoucher: 'GIFT-100', amount: 0 }] });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().error.error).toBe('ZERO_VOUCHER_PAYMENT');
    const unknown = await api.cart(uuid, { seats: [line(P(12), 9999)] });
    expect(unknown.json().error.error).toBe('TICKET_NOT_FOUND');
    const otherKind = await api.cart(uuid, {
      seats: [line(P(12), T.regular)],
      donations: [{ id: 1, donationDetails: [{ id: 1, selectedQuantity: 1 }] }],
    });
    expect(otherKind.json().error.error).toBe('CART_KIND_MISMATCH');
  });

  it('pays part of the order with a value voucher, caps it at the total, and needs a customer voucher combined', async () => {
    const partial = await priced(13, P(13), [1], {
      seats: [line(P(13), T.regular)],
      voucherPayments: [{ systemVoucher: 'gift-100', amount: 20 }],
    });
    expect(partial).toMatchObject({ total: 53.5, voucherTotal: 20, amountDue: 33.5, problems: [] });
    expect(partial.voucherPayments).toEqual([
      {
        systemVoucher: 'GIFT-100',
        name: 'Gift card',
        amount: 20,
        balanceBefore: 100,
        balanceAfter: 80,
        isCustomerVoucher: false,
        requestedAmount: 20,
        capped: false,
      },
    ]);
    const capped = await api.cart(cartBuyer(13), {
      seats: [line(P(13), T.regular)],
      voucherPayments: [{ systemVoucher: 'GIFT-100', amount: 100 }],
    });
    expect(capped.json().cart).toMatchObject({
      voucherTotal: 53.5,
      amountDue: 0,
      voucherPayments: [{ amount: 53.5, capped: true, balanceAfter: 46.5 }],
    });
    const alone = await api.cart(cartBuyer(13), {
      seats: [line(P(13), T.regular)],
      voucherPayments: [{ systemVoucher: 'CUST-30', amount: 10 }],
    });
    expect(codesOf(alone.json().cart)).toEqual([['CUSTOMER_VOUCHER_MUST_BE_COMBINED', null]]);
    const combined = await api.cart(cartBuyer(13), {
      seats: [line(P(13), T.regular)],
      voucherPayments: [
        { systemVoucher: 'CUST-30', amount: 10 },
        { systemVoucher: 'GIFT-100', amount: 10 },
      ],
    });
    expect(combined.json().cart).toMatchObject({ problems: [], voucherTotal: 20, amountDue: 33.5 });
    const expired = await api.cart(cartBuyer(13), {
      seats: [line(P(13), T.regular)],
      voucherPayments: [{ systemVoucher: 'GIFT-OLD', amount: 10 }],
    });
    expect(codesOf(expired.json().cart)).toEqual([['VOUCHER_EXPIRED', null]]);
  });

  it('validates a voucher as payment', async () => {
    const ok = await api.voucher(cartBuyer(14), { systemVoucher: 'GIFT-100', presentationId: P(14) });
    expect(ok.json()).toEqual({
      voucher: { id: 72, systemVoucher: 'GIFT-100', name: 'Gift card', balance: 100, endDate: '2026-12-31', isCustomerVoucher: false },
    });
    const expired = await api.voucher(cartBuyer(14), { systemVoucher: 'GIFT-OLD' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.error).toBe('VOUCHER_EXPIRED');
    expect((await api.voucher(cartBuyer(14), { systemVoucher: 'TV-2' })).json().error.error).toBe('SYSTEM_VOUCHER_NOT_FOUND');
  });

  it('prices concessions and ticket add-ons; an unknown product is refused', async () => {
    const cart = await priced(15, P(15), [1], {
      seats: [line(P(15), T.regular, { selectedAddons: [CART.products.glasses] })],
      products: [{ id: CART.products.popcorn, quantity: 2, prsntId: P(15) }],
    });
    expect(cart.tickets[0].addons).toEqual([{ productId: CART.products.glasses, name: '3D glasses', price: 5 }]);
    expect(cart.products).toEqual([{ id: CART.products.popcorn, name: 'Popcorn', quantity: 2, unitPrice: 25, total: 50 }]);
    expect(cart).toMatchObject({ productsTotal: 55, total: 108.5 });
    const unknown = await api.cart(cartBuyer(15), {
      seats: [line(P(15), T.regular)],
      products: [{ id: CART.products.glasses, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.error).toBe('VALIDATION_ERROR');
  });

  it('prices a hold order without service charge and lists a premium seat as not holdable', async () => {
    const uuid = cartBuyer(16);
    expect((await api.hold(uuid, P(16), [[HALL, 1, 4]])).statusCode).toBe(200);
    const res = await api.cart(uuid, {
      isHold: true,
      seats: [{ prsntId: P(16), ticketGroupId: SEATING.ticketGroups.premium, ticketId: T.premium }],
    });
    const cart = res.json().cart;
    expect(cart).toMatchObject({ orderType: 'hold', ticketsTotal: 67.9, serviceChargeTotal: 0, total: 70.9 });
    expect(codesOf(cart)).toEqual([['PREMIUM_SEAT_NOT_HOLDABLE', null]]);
  });

  it('keeps the commit marker on the same seats and drops it when the buyer holds other seats', async () => {
    const uuid = cartBuyer(17);
    await priced(17, P(17), [1], { seats: [line(P(17), T.regular)] });
    const row = await t.database.db.selectFrom('carts').select('payload_json').where('buyer_uuid', '=', uuid).executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('carts')
      .set({ payload_json: JSON.stringify({ ...JSON.parse(row.payload_json), committedReservationIdentifier: 'R-1' }) })
      .where('buyer_uuid', '=', uuid)
      .execute();
    const marker = async () =>
      JSON.parse(
        (await t.database.db.selectFrom('carts').select('payload_json').where('buyer_uuid', '=', uuid).executeTakeFirstOrThrow())
          .payload_json,
      ).committedReservationIdentifier;
    await api.cart(uuid, { seats: [line(P(17), T.regular)] });
    expect(await marker()).toBe('R-1');
    await priced(17, P(17), [2], { seats: [line(P(17), T.regular), line(P(17), T.regular)] });
    expect(await marker()).toBeUndefined();
  });

  it('deletes the cart and frees the seats, which another buyer can then hold', async () => {
    const uuid = cartBuyer(18);
    await priced(18, P(18), [1, 2], { seats: [line(P(18), T.regular), line(P(18), T.regular)], customerInfo: { FirstName: 'Dana' } });
    expect((await api.hold(cartBuyer(19), P(18), rowA(1))).statusCode).toBe(409);
    const res = await api.remove(uuid, { keepCustomerInfo: true });
    expect(res.json()).toEqual({ success: true, releasedSeats: 2 });
    const claims = await t.database.db.selectFrom('seat_claims').select('seat_id').where('presentation_id', '=', P(18)).execute();
    expect(claims).toEqual([]);
    const kept = await t.database.db.selectFrom('carts').select('payload_json').where('buyer_uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(JSON.parse(kept.payload_json)).toEqual({ customerInfo: { FirstName: 'Dana' } });
    expect((await api.hold(cartBuyer(19), P(18), rowA(1, 2))).statusCode).toBe(200);
    expect((await api.remove(uuid)).json()).toEqual({ success: true, releasedSeats: 0 });
    expect(await t.database.db.selectFrom('carts').select('buyer_uuid').where('buyer_uuid', '=', uuid).executeTakeFirst()).toBeUndefined();
  });
});
