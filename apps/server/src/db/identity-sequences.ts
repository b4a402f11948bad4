import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect';
import { TABLES_IN_DEPENDENCY_ORDER, type Database } from './schema';

/**
 * Moves every PostgreSQL identity sequence past the largest id, because rows inserted with explicit ids do not
 * advance it and the next insert without an id would collide. SQLite needs nothing: AUTOINCREMENT continues
 * after the largest rowid ever inserted.
 */
export async function resetIdentitySequences(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const known = new Set<string>(TABLES_IN_DEPENDENCY_ORDER);
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id'`.execute(db);
  for (const { table_name: table } of rows) {
    if (!known.has(table)) continue;
    // The three-argument setval makes the next id MAX(id) + 1, and 1 for an empty table.
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
