import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How many presentations of a hall use each of its plans (ADR 0015): a presentation's own seatplan_id, or, for one
 * scheduled without it, the hall's current plan. Every presentation counts, cancelled and past ones too: their
 * tickets and seat claims name the plan's seats. Read in the caller's transaction by the seating module's plan save.
 */
export async function seatplanUseOfVenue(
  db: Kysely<Database>,
  venueId: number,
  defaultSeatplanId: number | null,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('presentations')
    .select(['seatplan_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('venue_id', '=', venueId)
    .groupBy('seatplan_id')
    .execute();
  const use = new Map<number, number>();
  for (const row of rows) {
    const planId = row.seatplan_id ?? defaultSeatplanId;
    if (planId !== null) use.set(planId, (use.get(planId) ?? 0) + Number(row.n));
  }
  return use;
}
