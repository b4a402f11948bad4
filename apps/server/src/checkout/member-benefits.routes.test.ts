import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSession } from '../http/customer-session';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { MEMBER_LOOKUPS_PER_ADDRESS, MEMBER_LOOKUPS_PER_NUMBER } from './member-lookup';

const HALL = SEATING.sections.hall;
const T = CART.policies;
const P = CART.presentation;
/** Added here: a member-only discount of the club membership, and a ticket for 30 loyalty points. */
const MEMBER_ONLY = 120;
const POINTS = 121;
/** Noa Cohen (customer 601): M1 (club, allows member sale tickets, 2 tickets left), M-OLD (expired), M-NOSALE (club, no member sale tickets). */
const NOA: CustomerSession = { mobile: '0521234567', customers: [{ customerId: 601, businessId: SEATING.businessId }] };
const STRANGER: CustomerSession = { mobile: '0541111111', customers: [{ customerId: 602, businessId: SEATING.businessId }] };

/** Issue 14: member benefits need the member authenticated; members cannot be enumerated; one points balance. */
describe.each(testEngines())('member benefits on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 950;
  let address = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
    const created = '2026-11-01T00:00:00.000Z';
    const policy = {
      business_id: SEATING.businessId,
      ticket_group_id: SEATING.ticketGroups.regular,
      service_charge_agorot: 0,
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
    };
    await db()
      .insertInto('price_policies')
      .values([
        {
          ...policy,
          id: MEMBER_ONLY,
          kind: 'memberOnly',
          name_he: 'Members',
          name_en: 'Members',
          price_agorot: 3000,
          loyalty_points_price: null,
          membership_id: SEATING.memberships.club,
          sort_order: MEMBER_ONLY,
        },
        {
          ...policy,
          id: POINTS,
          kind: 'loyalty',
          name_he: 'Points',
          name_en: 'Points',
          price_agorot: 0,
          loyalty_points_price: 30,
          membership_id: null,
          sort_order: POINTS,
        },
      ])
      .execute();
    await db()
      .insertInto('presentation_price_policies')
      .values(
        Array.from({ length: CART.count }, (_, i) =>
          [MEMBER_ONLY, POINTS].map((price_policy_id) => ({ presentation_id: P(i + 1), price_policy_id })),
        ).flat(),
      )
      .execute();
    await db()
      .insertInto('customers')
      .values({
        id: 602,
        business_id: SEATING.businessId,
        first_name: 'Sam',
        last_name: 'Other',
        ssn: null,
        mobile: STRANGER.mobile,
        email: null,
        address1: null,
        address2: null,
        city: null,
        postal_code: null,
        date_of_birth: null,
        license_plate: null,
        password_hash: null,
        loyalty_points: 500,
        is_email_allowed: 0,
        is_sms_allowed: 0,
        is_digitel: 0,
        created_at: created,
      })
      .execute();
    await db()
      .insertInto('members')
      .values({
        id: 83,
        membership_id: SEATING.memberships.club,
        customer_id: 601,
        membership_price_id: null,
        purchase_reservation_id: null,
        member_number: 'M-NOSALE',
        balance: 2,
        used_balance: 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active',
        allow_member_sale_tickets: 0,
        created_at: created,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.session.current = null;
  });

  /** A new buyer holding seats x of row A of presentation n; answers the priced cart of these lines. */
  async function priced(n: number, xs: number[], lines: Array<Record<string, unknown>>) {
    const uuid = cartBuyer(++buyerSeq);
    expect(
      (
        await calls.hold(
          uuid,
          P(n),
          xs.map((x) => [HALL, x, 1] as [number, number, number]),
        )
      ).statusCode,
    ).toBe(200);
    const res = await calls.cart(uuid, { seats: lines });
    expect(res.statusCode, res.body).toBe(200);
    return { uuid, cart: res.json().cart };
  }
  const codesOf = (cart: { problems: Array<{ code: string; lineIndex?: number }> }) =>
    cart.problems.map((p) => [p.code, p.lineIndex ?? null]);
  const lookup = (body: Record<string, unknown>, remoteAddress = `10.2.0.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/member?lang=en',
      headers: { uuid: cartBuyer(999) },
      payload: { presentationId: P(1), ...body },
      remoteAddress,
    });
  const memberRow = (id: number) =>
    db().selectFrom('members').select(['balance', 'used_balance']).where('id', '=', id).executeTakeFirstOrThrow();

  it("accepts a membership ticket only from the member's own session; another customer's session gets LOGIN_REQUIRED", async () => {
    const membership = [
      line(P(1), T.membership, { memberNumber: 'm1' }),
      line(P(1), T.membership, { memberNumber: 'M-OLD' }),
      line(P(1), T.membership, { memberNumber: 'NOBODY' }),
    ];
    t.session.current = NOA;
    const own = (await priced(1, [1, 2, 3], membership)).cart;
    expect(own.tickets[0]).toMatchObject({ memberNumber: 'M1', price: 0, oldPrice: 45 });
    expect(codesOf(own)).toEqual([
      ['MEMBERSHIP_EXPIRED', 1],
      ['LOGIN_REQUIRED', 2],
    ]);
    t.session.current = STRANGER;
    const other = (await priced(2, [1], [line(P(2), T.membership, { memberNumber: 'M1' })])).cart;
    expect(codesOf(other)).toEqual([['LOGIN_REQUIRED', 0]]);
  });

  it("refuses to commit a membership ticket with only the member's number, and spends nothing of the member", async () => {
    const before = await memberRow(81);
    const { uuid } = await priced(3, [1], [line(P(3), T.membership, { memberNumber: 'M1' })]);
    const res = await calls.commit(uuid, { seats: [line(P(3), T.membership, { memberNumber: 'M1' })], customerInfo: CUSTOMER_INFO });
    expect([res.statusCode, res.json().error.error]).toEqual([401, 'LOGIN_REQUIRED']);
    expect(await memberRow(81)).toEqual(before);
  });

  it('sells member-only tickets only to a logged-in member whose membership allows member sale tickets', async () => {
    const lines = (n: number) => [line(P(n), MEMBER_ONLY, { memberNumber: 'M1' }), line(P(n), MEMBER_ONLY, { memberNumber: 'M-NOSALE' })];
    expect(codesOf((await priced(4, [1, 2], lines(4))).cart)).toEqual([
      ['LOGIN_REQUIRED', 0],
      ['LOGIN_REQUIRED', 1],
    ]);
    t.session.current = NOA;
    const cart = (await priced(5, [1, 2], lines(5))).cart;
    expect(codesOf(cart)).toEqual([['NO_VALID_MEMBER', 1]]);
    expect(cart.tickets[0]).toMatchObject({ memberNumber: 'M1', price: 30 });
  });

  it("answers a member lookup only with the logged-in customer's own members", async () => {
    t.session.current = NOA;
    const byNumber = await lookup({ memberNumber: 'M1' });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().members).toEqual([
      expect.objectContaining({ name: 'Noa Cohen', memberNumber: 'M1', balance: 2, isAvailable: true, allowMemberSaleTickets: true }),
    ]);
    const bySsn = await lookup({ ssn: '031845621' });
    expect(bySsn.json().members.map((m: { memberNumber: string }) => m.memberNumber)).toEqual(['M1', 'M-OLD', 'M-NOSALE']);
    t.session.current = STRANGER;
    const other = await lookup({ memberNumber: 'M1' });
    expect([other.statusCode, other.json().error.error]).toEqual([401, 'LOGIN_REQUIRED']);
    expect(other.body).not.toContain('Noa');
  });

  it('rate-limits member lookups per number from many addresses, and per client address over many numbers', async () => {
    for (let i = 0; i < MEMBER_LOOKUPS_PER_NUMBER; i++) expect((await lookup({ memberNumber: 'M100777' })).statusCode).toBe(401);
    const limited = await lookup({ memberNumber: 'm100777' });
    expect([limited.statusCode, limited.json().error.error]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const prober = '10.3.0.1';
    for (let i = 0; i < MEMBER_LOOKUPS_PER_ADDRESS; i++)
      expect((await lookup({ memberNumber: `M2${String(i).padStart(5, '0')}` }, prober)).statusCode).toBe(401);
    expect((await lookup({ memberNumber: 'M299999' }, prober)).statusCode).toBe(429);
    // The audit rows the limits count keep the number only as a hash.
    const rows = await db().selectFrom('audit_log').select('entity_id').where('action', '=', 'checkout.member-lookup').execute();
    expect(rows.some((r) => r.entity_id.includes('M100777') || r.entity_id.includes('031845621'))).toBe(false);
  });

  it('spends points from the one balance that the customer and their membership both show', async () => {
    t.session.current = NOA;
    const { uuid } = await priced(6, [1], [line(P(6), POINTS)]);
    const res = await calls.commit(uuid, {
      seats: [line(P(6), POINTS)],
      customerInfo: CUSTOMER_INFO,
      creditcardInfo: { creditCardNumber: '4580000000000000', creditCardExpDate: '12/29', creditCardCVV: '123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = (await t.app.inject({ method: 'POST', url: '/api/customer/refresh?lang=en' })).json().customerInfo;
    expect(info.LoyaltyPoints).toBe(70);
    expect(info.members.map((m: { memberNumber: string; pointsBalance: number }) => [m.memberNumber, m.pointsBalance])).toEqual([
      ['M1', 70],
      ['M-NOSALE', 70],
      ['M-OLD', 70],
    ]);
    const looked = await lookup({ memberNumber: 'M1' });
    expect(looked.json().members[0].pointsBalance).toBe(70);
  });
});
