import { createRequire } from 'node:module';
import type PgModule from 'pg';

type Pg = typeof PgModule;

let driver: Pg | undefined;

/**
 * The PostgreSQL driver, loaded on first use: a server on SQLite never pays for loading it (about a tenth of the
 * compiled server's start-up time, see docs/performance.md).
 */
export function pgDriver(): Pg {
  if (driver) return driver;
  const loaded = createRequire(import.meta.url)('pg') as Pg;
  // PostgreSQL returns bigint (count, sum) as strings; every such number Kysely reads here fits a double.
  loaded.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  loaded.types.setTypeParser(1700, (v) => Number.parseFloat(v));
  driver = loaded;
  return loaded;
}
