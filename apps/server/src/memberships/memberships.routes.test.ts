import type { CartPayload } from '@kupa/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { createCommitTestApp, type CommitTestApp } from '../testing/commit-test-app';
import type { ItemOrderFacts, ItemPricingInput } from '../checkout/order-items';
import type { CustomerSession } from '../http/customer-session';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { MembershipOrderLines, type MembershipSale } from './membership-order-lines';
import { MembershipsRepository } from './memberships.repository';
import { itemOrderForTest } from '../testing/item-order-facts';

const M = SEATING.memberships;
const PRICE = SEATING.membershipPrices;
/** Added here: a club price in dollars (MIXED_CURRENCIES with the shekel one). */
const CLUB_USD = 322;
const NOA: CustomerSession = { mobile: '0521234567', customers: [{ customerId: 601, businessId: SEATING.businessId }] };
const NOW = new Date('2026-11-21T10:00:00.000Z');

const membershipLine = (membershipId: number, prices: Array<[priceId: number, quantity: number]>, extra: Record<string, unknown> = {}) => ({
  MembershipId: membershipId,
  prices: prices.map(([MembershipPriceId, selectedQuantity]) => ({ MembershipPriceId, selectedQuantity })),
  ...extra,
});

/** Spec 4, 5, 9: memberships on sale, their limits, members created, renewed and cancelled with their order. */
describe.each(testEngines())('memberships on %s', (engine) => {
  let t: CommitTestApp;
  let lines: MembershipOrderLines;
  let reservationSeq = 9100;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    lines = new MembershipOrderLines(new MembershipsRepository(db()));
    await db()
      .updateTable('memberships')
      // Sold without seats here (selling membership seats: memberships-seats-checkout.routes.test.ts).
      .set({ benefit_tickets: 4, terms_en: 'One person per card', terms_he: 'אדם אחד לכרטיס', is_skip_member_seat: 1 })
      .where('id', '=', M.club)
      .execute();
    await db()
      .insertInto('membership_prices')
      .values({
        id: CLUB_USD,
        membership_id: M.club,
        price_code: 'USD',
        name_he: 'דולר',
        name_en: 'Dollar',
        price_agorot: 3000,
        currency: 'USD',
      })
      .execute();
    await db()
      .insertInto('members')
      .values(
        [
          ['M-SOON', '2025-12-11', '2026-12-10'],
          ['M-LAPSED', '2025-10-27', '2026-10-26'],
          ['M-FAR', '2026-01-01', '2027-06-30'],
        ].map(([member_number, start_date, end_date], i) => ({
          id: 90 + i,
          membership_id: M.club,
          customer_id: 601,
          membership_price_id: PRICE.club,
          purchase_reservation_id: null,
          member_number: member_number as string,
          balance: 1,
          used_balance: 0,
          start_date: start_date as string,
          end_date: end_date as string,
          status: 'active' as const,
          allow_member_sale_tickets: 1,
          created_at: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.session.current = null;
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const pricing = (memberships: unknown[], session: CustomerSession | null = NOA): ItemPricingInput => ({
    cart: { memberships } as CartPayload,
    locale: 'en',
    now: NOW,
    session,
    executor: db(),
  });
  const refusal = async (memberships: unknown[], session: CustomerSession | null = NOA) =>
    lines.price(pricing(memberships, session)).then(
      () => null,
      (error: { code: string; details?: Record<string, unknown> }) => [
        error.code,
        Object.keys(error.details ?? {}).length > 0 ? error.details : null,
      ],
    );

  /** A reservation row for the members to point at, as the commit writes one. */
  async function newOrder(): Promise<ItemOrderFacts> {
    const id = ++reservationSeq;
    return itemOrderForTest(db(), {
      id,
      identifier: `MEM-${id}`,
      kind: 'memberships',
      businessId: SEATING.businessId,
      customerId: 601,
      buyerUuid: cartBuyer(id),
      customerInfo: { FirstName: 'Noa', MobileNumber1: '0521234567', EmailAddress1: 'noa@example.com' },
      locale: 'en',
      now: NOW,
    });
  }
  const membersOf = (reservationId: number) =>
    db().selectFrom('members').selectAll().where('purchase_reservation_id', '=', reservationId).orderBy('id').execute();
  async function bought(memberships: unknown[]) {
    const priced = await lines.price(pricing(memberships));
    const order = await newOrder();
    const fulfilled = await db()
      .transaction()
      .execute((trx) => lines.fulfil(trx, order, priced.lines as MembershipSale));
    return { order, fulfilled, members: await membersOf(order.reservationId) };
  }

  it('lists the memberships on sale, one entry per membership, in the asked language', async () => {
    const res = await get('/api/memberships?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.mode).toBe('ByMembership');
    expect(body.memberships.map((m: { Code: string; Name: string; fromPrice: number }) => [m.Code, m.Name, m.fromPrice])).toEqual([
      ['SEASON', 'Season', 200],
      ['CLUB', 'Club', 30],
    ]);
    expect(body.memberships[0]).toMatchObject({
      MembershipTypeId: 2,
      BusinessId: SEATING.businessId,
      currency: { CurrencyCode: 'ILS', CurrencySymbol: '₪' },
    });
    expect((await get('/api/memberships?lang=he')).json().memberships[0].Name).toBe('מנוי עונתי');
  });

  it('answers one membership by code with its prices and terms; a series with its events in the order they start', async () => {
    const club = (await get('/api/memberships/club?lang=en')).json().membership;
    expect(club).toMatchObject({ MembershipId: M.club, Terms: 'One person per card', BenefitTickets: 4 });
    expect(club.prices.map((p: { PriceCode: string; Price: number }) => [p.PriceCode, p.Price])).toEqual([
      ['USD', 30],
      ['C', 100],
    ]);
    const season = (await get('/api/memberships/SEASON?lang=he')).json().membership;
    expect(season.MembershipTypeId).toBe(2);
    expect(season.Presentations.map((p: { PresentationId: number; IsRequired: boolean }) => [p.PresentationId, p.IsRequired])).toEqual([
      [SEATING.presentations.basic, false],
      [SEATING.presentations.season1, true],
      [SEATING.presentations.season2, true],
      [SEATING.presentations.season3, true],
    ]);
  });

  it('answers one price by its code; unknown memberships, inactive ones and prices of another membership are refused', async () => {
    const res = await get('/api/memberships/CLUB/c?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ membership: { Code: 'CLUB' }, price: { MembershipPriceId: PRICE.club, Price: 100 } });
    for (const [url, status, code] of [
      ['/api/memberships/NOPE', 404, 'MEMBERSHIP_NOT_FOUND'],
      ['/api/memberships/OLD', 404, 'MEMBERSHIP_NOT_FOUND'],
      ['/api/memberships/CLUB/A', 404, 'MEMBERSHIP_PRICE_NOT_FOUND'],
    ] as const) {
      const refused = await get(url);
      expect([refused.statusCode, refused.json().error.error]).toEqual([status, code]);
    }
  });

  it('prices a membership cart from the database, and sells it to a logged-in customer only', async () => {
    const priced = await lines.price(
      pricing([
        membershipLine(M.season, [
          [PRICE.seasonA, 1],
          [PRICE.seasonB, 2],
        ]),
      ]),
    );
    expect(priced).toMatchObject({
      businessId: SEATING.businessId,
      authProfileId: 2,
      currency: 'ILS',
      totalAgorot: 70000,
      requiresCustomer: true,
    });
    expect(priced.items.map((i) => [i.itemId, i.nameEn, i.quantity, i.unitPriceAgorot])).toEqual([
      [PRICE.seasonA, 'Season · Full', 1, 30000],
      [PRICE.seasonB, 'Season · Student', 2, 20000],
    ]);
    expect((priced.lines as MembershipSale).units).toHaveLength(3);
  });

  it('refuses 6 memberships, nothing chosen, mixed currencies, a price of another membership and an inactive membership', async () => {
    expect(await refusal([membershipLine(M.season, [[PRICE.seasonA, 3]]), membershipLine(M.club, [[PRICE.club, 3]])])).toEqual([
      'MAX_MEMBERSHIPS_EXCEEDED',
      { max: 5 },
    ]);
    expect(await refusal([membershipLine(M.club, [[PRICE.club, 0]])])).toEqual(['NOTHING_SELECTED', null]);
    expect(
      await refusal([
        membershipLine(M.club, [
          [PRICE.club, 1],
          [CLUB_USD, 1],
        ]),
      ]),
    ).toEqual(['MIXED_CURRENCIES', null]);
    expect(await refusal([membershipLine(M.club, [[PRICE.seasonA, 1]])])).toEqual(['MEMBERSHIP_PRICE_NOT_FOUND', null]);
    expect(await refusal([membershipLine(M.inactive, [[PRICE.club, 1]])])).toEqual(['MEMBERSHIP_NOT_FOUND', null]);
  });

  it('refuses a membership whose seats do not number the quantity chosen', async () => {
    const seat = (x: number) => ({ VenueSectionId: SEATING.sections.hall, XCoordinate: x, YCoordinate: 1 });
    expect(
      await refusal([
        membershipLine(
          M.season,
          [
            [PRICE.seasonA, 1],
            [PRICE.seasonB, 1],
          ],
          { seats: [seat(1)] },
        ),
      ]),
    ).toEqual(['MEMBERSHIP_SEATS_MISMATCH', { expected: 2 }]);
    const priced = await lines.price(pricing([membershipLine(M.season, [[PRICE.seasonA, 2]], { seats: [seat(1), seat(2)] })]));
    expect(priced.totalAgorot).toBe(60000);
  });

  it("creates one member per unit: a random number, the membership's benefit tickets, validity from today, the order's customer", async () => {
    const { order, fulfilled, members } = await bought([membershipLine(M.club, [[PRICE.club, 2]])]);
    expect(members).toHaveLength(2);
    for (const m of members) {
      expect(m).toMatchObject({
        membership_id: M.club,
        customer_id: 601,
        membership_price_id: PRICE.club,
        balance: 4,
        used_balance: 0,
        start_date: '2026-11-21',
        end_date: '2027-11-20',
        status: 'active',
      });
      expect(m.member_number).toMatch(/^M\d{9}$/);
    }
    expect(fulfilled.memberNumbers).toEqual(members.map((m) => m.member_number));
    expect(fulfilled.messages.map((m) => [m.channel, m.recipient, m.template])).toEqual([
      ['sms', '0521234567', 'membership-welcome'],
      ['email', 'noa@example.com', 'membership-welcome'],
    ]);
    expect(fulfilled.messages[0]?.body).toContain(`member number ${members[0]?.member_number}, valid 21/11/2026–20/11/2027`);
    expect(fulfilled.messages[1]?.body).toContain(order.identifier);
  });

  it('renews a member ending within 30 days, or ended less than 30 days ago, from the day after its period ends', async () => {
    const soon = await bought([membershipLine(M.club, [[PRICE.club, 1]], { renewMemberNumber: 'm-soon' })]);
    expect(soon.members.map((m) => [m.start_date, m.end_date])).toEqual([['2026-12-11', '2027-12-10']]);
    expect(soon.members[0]?.member_number).not.toBe('M-SOON');
    // Renewed once: the same member is not renewed again.
    expect(await refusal([membershipLine(M.club, [[PRICE.club, 1]], { renewMemberNumber: 'M-SOON' })])).toEqual([
      'MEMBERSHIP_NOT_RENEWABLE',
      null,
    ]);
    const lapsed = await bought([membershipLine(M.club, [[PRICE.club, 2]], { renewMemberNumber: 'M-LAPSED' })]);
    // The renewal is the line's first unit; the second is a new member from today.
    expect(lapsed.members.map((m) => [m.start_date, m.end_date])).toEqual([
      ['2026-10-27', '2027-10-26'],
      ['2026-11-21', '2027-11-20'],
    ]);
  });

  it("refuses a renewal of a member far from its end, another customer's or another membership's, and from a guest", async () => {
    const renewing = (number: string, membershipId: number = M.club, priceId: number = PRICE.club) => [
      membershipLine(membershipId, [[priceId, 1]], { renewMemberNumber: number }),
    ];
    expect(await refusal(renewing('M-FAR'))).toEqual(['MEMBERSHIP_NOT_RENEWABLE', null]);
    expect(await refusal(renewing('M-SOON', M.season, PRICE.seasonA))).toEqual(['MEMBERSHIP_NOT_RENEWABLE', null]);
    expect(await refusal(renewing('NOBODY'))).toEqual(['MEMBERSHIP_NOT_RENEWABLE', null]);
    const stranger: CustomerSession = { mobile: '0541111111', customers: [{ customerId: 602, businessId: SEATING.businessId }] };
    expect(await refusal(renewing('M-SOON'), stranger)).toEqual(['MEMBERSHIP_NOT_RENEWABLE', null]);
    expect(await refusal(renewing('M-SOON'), null)).toEqual(['LOGIN_REQUIRED', null]);
  });

  it('the database refuses a member status outside its closed union', async () => {
    await expect(
      db()
        .updateTable('members')
        .set({ status: 'paused' as unknown as 'active' })
        .where('member_number', '=', 'M-FAR')
        .execute(),
    ).rejects.toThrow();
  });

  it("cancels the order's members on undo, and member benefits then refuse them", async () => {
    const { order, members } = await bought([membershipLine(M.club, [[PRICE.club, 1]])]);
    const number = members[0]?.member_number ?? '';
    await db()
      .transaction()
      .execute((trx) => lines.undo(trx, { reservationId: order.reservationId, at: NOW.toISOString() }));
    expect((await membersOf(order.reservationId)).map((m) => m.status)).toEqual(['cancelled']);
    expect(await db().selectFrom('audit_log').select('action').where('entity_id', '=', String(order.reservationId)).execute()).toEqual([
      { action: 'membership.members-cancelled' },
    ]);

    t.session.current = NOA;
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/cart/member?lang=en',
      headers: { uuid: cartBuyer(9001) },
      payload: { presentationId: CART.presentation(1), memberNumber: number },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().members).toEqual([expect.objectContaining({ memberNumber: number, isAvailable: false })]);

    const calls = cartCalls(t.app);
    const uuid = cartBuyer(9002);
    expect((await calls.hold(uuid, CART.presentation(1), [[SEATING.sections.hall, 1, 1]])).statusCode).toBe(200);
    const cart = (
      await calls.cart(uuid, { seats: [line(CART.presentation(1), CART.policies.membership, { memberNumber: number })] })
    ).json().cart;
    expect(cart.problems.map((p: { code: string }) => p.code)).toEqual(['NO_VALID_MEMBER']);
  });
});
