import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The memberships module's read port of what seat selection needs of a membership (spec 7, membership seats): the
 * membership, its presentations and its prices. The seating module reads them here rather than in the memberships'
 * tables (the house rule of tools/eslint/table-owners.js); each function is one statement.
 */

/** A membership's business, type, season and whether it is on sale; undefined for an unknown one. */
export function membershipSeatingFacts(db: Kysely<Database>, membershipId: number) {
  return db
    .selectFrom('memberships')
    .select(['id', 'business_id', 'membership_type_id', 'season_id', 'is_active'])
    .where('id', '=', membershipId)
    .executeTakeFirst();
}

/** The presentations a membership lists (spec 3: enrolment Presentations with IsRequired and MembershipPayableAmount), any status. */
export function membershipPresentationLinks(db: Kysely<Database>, membershipId: number) {
  return db
    .selectFrom('membership_presentations')
    .select(['presentation_id', 'is_required', 'payable_amount_agorot'])
    .where('membership_id', '=', membershipId)
    .execute();
}

/** The ids of a membership's prices. */
export async function membershipPriceIds(db: Kysely<Database>, membershipId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('membership_prices').select('id').where('membership_id', '=', membershipId).execute();
  return new Set(rows.map((r) => r.id));
}
