import { BoundedCache } from '../shared/bounded-cache';
import type { TableWrites } from './table-writes';

/** Two seconds: how long an edit made by another server process on the same database may go unseen. */
export const RECENT_READS_TTL_MS = 2000;
const RECENT_READS_CAPACITY = 1024;

/**
 * Reads of rarely changed tables (the catalogue, a business's texts and forms: staff tools change them) kept for a
 * short while, because a hot path (every cart pricing, every commit) reads them each time. Exact for this process:
 * everything kept is forgotten as soon as a statement run through the database's Kysely instance has written one of
 * `tables` (db/table-writes.ts), so a staff edit applies at the next read. An edit made by another server process
 * applies within RECENT_READS_TTL_MS. Never use it for what must be exact across processes (seats, sales, balances):
 * those are read in the transaction that depends on them, or written conditionally.
 * The values are shared by every caller that hits the cache: they must not be changed.
 */
export class RecentReads<K, V> {
  private readonly cache: BoundedCache<K, V>;
  private writesSeen: number;

  constructor(
    private readonly writes: TableWrites,
    private readonly tables: readonly string[],
    ttlMs = RECENT_READS_TTL_MS,
  ) {
    this.cache = new BoundedCache<K, V>(RECENT_READS_CAPACITY, ttlMs);
    this.writesSeen = writes.countOf(tables);
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const writes = this.writes.countOf(this.tables);
    if (writes !== this.writesSeen) {
      this.cache.clear();
      this.writesSeen = writes;
    }
    return this.cache.get(key, load);
  }
}
