import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A business's memberships by name (any state), for the back office's ticket types (membership redemption). */
export function membershipNamesOf(db: Kysely<Database>, businessId: number) {
  return db.selectFrom('memberships').select(['id', 'name_he', 'name_en']).where('business_id', '=', businessId).orderBy('id').execute();
}
