import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The catalogue's read port of the sales channel a web order is recorded under: the business's first channel of kind
 * `web` (lowest id), or null when it has none. Every purchase needs it, and a business's channels are written only
 * when the business is set up (no staff tool adds, changes or removes one), so an id once found is kept for the life
 * of the process (one database read less per purchase); a business without one is read again next time.
 */
export class WebSalesChannels {
  private readonly found = new Map<number, number>();

  /** `executor`: the caller's transaction, when it has one (SQLite's one connection is the transaction's meanwhile). */
  async idOf(executor: Kysely<Database>, businessId: number): Promise<number | null> {
    const known = this.found.get(businessId);
    if (known !== undefined) return known;
    const [row] = await webChannelOf.execute(executor, { businessId });
    if (row) this.found.set(businessId, row.id);
    return row?.id ?? null;
  }
}

const webChannelOf = new CompiledOnce((db: Kysely<Database>, a: { businessId: number }) =>
  db.selectFrom('sales_channels').select('id').where('business_id', '=', a.businessId).where('kind', '=', 'web').orderBy('id').limit(1),
);
