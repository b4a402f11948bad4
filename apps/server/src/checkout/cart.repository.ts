import type { OrderType } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { withBusinessFacts } from '../catalogue/business-directory';
import { auditTimesSince, insertAuditEntries, type AuditEntry } from '../shared/audit-log';

export type CartPresentationRow = Awaited<ReturnType<CartRepository['presentations']>>[number];
export type CartPolicyRow = Awaited<ReturnType<CartRepository['ticketPolicies']>>[number];
export type CartHeldSeatRow = Awaited<ReturnType<CartRepository['heldSeats']>>[number];
export type CartVoucherRow = Awaited<ReturnType<CartRepository['vouchersByReference']>>[number];
export type CartCodeRow = Awaited<ReturnType<CartRepository['ticketCodes']>>[number];
export type CartMemberRow = Awaited<ReturnType<CartRepository['membersByNumber']>>[number];
export type StoredCartRow = NonNullable<Awaited<ReturnType<CartRepository['findCart']>>>;

/** The audit action of a member lookup; its rows are what the lookup's rate limits count. */
const MEMBER_LOOKUP = 'checkout.member-lookup';

const upper = (values: readonly string[]) => [...new Set(values.map((v) => v.trim().toUpperCase()))];

/** The key under which the commit marks a stored cart as committed (ADR 0009: a second commit is refused). */
export const COMMITTED_MARKER = 'committedReservationIdentifier';

/**
 * A stored cart's payload_json as an object. The server writes it with JSON.stringify, so it always parses; a row
 * edited by hand into something else is read as an empty cart (no lines, no committed mark) rather than failing
 * every request of that buyer — the next POST /api/cart stores a good one.
 */
export function parseCartPayload(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What cart pricing reads (presentations, ticket types, the buyer's held seats, codes, vouchers, members, reference
 * options, products) and the stored carts (table `carts`, one per buyer uuid). Built on a Kysely instance or a
 * transaction: the commit re-prices inside its own transaction with `on(trx)`.
 */
export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same reads on another executor (a transaction). */
  on(executor: Kysely<Database>): CartRepository {
    return executor === this.db ? this : new CartRepository(executor);
  }

  /** Presentations with what pricing needs: business, auth profile, charges, business date, location, currency. */
  async presentations(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await cartPresentations.execute(this.db, { ids: [...ids] });
    return withBusinessFacts(this.db, rows, (b) => ({ currency: b.currency, business_settings_json: b.settingsJson }));
  }

  /** The ticket types (price policies) of presentations, in display order. */
  async ticketPolicies(presentationIds: readonly number[]) {
    if (presentationIds.length === 0) return [];
    return cartTicketPolicies.execute(this.db, { presentationIds: [...presentationIds] });
  }

  /** The buyer's live holds (status 'held', expiring after now) of presentations, with their seats, in seat order. */
  async heldSeats(buyer: string, presentationIds: readonly number[], now: string) {
    if (presentationIds.length === 0) return [];
    return cartHeldSeats.execute(this.db, { buyer, presentationIds: [...presentationIds], now });
  }

  /** Presentations in which the buyer holds seats live. */
  async presentationsHeldBy(buyer: string, now: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('seat_claims')
      .select('presentation_id')
      .distinct()
      .where('buyer_uuid', '=', buyer)
      .where('status', '=', 'held')
      .where('expires_at', '>', now)
      .execute();
    return rows.map((r) => r.presentation_id);
  }

  /** Valid tickets already sold per presentation and ticket type ("presentationId:policyId" -> count). */
  async soldTickets(presentationIds: readonly number[], policyIds: readonly number[]): Promise<Map<string, number>> {
    const sold = new Map<string, number>();
    if (presentationIds.length === 0 || policyIds.length === 0) return sold;
    const rows = await cartSoldTickets.execute(this.db, { presentationIds: [...presentationIds], policyIds: [...policyIds] });
    for (const r of rows) sold.set(`${r.presentation_id}:${r.price_policy_id}`, Number(r.sold));
    return sold;
  }

  /** Discount codes of a business, matched without regard to case. */
  async ticketCodes(businessId: number, codes: readonly string[]) {
    if (codes.length === 0) return [];
    return this.db
      .selectFrom('ticket_codes')
      .select(['id', 'code', 'price_policy_id', 'max_uses', 'used_count', 'valid_from', 'valid_until'])
      .where('business_id', '=', businessId)
      .where('is_disabled', '=', 0)
      .where(sql<string>`upper(code)`, 'in', upper(codes))
      .execute();
  }

  /** System vouchers by reference (any case), with their class. */
  async vouchersByReference(references: readonly string[]) {
    if (references.length === 0) return [];
    const rows = await this.db
      .selectFrom('system_vouchers as v')
      .innerJoin('system_voucher_classes as c', 'c.id', 'v.class_id')
      .select([
        'v.id',
        'v.reference',
        'v.business_id',
        'v.class_id',
        'v.quantity',
        'v.redeemed_quantity',
        'v.balance_agorot',
        'v.start_date',
        'v.end_date',
        'v.status',
        'c.kind',
        'c.is_customer_voucher',
        'c.name_he',
        'c.name_en',
      ])
      .where(sql<string>`upper(v.reference)`, 'in', upper(references))
      .execute();
    return withBusinessFacts(this.db, rows, (b) => ({ currency: b.currency }));
  }

  /** Members of a business's memberships by member number, or by the ID number of their customer. */
  async membersByNumber(businessId: number, by: { memberNumbers?: readonly string[]; ssn?: string }) {
    const numbers = by.memberNumbers ?? [];
    if (numbers.length === 0 && !by.ssn) return [];
    return this.db
      .selectFrom('members as m')
      .innerJoin('memberships as ms', 'ms.id', 'm.membership_id')
      .innerJoin('customers as c', 'c.id', 'm.customer_id')
      .select([
        'm.id',
        'm.membership_id',
        'm.customer_id',
        'm.member_number',
        'm.balance',
        'm.used_balance',
        'c.mobile as customer_mobile',
        'c.loyalty_points as points_balance',
        'm.start_date',
        'm.end_date',
        'm.status',
        'm.allow_member_sale_tickets',
        'ms.name_he as membership_name_he',
        'ms.name_en as membership_name_en',
        'c.first_name',
        'c.last_name',
      ])
      .where('ms.business_id', '=', businessId)
      .where((eb) => (by.ssn ? eb('c.ssn', '=', by.ssn) : eb(sql<string>`upper(m.member_number)`, 'in', upper(numbers))))
      .orderBy('m.id')
      .execute();
  }

  /** The eligible (active) references of hotel-guest ticket types, with the tickets each has left after valid tickets sold. */
  async referenceOptions(policyIds: readonly number[]) {
    if (policyIds.length === 0) return [];
    const [options, sold] = await Promise.all([
      this.db
        .selectFrom('reference_prompt_options')
        .select(['id', 'price_policy_id', 'reference1', 'reference2', 'quantity'])
        .where('price_policy_id', 'in', [...policyIds])
        // A deactivated agent (back office, migration 0034) is no longer accepted; its past tickets keep it.
        .where('is_active', '=', 1)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('reservation_tickets')
        .select(['price_policy_id', 'ref1', (eb) => eb.fn.countAll<string | number>().as('sold')])
        .where('price_policy_id', 'in', [...policyIds])
        .where('status', '=', 'valid')
        .where('ref1', 'is not', null)
        .groupBy(['price_policy_id', 'ref1'])
        .execute(),
    ]);
    const soldOf = new Map(sold.map((s) => [`${s.price_policy_id}:${(s.ref1 ?? '').trim().toLowerCase()}`, Number(s.sold)]));
    return options.map((o) => ({
      ...o,
      quantity_left: o.quantity - (soldOf.get(`${o.price_policy_id}:${o.reference1.trim().toLowerCase()}`) ?? 0),
    }));
  }

  /** When member lookups were made for this key (a client address, or the hash of a member or ID number) since an instant. */
  memberLookupsSince(entity: 'client-address' | 'member-key', key: string, sinceIso: string): Promise<string[]> {
    return auditTimesSince(this.db, { action: MEMBER_LOOKUP, entity, entityId: key, sinceIso });
  }

  /** Counts one member lookup against the client address and against the number looked up (its hash). */
  async recordMemberLookup(businessId: number, clientAddress: string, numberKey: string, now: Date): Promise<void> {
    const entry = (entity: string, entityId: string): AuditEntry => ({
      businessId,
      at: now.toISOString(),
      actorKind: 'buyer',
      actorId: null,
      action: MEMBER_LOOKUP,
      entity,
      entityId,
    });
    await insertAuditEntries(this.db, [entry('client-address', clientAddress), entry('member-key', numberKey)]);
  }

  async customerPoints(customerId: number): Promise<number | null> {
    const row = await this.db.selectFrom('customers').select('loyalty_points').where('id', '=', customerId).executeTakeFirst();
    return row?.loyalty_points ?? null;
  }

  /** Active concessions sold at locations (the `products` of GET /api/presentations/{id}). */
  async productsOfLocations(locationIds: readonly number[]) {
    if (locationIds.length === 0) return [];
    return cartLocationProducts.execute(this.db, { locationIds: [...locationIds] });
  }

  /** The add-ons of ticket types (price_policy_addons), active products only. */
  async addonsOfPolicies(policyIds: readonly number[]) {
    if (policyIds.length === 0) return [];
    return cartPolicyAddons.execute(this.db, { policyIds: [...policyIds] });
  }

  async findCart(buyer: string) {
    const [row] = await storedCart.execute(this.db, { buyer });
    return row;
  }

  /** Stores the buyer's cart: one row per buyer uuid, replaced on every save. */
  async saveCart(row: {
    buyer_uuid: string;
    business_id: number | null;
    customer_id: number | null;
    auth_profile_id: number | null;
    order_type: OrderType;
    step: number;
    payload_json: string;
    now: string;
  }): Promise<void> {
    await upsertCart.execute(this.db, row);
  }

  async deleteCart(buyer: string): Promise<void> {
    await this.db.deleteFrom('carts').where('buyer_uuid', '=', buyer).execute();
  }
}

// The reads of every cart pricing and the cart's save, compiled once per shape (db/compiled-once.ts): building and
// compiling them cost more server time than running them (docs/performance-seatmap-checkout.md).

const cartPresentations = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db
    .selectFrom('presentations as p')
    .innerJoin('venues as v', 'v.id', 'p.venue_id')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .select([
      'p.id',
      'p.business_id',
      'p.auth_profile_id',
      'p.mini_site_id',
      'p.status',
      'p.business_date',
      'p.service_charge_agorot',
      'p.booking_fee_agorot',
      'v.location_id',
      'l.time_zone',
    ])
    .where('p.id', 'in', a.ids),
);

const cartTicketPolicies = new CompiledOnce((db: Kysely<Database>, a: { presentationIds: number[] }) =>
  db
    .selectFrom('presentation_price_policies as ppp')
    .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
    .select([
      'ppp.presentation_id',
      'pp.id',
      'pp.business_id',
      'pp.ticket_group_id',
      'pp.kind',
      'pp.name_he',
      'pp.name_en',
      'pp.price_agorot',
      'pp.service_charge_agorot',
      'pp.multiply_factor',
      'pp.loyalty_points_price',
      'pp.membership_id',
      'pp.system_voucher_class_id',
      'pp.min_quantity',
      'pp.max_quantity',
      'pp.required_with_policy_id',
      'pp.quota',
      'pp.requires_code',
      'pp.ref1_prompt_he',
      'pp.ref1_prompt_en',
      'pp.ref2_prompt_he',
      'pp.ref2_prompt_en',
      'pp.sale_from',
      'pp.sale_until',
    ])
    .where('ppp.presentation_id', 'in', a.presentationIds)
    // Offered on the web: not retired and sold online (issue 13); its sale dates are checked against the clock.
    .where('pp.retired_at', 'is', null)
    .where('pp.is_sold_online', '=', 1)
    .orderBy('pp.sort_order')
    .orderBy('pp.id'),
);

const cartHeldSeats = new CompiledOnce((db: Kysely<Database>, a: { buyer: string; presentationIds: number[]; now: string }) =>
  db
    .selectFrom('seat_claims as c')
    .innerJoin('seats as s', 's.id', 'c.seat_id')
    .innerJoin('seatplan_sections as sec', 'sec.id', 's.section_id')
    .select([
      'c.presentation_id',
      's.id',
      's.section_id',
      's.grid_x',
      's.grid_y',
      's.ticket_group_id',
      's.row_name',
      's.seat_name',
      's.is_premium',
      'sec.name_he as section_name_he',
      'sec.name_en as section_name_en',
    ])
    .where('c.buyer_uuid', '=', a.buyer)
    .where('c.presentation_id', 'in', a.presentationIds)
    .where('c.status', '=', 'held')
    .where('c.expires_at', '>', a.now)
    .orderBy('c.presentation_id')
    .orderBy('s.id'),
);

const cartSoldTickets = new CompiledOnce((db: Kysely<Database>, a: { presentationIds: number[]; policyIds: number[] }) =>
  db
    .selectFrom('reservation_tickets')
    .select(['presentation_id', 'price_policy_id', (eb) => eb.fn.countAll<string | number>().as('sold')])
    .where('presentation_id', 'in', a.presentationIds)
    .where('price_policy_id', 'in', a.policyIds)
    .where('status', '=', 'valid')
    .groupBy(['presentation_id', 'price_policy_id']),
);

const cartLocationProducts = new CompiledOnce((db: Kysely<Database>, a: { locationIds: number[] }) =>
  db
    .selectFrom('location_products as lp')
    .innerJoin('products as pr', 'pr.id', 'lp.product_id')
    .select(['lp.location_id', 'pr.id', 'pr.name_he', 'pr.name_en', 'pr.price_agorot'])
    .where('lp.location_id', 'in', a.locationIds)
    .where('pr.is_active', '=', 1),
);

const cartPolicyAddons = new CompiledOnce((db: Kysely<Database>, a: { policyIds: number[] }) =>
  db
    .selectFrom('price_policy_addons as a')
    .innerJoin('products as pr', 'pr.id', 'a.product_id')
    .select(['a.price_policy_id', 'pr.id', 'pr.name_he', 'pr.name_en', 'pr.price_agorot'])
    .where('a.price_policy_id', 'in', a.policyIds)
    .where('pr.is_active', '=', 1),
);

const storedCart = new CompiledOnce((db: Kysely<Database>, a: { buyer: string }) =>
  db.selectFrom('carts').selectAll().where('buyer_uuid', '=', a.buyer),
);

const upsertCart = new CompiledOnce(
  (
    db: Kysely<Database>,
    r: {
      buyer_uuid: string;
      business_id: number | null;
      customer_id: number | null;
      auth_profile_id: number | null;
      order_type: OrderType;
      step: number;
      payload_json: string;
      now: string;
    },
  ) =>
    db
      .insertInto('carts')
      .values({
        buyer_uuid: r.buyer_uuid,
        business_id: r.business_id,
        customer_id: r.customer_id,
        auth_profile_id: r.auth_profile_id,
        order_type: r.order_type,
        step: r.step,
        payload_json: r.payload_json,
        created_at: r.now,
        updated_at: r.now,
      })
      .onConflict((oc) =>
        oc.column('buyer_uuid').doUpdateSet({
          business_id: r.business_id,
          customer_id: r.customer_id,
          auth_profile_id: r.auth_profile_id,
          order_type: r.order_type,
          step: r.step,
          payload_json: r.payload_json,
          updated_at: r.now,
        }),
      ),
);
