import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The seating module's read port of its ticket groups (price levels): the presentations module orders its prices by
 * them and names them in the back office, reading them here rather than in the seating tables (the house rule of
 * tools/eslint/table-owners.js). Each function answers a whole set of ids in one statement.
 */

/** A price level as other modules show it. */
export interface TicketGroupFacts {
  id: number;
  business_id: number;
  name_he: string;
  name_en: string;
  color: string | null;
  sort_order: number;
}

const columns = ['id', 'business_id', 'name_he', 'name_en', 'color', 'sort_order'] as const;

/** The ticket groups of some businesses, in display order (sort order, then id). */
export function ticketGroupsOfBusinesses(db: Kysely<Database>, businessIds: readonly number[]): Promise<TicketGroupFacts[]> {
  const ids = [...new Set(businessIds)];
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('ticket_groups').select(columns).where('business_id', 'in', ids).orderBy('sort_order').orderBy('id').execute();
}

/** Some ticket groups by id; an unknown id is left out. */
export async function ticketGroupsByIds(db: Kysely<Database>, groupIds: readonly number[]): Promise<Map<number, TicketGroupFacts>> {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('ticket_groups').select(columns).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The business's first ticket group by id (where a title without a price level of its own gets its price), or undefined. */
export async function firstTicketGroupOf(db: Kysely<Database>, businessId: number): Promise<number | undefined> {
  const row = await db.selectFrom('ticket_groups').select('id').where('business_id', '=', businessId).orderBy('id').executeTakeFirst();
  return row?.id;
}

/** Orders rows by their ticket group's sort order, then by `tie` (by default the group's id); rows of unknown groups go. */
export function inTicketGroupOrder<R extends { ticket_group_id: number }>(
  rows: readonly R[],
  groups: ReadonlyMap<number, Pick<TicketGroupFacts, 'sort_order'>>,
  tie: (a: R, b: R) => number = (a, b) => a.ticket_group_id - b.ticket_group_id,
): R[] {
  const order = (r: R) => groups.get(r.ticket_group_id)?.sort_order ?? 0;
  return rows.filter((r) => groups.has(r.ticket_group_id)).sort((a, b) => order(a) - order(b) || tie(a, b));
}
