import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type KyselyPlugin } from 'kysely';
import type { DialectName } from './dialect';
import { pgDriver } from './pg-driver';
import { useNamedStatements } from './pg-named-statements';
import type { Database } from './schema';
import { startSqliteCheckpointer } from './sqlite-checkpointer';
import { TableWrites } from './table-writes';
import { GroupCommitSqliteDialect } from './sqlite-group-commit';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * Where seat holds are written (the seating module's seat_claims holds, never sales): on PostgreSQL a pool of its
   * own whose commits do not wait for the write-ahead log to reach the disk (`synchronous_commit = off`, ADR 0002);
   * on SQLite the same database and connection as `db`. Its writes are not counted in `writes`.
   */
  holds: Kysely<Database>;
  /** The writes made through `db`, per table: what caches of rarely changed tables compare (db/table-writes.ts). */
  writes: TableWrites;
  dialect: DialectName;
  /** Where the data lives, without credentials: for the start-up log line. */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL; otherwise the embedded SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string | undefined;
  poolSize?: number;
}

/** Connections of a server process's PostgreSQL pool. */
export const DEFAULT_PG_POOL_SIZE = 10;

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) return openPostgres(options.databaseUrl, options);
  return openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'kupa.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Several server processes may share the file: wait for a writer instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoints run in a worker thread (db/sqlite-checkpointer.ts); this connection checkpoints only if that one falls
  // far behind (10,000 pages, about 40 MB of log, instead of the default 1,000).
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const checkpointer = startSqliteCheckpointer(file);
  const writes = new TableWrites();
  const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite), plugins: [writes] });
  return {
    db,
    // The same connection; without the write counts, which no seat hold's table needs (one step less per statement).
    holds: db.withoutPlugins(),
    writes,
    dialect: 'sqlite',
    description: `SQLite ${displayPath(file)}`,
    close: async () => {
      await db.destroy();
      await checkpointer.close();
    },
  };
}

const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

/** A path relative to the working directory when it lies inside it, else absolute: short and never ambiguous. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const writes = new TableWrites();
  const db = postgresPool(url, options, [], [writes]);
  // A hold lives minutes and no sale depends on it surviving a crash of the database: the sale re-checks the buyer's
  // hold in its own, durable transaction. Waiting for the disk on every hold and release capped holds at the disk's
  // commit rate (ADR 0002, docs/performance-holds.md). The pool opens its connections on first use.
  const holds = postgresPool(url, options, ['-c synchronous_commit=off'], []);
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    holds,
    writes,
    dialect: 'postgres',
    description: `PostgreSQL ${safe.host}${safe.pathname}${options.pgSchema ? ` (schema ${options.pgSchema})` : ''}`,
    close: async () => {
      await Promise.all([db.destroy(), holds.destroy()]);
    },
  };
}

function postgresPool(url: string, options: DatabaseOptions, sessionSettings: string[], plugins: KyselyPlugin[]): Kysely<Database> {
  const settings = [...(options.pgSchema ? [`-c search_path=${options.pgSchema}`] : []), ...sessionSettings];
  const pool = new (pgDriver().Pool)({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_PG_POOL_SIZE,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  });
  useNamedStatements(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
}
