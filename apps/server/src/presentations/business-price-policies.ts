import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A business's ticket types (price policies) as the presentations module answers them to other modules. */
export function businessPricePolicies(db: Kysely<Database>) {
  return (businessId: number) =>
    db
      .selectFrom('price_policies')
      .select(['id', 'name_he', 'name_en', 'price_agorot'])
      .where('business_id', '=', businessId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
}

/** The business of a ticket type (price policy), what a request is scoped by; undefined for an unknown one. */
export function pricePolicyBusiness(db: Kysely<Database>, id: number): Promise<{ id: number; business_id: number } | undefined> {
  return db.selectFrom('price_policies').select(['id', 'business_id']).where('id', '=', id).executeTakeFirst();
}
