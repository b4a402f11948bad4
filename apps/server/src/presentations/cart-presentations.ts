import { sql, type Kysely } from 'kysely';
import { activeProductPrices } from '../catalogue/location-products';
import { hallLocations } from '../catalogue/hall-locations';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The presentations module's read port of what a cart's pricing reads of the schedule and its prices (ADR 0009: the
 * server prices every cart): the presentations with their hall's location and time zone, the ticket types offered on
 * the web, discount codes, hotel-guest references and the ticket types' add-ons. The checkout reads them here rather
 * than the schedule's tables. One statement each, as before the move: the joins with the catalogue's halls and
 * products take its query fragments (catalogue/hall-locations.ts, catalogue/location-products.ts) as subqueries, which
 * both engines flatten. Each takes the caller's database or transaction (the commit re-prices in its own).
 */

const upper = (values: readonly string[]) => [...new Set(values.map((v) => v.trim().toUpperCase()))];

/** Presentations (any status) by id, with what pricing needs: business, auth profile, charges, business date, location, time zone. */
/** The tables `cartPresentations` reads (for a cache of its answers: db/recent-reads.ts). */
export const CART_PRESENTATION_TABLES = ['presentations', 'venues', 'locations'] as const;

/** The tables `webTicketTypes` reads. */
export const WEB_TICKET_TYPE_TABLES = ['presentation_price_policies', 'price_policies'] as const;

export async function cartPresentations(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return presentationsWithPlace.execute(db, { ids: [...ids] });
}

/**
 * Which of these presentations are still scheduled (on sale, not cancelled): what a ticket order's transaction reads
 * again of the schedule before it writes the order (checkout/commit.service.ts).
 */
export async function scheduledPresentationIds(db: Kysely<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await scheduledOf.execute(db, { ids: [...new Set(ids)] });
  return new Set(rows.map((r) => r.id));
}

/** The ticket types (price policies) of presentations offered on the web — not retired, sold online — in display order. */
export async function webTicketTypes(db: Kysely<Database>, presentationIds: readonly number[]) {
  if (presentationIds.length === 0) return [];
  return ticketTypesOffered.execute(db, { presentationIds: [...presentationIds] });
}

/** A business's discount codes that are not disabled, matched without regard to case. */
export async function ticketCodesOf(db: Kysely<Database>, businessId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('ticket_codes')
    .select(['id', 'code', 'price_policy_id', 'max_uses', 'used_count', 'valid_from', 'valid_until'])
    .where('business_id', '=', businessId)
    .where('is_disabled', '=', 0)
    .where(sql<string>`upper(code)`, 'in', upper(codes))
    .execute();
}

/** The active references (hotels, agents) of hotel-guest ticket types, in id order, with the tickets each one allows. */
export async function activeReferenceOptions(db: Kysely<Database>, policyIds: readonly number[]) {
  if (policyIds.length === 0) return [];
  // A deactivated agent (back office, migration 0034) is no longer accepted; its past tickets keep it.
  return db
    .selectFrom('reference_prompt_options')
    .select(['id', 'price_policy_id', 'reference1', 'reference2', 'quantity'])
    .where('price_policy_id', 'in', [...policyIds])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
}

/** The add-ons of ticket types (price_policy_addons) that are active products, with their names and prices. */
export async function ticketTypeAddons(db: Kysely<Database>, policyIds: readonly number[]) {
  if (policyIds.length === 0) return [];
  return addonsOfTicketTypes.execute(db, { policyIds: [...policyIds] });
}

// The reads of every cart pricing, compiled once per shape (db/compiled-once.ts): building and compiling them cost
// more server time than running them (docs/performance-seatmap-checkout.md).

const presentationsWithPlace = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db
    .selectFrom('presentations as p')
    .innerJoin(hallLocations(db).as('hl'), 'hl.venue_id', 'p.venue_id')
    .select([
      'p.id',
      'p.business_id',
      'p.auth_profile_id',
      'p.mini_site_id',
      'p.status',
      'p.business_date',
      'p.service_charge_agorot',
      'p.booking_fee_agorot',
      'hl.location_id',
      'hl.time_zone',
    ])
    .where('p.id', 'in', a.ids),
);

const ticketTypesOffered = new CompiledOnce((db: Kysely<Database>, a: { presentationIds: number[] }) =>
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

const addonsOfTicketTypes = new CompiledOnce((db: Kysely<Database>, a: { policyIds: number[] }) =>
  db
    .selectFrom('price_policy_addons as a')
    .innerJoin(activeProductPrices(db).as('pr'), 'pr.id', 'a.product_id')
    .select(['a.price_policy_id', 'pr.id', 'pr.name_he', 'pr.name_en', 'pr.price_agorot'])
    .where('a.price_policy_id', 'in', a.policyIds),
);

const scheduledOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db.selectFrom('presentations').select('id').where('id', 'in', a.ids).where('status', '=', 'scheduled'),
);
