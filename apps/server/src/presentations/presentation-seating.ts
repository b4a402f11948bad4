import { KupaError, type PresentationStatus } from '@kupa/domain';
import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The presentations module's read port of what seat selection needs of the schedule: a presentation's seat settings,
 * sale window and lock timers, its ticket types with their add-ons, and the sale windows of some presentations (a
 * membership's). The seating module reads them here rather than in the schedule's tables (the house rule of
 * tools/eslint/table-owners.js); each function is one statement.
 */

const seatingColumns = [
  'id',
  'business_id',
  'venue_id',
  'seatplan_id',
  'mini_site_id',
  'venue_type_id',
  'seating_policy_id',
  'is_reserved',
  'status',
  'starts_at',
  'sale_starts_at',
  'sale_stops_at',
  'lock_choose_seats_s',
  'lock_choose_tickets_s',
  'lock_customer_info_s',
  'lock_choose_products_s',
  'lock_timers_own',
  'max_seats_per_transaction',
  'ga_capacity',
  'requires_vacant_seat',
  'service_charge_agorot',
] as const;

const seatingFactsById = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db.selectFrom('presentations').select(seatingColumns).where('id', '=', a.id),
);

/** The seat settings of a presentation (any status), or undefined for an unknown one. */
export async function presentationSeatingFacts(db: Kysely<Database>, presentationId: number) {
  const [row] = await seatingFactsById.execute(db, { id: presentationId });
  return row;
}

export type PresentationSeatingFacts = NonNullable<Awaited<ReturnType<typeof presentationSeatingFacts>>>;

/**
 * The ticket types (price policies) a presentation offers on the web: not retired and sold online (issue 13; their sale
 * dates are the caller's to check against the clock), in their own display order (sort order, then id).
 */
export function presentationTicketTypes(db: Kysely<Database>, presentationId: number) {
  return db
    .selectFrom('presentation_price_policies as ppp')
    .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
    .select([
      'pp.ticket_group_id',
      'pp.id',
      'pp.name_he',
      'pp.name_en',
      'pp.description_he',
      'pp.description_en',
      'pp.ref1_prompt_he',
      'pp.ref1_prompt_en',
      'pp.ref2_prompt_he',
      'pp.ref2_prompt_en',
      'pp.kind',
      'pp.price_agorot',
      'pp.service_charge_agorot',
      'pp.multiply_factor',
      'pp.requires_code',
      'pp.min_quantity',
      'pp.max_quantity',
      'pp.required_with_policy_id',
      'pp.loyalty_points_price',
      'pp.membership_id',
      'pp.system_voucher_class_id',
      'pp.is_walkin',
      'pp.sale_from',
      'pp.sale_until',
    ])
    .where('ppp.presentation_id', '=', presentationId)
    .where('pp.retired_at', 'is', null)
    .where('pp.is_sold_online', '=', 1)
    .orderBy('pp.sort_order')
    .orderBy('pp.id')
    .execute();
}

/** The add-ons of a presentation's ticket types: which product each offers (the catalogue names and prices them). */
export function presentationTicketAddons(db: Kysely<Database>, presentationId: number) {
  return db
    .selectFrom('presentation_price_policies as ppp')
    .innerJoin('price_policy_addons as a', 'a.price_policy_id', 'ppp.price_policy_id')
    .select(['a.price_policy_id', 'a.product_id'])
    .where('ppp.presentation_id', '=', presentationId)
    .execute();
}

/** A presentation's status, start and sale window. */
export interface PresentationSaleWindow {
  id: number;
  status: PresentationStatus;
  starts_at: string;
  sale_starts_at: string | null;
  sale_stops_at: string | null;
}

/** Some presentations' status, start and sale window by id; an unknown id is left out. */
export async function presentationSaleWindows(
  db: Kysely<Database>,
  presentationIds: readonly number[],
): Promise<Map<number, PresentationSaleWindow>> {
  const ids = [...new Set(presentationIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('presentations')
    .select(['id', 'status', 'starts_at', 'sale_starts_at', 'sale_stops_at'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The price policy a member's seat ticket is recorded under: the membership's own policy of the seat's price level
 * (linked to the presentation first), else a policy of that level the presentation sells, else any of the business
 * at that level, else any of the business. A business without any price policy cannot record tickets (COMMIT_FAILED).
 * Two statements, inside the caller's transaction; answers the choice as a function of presentation and price level.
 */
export async function membershipSeatPolicies(
  trx: Kysely<Database>,
  sale: { businessId: number; membershipId: number; presentationIds: readonly number[] },
): Promise<(presentationId: number, ticketGroupId: number) => number> {
  const policies = await trx
    .selectFrom('price_policies')
    .select(['id', 'ticket_group_id', 'kind', 'membership_id', 'sort_order'])
    .where('business_id', '=', sale.businessId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const links = await trx
    .selectFrom('presentation_price_policies')
    .select(['presentation_id', 'price_policy_id'])
    .where('presentation_id', 'in', [...new Set(sale.presentationIds)])
    .execute();
  const linked = (presentationId: number, policyId: number) =>
    links.some((l) => l.presentation_id === presentationId && l.price_policy_id === policyId);
  return (presentationId, ticketGroupId) => {
    const atLevel = policies.filter((p) => p.ticket_group_id === ticketGroupId);
    const own = atLevel.filter((p) => p.kind === 'membership' && p.membership_id === sale.membershipId);
    const chosen =
      own.find((p) => linked(presentationId, p.id)) ??
      own[0] ??
      atLevel.find((p) => linked(presentationId, p.id)) ??
      atLevel[0] ??
      policies[0];
    if (!chosen) throw new KupaError('COMMIT_FAILED');
    return chosen.id;
  };
}
