import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The forms module's read port of the customer form an order checks (spec 3 form types `order`, `orderSystemVouchers`,
 * …): the business's stored configuration of one form type, as JSON, or null when it has none (the checkout then
 * applies its default form). Every purchase reads it: compiled once (db/compiled-once.ts).
 */
/** The table `orderFormConfigJson` reads (for a cache of its answers: db/recent-reads.ts). */
export const ORDER_FORM_TABLES = ['form_configurations'] as const;

export async function orderFormConfigJson(db: Kysely<Database>, businessId: number, formType: string): Promise<string | null> {
  const [row] = await formConfigOf.execute(db, { businessId, formType });
  return row?.config_json ?? null;
}

const formConfigOf = new CompiledOnce((db: Kysely<Database>, a: { businessId: number; formType: string }) =>
  db.selectFrom('form_configurations').select('config_json').where('business_id', '=', a.businessId).where('form_type', '=', a.formType),
);
