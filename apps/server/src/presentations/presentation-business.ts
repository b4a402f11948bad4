import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The business a presentation belongs to (what other modules scope a request by); undefined for an unknown one. */
export async function businessOfPresentation(db: Kysely<Database>, presentationId: number): Promise<number | undefined> {
  const row = await db.selectFrom('presentations').select('business_id').where('id', '=', presentationId).executeTakeFirst();
  return row?.business_id;
}

/** The business and business date of a presentation (what the staff dashboard scopes a request by); undefined for an unknown one. */
export function presentationBusinessDay(
  db: Kysely<Database>,
  presentationId: number,
): Promise<{ id: number; business_id: number; business_date: string } | undefined> {
  return db.selectFrom('presentations').select(['id', 'business_id', 'business_date']).where('id', '=', presentationId).executeTakeFirst();
}
