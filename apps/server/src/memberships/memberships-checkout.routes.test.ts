import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { CART, cartBuyer, line } from '../testing/cart-test-fixture';
import { card, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { smsLoginCookie } from '../testing/sms-login';

const num = (key: keyof typeof SANDBOX_TEST_CARDS) => SANDBOX_TEST_CARDS[key].number.replace(/\s/g, '');
const HALL = SEATING.sections.hall;
/** Noa Cohen, the cart fixture's customer 601. */
const NOA_MOBILE = '0521234567';
const club = (quantity: number) => ({
  memberships: [
    { MembershipId: SEATING.memberships.club, prices: [{ MembershipPriceId: SEATING.membershipPrices.club, selectedQuantity: quantity }] },
  ],
});

/** Spec 4, 5: a membership is bought through the cart and the commit by a logged-in customer, and its member then books. */
describe.each(testEngines())('buying a membership through the checkout on %s', (engine) => {
  let t: CommitTestApp;
  let buyerSeq = 9300;
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
    // The club is sold here without seats (its seats are memberships-seats-checkout.routes.test.ts's subject).
    await db()
      .updateTable('memberships')
      .set({ benefit_tickets: 4, is_skip_member_seat: 1 })
      .where('id', '=', SEATING.memberships.club)
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    captureFails = false;
  });

  const call = (options: InjectOptions, cookie?: string) =>
    t.app.inject({ ...options, headers: { ...(options.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
  const cart = (uuid: string, body: Record<string, unknown>, cookie?: string) =>
    call({ method: 'POST', url: '/api/cart?lang=en', headers: { uuid }, payload: { cart: body } }, cookie);
  const commit = (uuid: string, body: Record<string, unknown>, cookie?: string) =>
    call({ method: 'POST', url: '/api/payment/commit?lang=en', headers: { uuid }, payload: { cart: body } }, cookie);
  const membersOf = (customerId: number) =>
    db()
      .selectFrom('members')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('membership_price_id', '=', SEATING.membershipPrices.club)
      .execute();

  /** Logs in by SMS code as the owner of the mobile number would (the code read from the outbox). */
  const smsLogin = (mobile: string) => smsLoginCookie(t.app, db(), mobile, CART.presentation(1));

  it('prices a membership cart for anyone, but a guest cannot buy it: LOGIN_REQUIRED', async () => {
    const uuid = cartBuyer(++buyerSeq);
    const priced = await cart(uuid, club(2));
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().cart).toMatchObject({ orderKind: 'memberships', itemsTotal: 200, amountDue: 200 });
    const res = await commit(uuid, { ...club(1), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect([res.statusCode, res.json().error.error]).toEqual([401, 'LOGIN_REQUIRED']);
    const six = await cart(uuid, club(6));
    expect(six.json().error.error).toBe('MAX_MEMBERSHIPS_EXCEEDED');
  });

  it('sells a membership to a customer logged in by SMS code, who then books a membership ticket with its member number', async () => {
    const cookie = await smsLogin(NOA_MOBILE);
    const before = (await membersOf(601)).length;
    const uuid = cartBuyer(++buyerSeq);
    const res = await commit(uuid, { ...club(1), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [memberNumber] = res.json().memberNumbers as string[];
    expect(memberNumber).toMatch(/^M\d{9}$/);
    const member = await db()
      .selectFrom('members')
      .selectAll()
      .where('member_number', '=', memberNumber ?? '')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ customer_id: 601, status: 'active', balance: 4, start_date: '2026-11-21', end_date: '2027-11-20' });
    expect((await membersOf(601)).length).toBe(before + 1);
    const order = await db()
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', member.purchase_reservation_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ kind: 'memberships', status: 'confirmed', customer_id: 601, total_agorot: 10000 });
    const welcome = await db().selectFrom('outbox').select(['channel', 'body']).where('template', '=', 'membership-welcome').execute();
    expect(welcome.some((m) => m.channel === 'sms' && m.body.includes(memberNumber ?? '-'))).toBe(true);

    // The new member books a membership ticket (the fixture's price policy of kind 'membership' accepts the club).
    const ticketBuyer = cartBuyer(++buyerSeq);
    const presentationId = CART.presentation(3);
    const held = await call({
      method: 'PUT',
      url: '/api/seats/lock-seats',
      headers: { uuid: ticketBuyer },
      payload: { presentationId, seats: [{ VenueSectionId: HALL, XCoordinate: 1, YCoordinate: 1 }] },
    });
    expect(held.statusCode, held.body).toBe(200);
    const seats = [line(presentationId, CART.policies.membership, { memberNumber })];
    const ticketCart = (await cart(ticketBuyer, { seats }, cookie)).json().cart;
    expect(ticketCart.problems).toEqual([]);
    expect(ticketCart.tickets[0]).toMatchObject({ memberNumber, price: 0 });
    const booked = await commit(ticketBuyer, { seats, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) }, cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(
      await db()
        .selectFrom('members')
        .select(['balance', 'used_balance'])
        .where('member_number', '=', memberNumber ?? '')
        .executeTakeFirstOrThrow(),
    ).toEqual({ balance: 3, used_balance: 1 });
  });

  it('renews a member through the checkout: the new period starts the day after the old one ends', async () => {
    await db()
      .insertInto('members')
      .values({
        membership_id: SEATING.memberships.club,
        customer_id: 601,
        membership_price_id: SEATING.membershipPrices.club,
        purchase_reservation_id: null,
        member_number: 'M-ENDING',
        balance: 0,
        used_balance: 4,
        start_date: '2025-12-11',
        end_date: '2026-12-10',
        status: 'active',
        allow_member_sale_tickets: 1,
        created_at: '2025-12-11T00:00:00.000Z',
      })
      .execute();
    const cookie = await smsLogin(NOA_MOBILE);
    const renewal = { memberships: [{ ...club(1).memberships[0], renewMemberNumber: 'M-ENDING' }] };
    const res = await commit(
      cartBuyer(++buyerSeq),
      { ...renewal, customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [memberNumber] = res.json().memberNumbers as string[];
    expect(
      await db()
        .selectFrom('members')
        .select(['start_date', 'end_date', 'balance'])
        .where('member_number', '=', memberNumber ?? '')
        .executeTakeFirstOrThrow(),
    ).toEqual({ start_date: '2026-12-11', end_date: '2027-12-10', balance: 4 });
    const again = await cart(cartBuyer(++buyerSeq), renewal, cookie);
    expect(again.json().error.error).toBe('MEMBERSHIP_NOT_RENEWABLE');
  });

  it('a declined card leaves no member; a payment that cannot be captured leaves only cancelled ones', async () => {
    const cookie = await smsLogin(NOA_MOBILE);
    const before = await membersOf(601);
    const declined = await commit(
      cartBuyer(++buyerSeq),
      { ...club(2), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('declined')) },
      cookie,
    );
    expect(declined.statusCode).toBe(402);
    expect(await membersOf(601)).toEqual(before);

    captureFails = true;
    const failed = await commit(
      cartBuyer(++buyerSeq),
      { ...club(2), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) },
      cookie,
    );
    expect(failed.json().error.error).toBe('PAYMENT_ERROR');
    const created = (await membersOf(601)).filter((m) => !before.some((b) => b.id === m.id));
    // The members were written with the order, and cancelled with it (its undo).
    expect(created.map((m) => m.status)).toEqual(['cancelled', 'cancelled']);
    expect((await membersOf(601)).filter((m) => m.status === 'active').length).toBe(before.filter((m) => m.status === 'active').length);
  });

  it("a membership that grants points adds them to the buyer's one balance; a failed capture takes them back", async () => {
    await db().updateTable('memberships').set({ benefit_points: 150 }).where('id', '=', SEATING.memberships.club).execute();
    try {
      // A buyer new to the business (its record is made by the first order): no login limit shared with the others.
      const mobile = '0529990001';
      const cookie = await smsLogin(mobile);
      const points = async () =>
        (
          await db()
            .selectFrom('customers')
            .select('loyalty_points')
            .where('business_id', '=', SEATING.businessId)
            .where('mobile', '=', mobile)
            .executeTakeFirst()
        )?.loyalty_points ?? 0;
      const before = await points();
      const bought = await commit(
        cartBuyer(++buyerSeq),
        { ...club(2), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) },
        cookie,
      );
      expect(bought.statusCode, bought.body).toBe(200);
      expect(await points()).toBe(before + 300);
      // The customer's view shows the balance with the members (spec 3 Available member: pointsBalance).
      const refreshed = await call({ method: 'POST', url: '/api/customer/refresh?lang=en', payload: {} }, cookie);
      expect(refreshed.json().customerInfo.members.every((m: { pointsBalance: number }) => m.pointsBalance === before + 300)).toBe(true);

      captureFails = true;
      const failed = await commit(
        cartBuyer(++buyerSeq),
        { ...club(1), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) },
        cookie,
      );
      expect(failed.json().error.error).toBe('PAYMENT_ERROR');
      expect(await points()).toBe(before + 300);
    } finally {
      await db().updateTable('memberships').set({ benefit_points: 0 }).where('id', '=', SEATING.memberships.club).execute();
    }
  });

  it('the new member of a membership that allows holds may make a hold order at once; before it, none', async () => {
    await db().updateTable('memberships').set({ allows_hold: 1 }).where('id', '=', SEATING.memberships.club).execute();
    try {
      const mobile = '0529990002';
      const cookie = await smsLogin(mobile);
      const presentationId = CART.presentation(4);
      const hold = async (x: number) => {
        const uuid = cartBuyer(++buyerSeq);
        const held = await call(
          {
            method: 'PUT',
            url: '/api/seats/lock-seats',
            headers: { uuid },
            payload: { presentationId, seats: [{ VenueSectionId: HALL, XCoordinate: x, YCoordinate: 1 }], orderType: 'hold' },
          },
          cookie,
        );
        if (held.statusCode !== 200) return held;
        return commit(uuid, { seats: [line(presentationId, CART.policies.regular)], customerInfo: CUSTOMER_INFO, isHold: true }, cookie);
      };
      const before = await hold(1);
      expect(before.json().error.error).toBe('NO_ACTIVE_MEMBERSHIP');
      const bought = await commit(
        cartBuyer(++buyerSeq),
        { ...club(1), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) },
        cookie,
      );
      expect(bought.statusCode, bought.body).toBe(200);
      const held = await hold(2);
      expect(held.statusCode, held.body).toBe(200);
      const order = await db()
        .selectFrom('reservations')
        .select(['status', 'order_type'])
        .where('identifier', '=', held.json().reservationIdentifier)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ order_type: 'hold' });
    } finally {
      await db().updateTable('memberships').set({ allows_hold: 0 }).where('id', '=', SEATING.memberships.club).execute();
    }
  });

  it("saves the buyer's card when asked (saveMagCard) and pays the next membership order with it", async () => {
    const mobile = '0529990003';
    const cookie = await smsLogin(mobile);
    const first = await commit(
      cartBuyer(++buyerSeq),
      { ...club(1), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')), saveMagCard: true },
      cookie,
    );
    expect(first.statusCode, first.body).toBe(200);
    const cards = await db()
      .selectFrom('customer_cards as cc')
      .innerJoin('customers as c', 'c.id', 'cc.customer_id')
      .select(['cc.id', 'cc.last4'])
      .where('c.mobile', '=', mobile)
      .where('c.business_id', '=', SEATING.businessId)
      .execute();
    expect(cards.map((c) => c.last4)).toEqual(['0000']);
    const uuid = cartBuyer(++buyerSeq);
    const again = await commit(uuid, { ...club(1), customerInfo: CUSTOMER_INFO, creditcardInfo: { magCardId: cards[0]?.id } }, cookie);
    expect(again.statusCode, again.body).toBe(200);
    const payments = await db()
      .selectFrom('payments as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['p.status', 'p.customer_card_id'])
      .where('r.buyer_uuid', '=', uuid)
      .execute();
    expect(payments).toEqual([{ status: 'captured', customer_card_id: cards[0]?.id }]);
  });
});
