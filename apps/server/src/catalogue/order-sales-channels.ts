import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The catalogue's read port of the sales channel a web order is recorded under: the business's first channel of kind
 * `web` (lowest id), or null when it has none. Every purchase reads it: compiled once (db/compiled-once.ts).
 */
export async function webSalesChannelId(executor: Kysely<Database>, businessId: number): Promise<number | null> {
  const [row] = await webChannelOf.execute(executor, { businessId });
  return row?.id ?? null;
}

const webChannelOf = new CompiledOnce((db: Kysely<Database>, a: { businessId: number }) =>
  db.selectFrom('sales_channels').select('id').where('business_id', '=', a.businessId).where('kind', '=', 'web').orderBy('id').limit(1),
);
