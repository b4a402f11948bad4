import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../dialect';

// Portable column conventions (ADR 0002): integers for ids, money (agorot) and flags (0/1);
// text for UTC timestamps (ISO 8601 with Z) and local dates (YYYY-MM-DD).

type TableBuilder = CreateTableBuilder<any, any>;

/** An integer primary key that the database numbers, yet accepts explicit ids (demo data). */
export function idColumn(dialect: DialectName) {
  return (t: TableBuilder): TableBuilder =>
    t.addColumn('id', 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    );
}

/** 0/1 flags, portable across SQLite and PostgreSQL. */
export const flags =
  (names: string[], defaultValue: 0 | 1 = 0) =>
  (t: TableBuilder): TableBuilder =>
    names.reduce((acc, name) => acc.addColumn(name, 'integer', (c) => c.notNull().defaultTo(defaultValue)), t);

/** A required Hebrew and English pair, e.g. name_he and name_en. */
export const bilingual =
  (prefix = 'name') =>
  (t: TableBuilder): TableBuilder =>
    t.addColumn(`${prefix}_he`, 'text', (c) => c.notNull()).addColumn(`${prefix}_en`, 'text', (c) => c.notNull());

/** An optional Hebrew and English pair. */
export const optionalBilingual =
  (prefix: string) =>
  (t: TableBuilder): TableBuilder =>
    t.addColumn(`${prefix}_he`, 'text').addColumn(`${prefix}_en`, 'text');

export const createdAt = (t: TableBuilder): TableBuilder => t.addColumn('created_at', 'text', (c) => c.notNull());

/** A foreign key to another table's id. */
export const ref =
  (column: string, table: string, nullable = false) =>
  (t: TableBuilder): TableBuilder =>
    t.addColumn(column, 'integer', (c) => (nullable ? c.references(`${table}.id`) : c.references(`${table}.id`).notNull()));

export async function createIndex(db: Kysely<any>, name: string, table: string, columns: string[], unique = false) {
  let b = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) b = b.unique();
  await b.execute();
}
