import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The reservations module's read port of how many tickets are sold, for the cart's pricing rules (ADR 0009): the
 * quotas of ticket types and the tickets a hotel-guest reference has left. Only valid tickets count (a cancelled or
 * refunded one gave its place back).
 */

/** Valid tickets sold per presentation and ticket type, of some presentations and ticket types. */
export async function soldTicketsByType(db: Kysely<Database>, presentationIds: readonly number[], policyIds: readonly number[]) {
  if (presentationIds.length === 0 || policyIds.length === 0) return [];
  const rows = await soldByType.execute(db, { presentationIds: [...presentationIds], policyIds: [...policyIds] });
  return rows.map((r) => ({ presentation_id: r.presentation_id, price_policy_id: r.price_policy_id, sold: Number(r.sold) }));
}

/** Valid tickets sold per ticket type and first reference (ref1, as typed), of some ticket types; tickets without one are left out. */
export async function soldTicketsByReference(db: Kysely<Database>, policyIds: readonly number[]) {
  if (policyIds.length === 0) return [];
  const rows = await db
    .selectFrom('reservation_tickets')
    .select(['price_policy_id', 'ref1', (eb) => eb.fn.countAll<string | number>().as('sold')])
    .where('price_policy_id', 'in', [...policyIds])
    .where('status', '=', 'valid')
    .where('ref1', 'is not', null)
    .groupBy(['price_policy_id', 'ref1'])
    .execute();
  return rows.map((r) => ({ price_policy_id: r.price_policy_id, ref1: r.ref1 ?? '', sold: Number(r.sold) }));
}

// On every cart pricing with a ticket type that has a quota: compiled once per shape (db/compiled-once.ts).
const soldByType = new CompiledOnce((db: Kysely<Database>, a: { presentationIds: number[]; policyIds: number[] }) =>
  db
    .selectFrom('reservation_tickets')
    .select(['presentation_id', 'price_policy_id', (eb) => eb.fn.countAll<string | number>().as('sold')])
    .where('presentation_id', 'in', a.presentationIds)
    .where('price_policy_id', 'in', a.policyIds)
    .where('status', '=', 'valid')
    .groupBy(['presentation_id', 'price_policy_id']),
);
