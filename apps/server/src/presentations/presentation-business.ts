import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The business a presentation belongs to (what other modules scope a request by); undefined for an unknown one. */
export async function businessOfPresentation(db: Kysely<Database>, presentationId: number): Promise<number | undefined> {
  const row = await db.selectFrom('presentations').select('business_id').where('id', '=', presentationId).executeTakeFirst();
  return row?.business_id;
}
