import type { Insertable, Kysely } from 'kysely';
import { bulkInsert } from '../db/bulk-insert';
import type { DialectName } from '../db/dialect';
import { TABLES_IN_DEPENDENCY_ORDER, type Database } from '../db/schema';

export type TableName = keyof Database;
export type Row<T extends TableName> = Insertable<Database[T]>;

/**
 * Collects demo rows in memory and writes them as multi-row INSERTs in foreign-key order.
 * Rows are written only on flush(), and a flush writes every buffered table, parents first; so a row may
 * reference any row added before it, and memory stays bounded when the caller flushes between large batches.
 */
export class RowSink {
  private readonly buffers = new Map<TableName, Array<Record<string, unknown>>>();
  private readonly totals = new Map<TableName, number>();
  private buffered = 0;

  constructor(private readonly dialect: DialectName) {}

  add<T extends TableName>(table: T, row: Row<T>): void {
    let rows = this.buffers.get(table);
    if (!rows) {
      rows = [];
      this.buffers.set(table, rows);
    }
    rows.push(row as Record<string, unknown>);
    this.totals.set(table, (this.totals.get(table) ?? 0) + 1);
    this.buffered++;
  }

  /** Rows waiting for the next flush. */
  get pendingRows(): number {
    return this.buffered;
  }

  /** Rows added to a table so far, written or not. */
  count(table: TableName): number {
    return this.totals.get(table) ?? 0;
  }

  /** Rows added per table, in foreign-key order. */
  counts(): Partial<Record<TableName, number>> {
    const out: Partial<Record<TableName, number>> = {};
    for (const table of TABLES_IN_DEPENDENCY_ORDER) {
      const n = this.totals.get(table);
      if (n) out[table] = n;
    }
    return out;
  }

  async flush(db: Kysely<Database>): Promise<void> {
    for (const table of TABLES_IN_DEPENDENCY_ORDER) {
      const rows = this.buffers.get(table);
      if (!rows || rows.length === 0) continue;
      this.buffers.delete(table);
      await bulkInsert(db, this.dialect, table, rows);
    }
    this.buffered = 0;
  }
}
