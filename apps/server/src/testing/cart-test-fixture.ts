import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PresentationsTable, PricePoliciesTable } from '../db/schema';
import { insertSeatingFixture, SEATING, SEATING_NOW } from './seating-fixture';
import { createTestApp, type TestApp, type TestAppSetup } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Presentations of the cart tests (beside the seating fixture's, business 2), one per test so holds never meet. */
export const CART = {
  presentation: (n: number) => 7100 + n,
  count: 30,
  /** Business 3 on the same auth profile: INCOMPATIBLE_BUSINESS with any of the above. */
  otherBusinessPresentation: 7199,
  /** Business 2 on auth profile 4: INCOMPATIBLE_AUTH_PROFILE with any of the above. */
  otherAuthProfilePresentation: 7198,
  policies: {
    regular: 101,
    cheapRegular: 102,
    pair: 103,
    code: 104,
    voucher: 105,
    membership: 106,
    senior: 107,
    hotel: 108,
    family: 109,
    kid: 110,
    premium: 111,
  },
  products: { popcorn: 501, glasses: 502 },
  serviceChargeAgorot: 550,
  bookingFeeAgorot: 300,
} as const;

const POLICY = CART.policies;

/**
 * Ticket types, codes, vouchers, members, hotel references and products for the cart tests, on top of the seating
 * fixture (hall A: row A seats x 1..8 regular, row D premium). Every cart presentation sells these ticket types:
 *   101 Regular 45.00 · 102 Cheap regular 40.00 (raised to 45.00) · 103 Pair (x2) 80.00 · 104 Discount code 30.00
 *   105 Ticket voucher 0 (class 41) · 106 Membership ticket 0 (membership 32) · 107 Senior 22.50 · 108 Hotel 40.00
 *   (ref1) · 109 Family 45.00 (min 2) · 110 Kid 45.00 (max 1, with Family) · 111 Premium 69.90 (+2.00 charge)
 * Service charge 5.50 per seat, booking fee 3.00. Codes: SAVE10 (unlimited), ONCE (one use left) for 104; ELSEWHERE
 * for the seating fixture's 23. Vouchers: TV-2 (2 tickets), GIFT-100 (₪100), CUST-30 (customer voucher, ₪30),
 * GIFT-OLD (expired). Members: M1 (club, 2 tickets), M-OLD (club, expired). Hotel: "Dan Hotel", 5 tickets.
 * Products: popcorn 25.00 at location 20; 3D glasses 5.00, an add-on of Regular.
 */
export async function insertCartFixture(db: Kysely<Database>): Promise<void> {
  const business_id = SEATING.businessId;
  const at = (iso: string) => iso;
  await db
    .insertInto('businesses')
    .values({ id: 3, name_he: 'אחר', name_en: 'Other', slug: 'other', kind: 'cinema', created_at: at('2026-11-01T00:00:00.000Z') })
    .execute();
  await db.insertInto('auth_profiles').values({ id: 4, business_id, name: 'box office' }).execute();
  const base: Insertable<PresentationsTable> = {
    business_id,
    auth_profile_id: 2,
    feature_id: 20,
    venue_id: SEATING.venues.hallA,
    seatplan_id: SEATING.seatplans.hallA,
    starts_at: '2026-11-21T18:00:00.000Z',
    business_date: '2026-11-21',
    duration_minutes: 120,
    venue_type_id: 1,
    seating_policy_id: 1,
    is_reserved: 1,
    ga_capacity: null,
    max_seats_per_transaction: 8,
    requires_vacant_seat: 0,
    sale_starts_at: null,
    service_charge_agorot: CART.serviceChargeAgorot,
    booking_fee_agorot: CART.bookingFeeAgorot,
    status: 'scheduled',
    lock_choose_seats_s: 600,
    lock_choose_tickets_s: 600,
    lock_customer_info_s: 900,
    lock_choose_products_s: 600,
  };
  const ids = Array.from({ length: CART.count }, (_, i) => CART.presentation(i + 1));
  await db
    .insertInto('presentations')
    .values([
      ...ids.map((id) => ({ ...base, id })),
      { ...base, id: CART.otherBusinessPresentation, business_id: 3 },
      { ...base, id: CART.otherAuthProfilePresentation, auth_profile_id: 4 },
    ])
    .execute();

  const policy = (
    id: number,
    kind: PricePoliciesTable['kind'],
    en: string,
    price: number,
    extra: Partial<Insertable<PricePoliciesTable>> = {},
  ): Insertable<PricePoliciesTable> => ({
    id,
    business_id,
    ticket_group_id: SEATING.ticketGroups.regular,
    kind,
    name_he: en,
    name_en: en,
    price_agorot: price,
    service_charge_agorot: 0,
    multiply_factor: 1,
    loyalty_points_price: null,
    membership_id: null,
    system_voucher_class_id: null,
    min_quantity: null,
    max_quantity: null,
    required_with_policy_id: null,
    quota: null,
    sort_order: id,
    requires_code: 0,
    is_walkin: 0,
    ref1_prompt_he: null,
    ref1_prompt_en: null,
    ...extra,
  });
  await db
    .insertInto('system_voucher_classes')
    .values([
      {
        id: 41,
        business_id,
        kind: 'tickets',
        name_he: 'שובר זוגי',
        name_en: 'Two tickets',
        validity_days: 365,
        is_open_value: 0,
        is_customer_voucher: 0,
        is_active: 1,
      },
      {
        id: 42,
        business_id,
        kind: 'value',
        name_he: 'כרטיס מתנה',
        name_en: 'Gift card',
        validity_days: 365,
        is_open_value: 0,
        is_customer_voucher: 0,
        is_active: 1,
      },
      {
        id: 43,
        business_id,
        kind: 'value',
        name_he: 'שובר לקוח',
        name_en: 'Customer voucher',
        validity_days: 365,
        is_open_value: 0,
        is_customer_voucher: 1,
        is_active: 1,
      },
    ])
    .execute();
  await db
    .insertInto('price_policies')
    .values([
      policy(POLICY.regular, 'regular', 'Regular', 4500),
      policy(POLICY.cheapRegular, 'regular', 'Cheap regular', 4000),
      policy(POLICY.pair, 'regular', 'Pair', 8000, { multiply_factor: 2 }),
      policy(POLICY.code, 'code', 'Discount code', 3000, { requires_code: 1 }),
      policy(POLICY.voucher, 'code', 'Ticket voucher', 0, { system_voucher_class_id: 41 }),
      policy(POLICY.membership, 'membership', 'Membership ticket', 0, { membership_id: SEATING.memberships.club }),
      policy(POLICY.senior, 'senior', 'Senior', 2250),
      policy(POLICY.hotel, 'hotel', 'Hotel', 4000, { ref1_prompt_he: 'מלון', ref1_prompt_en: 'Hotel' }),
      policy(POLICY.family, 'regular', 'Family', 4500, { min_quantity: 2 }),
      policy(POLICY.kid, 'regular', 'Kid', 4500, { max_quantity: 1, required_with_policy_id: POLICY.family }),
      policy(POLICY.premium, 'regular', 'Premium', 6990, { ticket_group_id: SEATING.ticketGroups.premium, service_charge_agorot: 200 }),
    ])
    .execute();
  await db
    .insertInto('presentation_price_policies')
    .values(
      [...ids, CART.otherBusinessPresentation, CART.otherAuthProfilePresentation].flatMap((presentation_id) =>
        Object.values(POLICY).map((price_policy_id) => ({ presentation_id, price_policy_id })),
      ),
    )
    .execute();
  await db
    .insertInto('ticket_codes')
    .values([
      {
        id: 61,
        business_id,
        price_policy_id: POLICY.code,
        code: 'SAVE10',
        max_uses: null,
        used_count: 0,
        valid_from: null,
        valid_until: null,
      },
      { id: 62, business_id, price_policy_id: POLICY.code, code: 'ONCE', max_uses: 3, used_count: 2, valid_from: null, valid_until: null },
      { id: 63, business_id, price_policy_id: 23, code: 'ELSEWHERE', max_uses: null, used_count: 0, valid_from: null, valid_until: null },
    ])
    .execute();
  const created = '2026-11-01T00:00:00.000Z';
  await db
    .insertInto('system_vouchers')
    .values([
      {
        id: 71,
        reference: 'TV-2',
        business_id,
        class_id: 41,
        price_id: null,
        customer_id: null,
        purchase_reservation_id: null,
        channel_id: null,
        initial_value_agorot: null,
        balance_agorot: null,
        quantity: 2,
        redeemed_quantity: 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active',
        is_for_replacement: 0,
        created_at: created,
      },
      {
        id: 72,
        reference: 'GIFT-100',
        business_id,
        class_id: 42,
        price_id: null,
        customer_id: null,
        purchase_reservation_id: null,
        channel_id: null,
        initial_value_agorot: 10000,
        balance_agorot: 10000,
        quantity: null,
        redeemed_quantity: 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active',
        is_for_replacement: 0,
        created_at: created,
      },
      {
        id: 73,
        reference: 'CUST-30',
        business_id,
        class_id: 43,
        price_id: null,
        customer_id: null,
        purchase_reservation_id: null,
        channel_id: null,
        initial_value_agorot: 3000,
        balance_agorot: 3000,
        quantity: null,
        redeemed_quantity: 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active',
        is_for_replacement: 0,
        created_at: created,
      },
      {
        id: 74,
        reference: 'GIFT-OLD',
        business_id,
        class_id: 42,
        price_id: null,
        customer_id: null,
        purchase_reservation_id: null,
        channel_id: null,
        initial_value_agorot: 10000,
        balance_agorot: 10000,
        quantity: null,
        redeemed_quantity: 0,
        start_date: '2025-01-01',
        end_date: '2025-12-31',
        status: 'active',
        is_for_replacement: 0,
        created_at: created,
      },
    ])
    .execute();
  await db
    .insertInto('customers')
    .values({
      id: 601,
      business_id,
      first_name: 'Noa',
      last_name: 'Cohen',
      ssn: '031845621',
      mobile: '0521234567',
      email: null,
      address1: null,
      address2: null,
      city: null,
      postal_code: null,
      date_of_birth: null,
      license_plate: null,
      password_hash: null,
      loyalty_points: 100,
      is_email_allowed: 0,
      is_sms_allowed: 0,
      is_digitel: 0,
      created_at: created,
    })
    .execute();
  await db
    .insertInto('members')
    .values([
      {
        id: 81,
        membership_id: SEATING.memberships.club,
        customer_id: 601,
        membership_price_id: null,
        purchase_reservation_id: null,
        member_number: 'M1',
        balance: 2,
        used_balance: 0,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active',
        allow_member_sale_tickets: 1,
        created_at: created,
      },
      {
        id: 82,
        membership_id: SEATING.memberships.club,
        customer_id: 601,
        membership_price_id: null,
        purchase_reservation_id: null,
        member_number: 'M-OLD',
        balance: 2,
        used_balance: 0,
        start_date: '2025-01-01',
        end_date: '2025-12-31',
        status: 'active',
        allow_member_sale_tickets: 1,
        created_at: created,
      },
    ])
    .execute();
  await db
    .insertInto('reference_prompt_options')
    .values({
      id: 91,
      business_id,
      price_policy_id: POLICY.hotel,
      agent_customer_id: null,
      reference1: 'Dan Hotel',
      reference2: null,
      quantity: 5,
      created_at: created,
    })
    .execute();
  await db
    .insertInto('products')
    .values([
      {
        id: CART.products.popcorn,
        business_id,
        category: 'snacks',
        name_he: 'פופקורן',
        name_en: 'Popcorn',
        price_agorot: 2500,
        sort_order: 1,
        is_active: 1,
      },
      {
        id: CART.products.glasses,
        business_id,
        category: 'addons',
        name_he: 'משקפי תלת־ממד',
        name_en: '3D glasses',
        price_agorot: 500,
        sort_order: 2,
        is_active: 1,
      },
    ])
    .execute();
  await db.insertInto('location_products').values({ location_id: 20, product_id: CART.products.popcorn }).execute();
  await db.insertInto('price_policy_addons').values({ price_policy_id: POLICY.regular, product_id: CART.products.glasses }).execute();
}

/** The real app with the seating and cart fixtures at SEATING_NOW. */
export async function createCartTestApp(engine: 'sqlite' | 'postgres', setup: TestAppSetup = {}): Promise<TestApp> {
  const t = await createTestApp(engine, SEATING_NOW, {}, setup);
  await insertSeatingFixture(t.database.db);
  await insertCartFixture(t.database.db);
  return t;
}

/** A fresh database with the seating and cart fixtures, for the read ports' and owners' writes' tests (no app). */
export async function createCartTestDatabase(engine: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const database = await createTestDatabase(engine);
  await insertSeatingFixture(database.db);
  await insertCartFixture(database.db);
  return database;
}

/** A well-formed buyer uuid per number (distinct from the seating tests' buyers). */
export const cartBuyer = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** The cart API and the seat holds it builds on, as one buyer. */
export function cartCalls(app: FastifyInstance) {
  const call = (options: InjectOptions) => app.inject(options);
  return {
    /** Holds seats of hall A by section, x and y (all or nothing). */
    hold: (uuid: string, presentationId: number, seats: Array<[section: number, x: number, y: number]>, orderType?: 'normal' | 'hold') =>
      call({
        method: 'PUT',
        url: '/api/seats/lock-seats',
        headers: { uuid },
        payload: {
          presentationId,
          seats: seats.map(([s, x, y]) => ({ VenueSectionId: s, XCoordinate: x, YCoordinate: y })),
          ...(orderType ? { orderType } : {}),
        },
      }),
    cart: (uuid: string | null, cart: Record<string, unknown>, lang = 'en') =>
      call({ method: 'POST', url: `/api/cart?lang=${lang}`, headers: uuid ? { uuid } : {}, payload: { cart } }),
    remove: (uuid: string, body: Record<string, unknown> = {}) =>
      call({ method: 'POST', url: '/api/cart/delete', headers: { uuid }, payload: body }),
    ticketCode: (uuid: string, presentationId: number, code: string) =>
      call({ method: 'POST', url: '/api/cart/ticket-code?lang=en', headers: { uuid }, payload: { presentationId, code } }),
    member: (uuid: string, body: Record<string, unknown>) =>
      call({ method: 'POST', url: '/api/cart/member?lang=en', headers: { uuid }, payload: body }),
    voucher: (uuid: string, body: Record<string, unknown>) =>
      call({ method: 'POST', url: '/api/payment/vouchers/validate?lang=en', headers: { uuid }, payload: body }),
  };
}

/** A cart line of hall A's regular price level. */
export const line = (presentationId: number, ticketId: number, extra: Record<string, unknown> = {}) => ({
  prsntId: presentationId,
  ticketGroupId: SEATING.ticketGroups.regular,
  ticketId,
  ...extra,
});
