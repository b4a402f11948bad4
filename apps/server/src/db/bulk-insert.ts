import { CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/** Binary columns (a waiver's signature PNG) take a Buffer, as both drivers bind it. */
type Value = string | number | Buffer | null;

// Bind parameters one statement may carry: SQLite's SQLITE_MAX_VARIABLE_NUMBER (32766 since 3.32) and
// PostgreSQL's 16-bit parameter count. Batches are sized from these, so wide tables get fewer rows per statement.
const MAX_PARAMETERS: Record<DialectName, number> = { sqlite: 32_766, postgres: 65_535 };

/** Rows built by one piece of code share their key order; rows with other keys go in their own statements,
 * so a column left out keeps its database default instead of becoming NULL. */
function groupByColumns(rows: Array<Record<string, unknown>>): Map<string, Array<Record<string, unknown>>> {
  const byColumns = new Map<string, Array<Record<string, unknown>>>();
  for (const row of rows) {
    const key = Object.keys(row).join(',');
    const group = byColumns.get(key);
    if (group) group.push(row);
    else byColumns.set(key, [row]);
  }
  return byColumns;
}

/** Writes many rows as multi-row INSERTs sized to the engine's bind-parameter limit (demo data, benchmarks). */
export async function bulkInsert(db: Kysely<Database>, dialect: DialectName, table: keyof Database, rows: Array<Record<string, unknown>>) {
  for (const [key, group] of groupByColumns(rows)) {
    const columns = key.split(',');
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS[dialect] / columns.length));
    const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
    for (let start = 0; start < group.length; start += perStatement) {
      const chunk = group.slice(start, start + perStatement);
      const params: Value[] = [];
      const tuples: string[] = [];
      for (const row of chunk) {
        const marks: string[] = [];
        for (const column of columns) {
          params.push(toValue(row[column], table, column));
          // Built by hand rather than through Kysely's query builder: about a million parameters per scale
          // step go through here, and plain string building keeps the seed fast.
          marks.push(dialect === 'postgres' ? `$${params.length}` : '?');
        }
        tuples.push(`(${marks.join(',')})`);
      }
      await db.executeQuery(CompiledQuery.raw(head + tuples.join(','), params));
    }
  }
}

function toValue(value: unknown, table: string, column: string): Value {
  if (value === null || typeof value === 'string' || typeof value === 'number' || Buffer.isBuffer(value)) return value;
  // An undefined or object value is a bug in a generator; fail loudly instead of writing NULL.
  throw new Error(`Demo row for ${table}.${column} has a ${typeof value} value`);
}
