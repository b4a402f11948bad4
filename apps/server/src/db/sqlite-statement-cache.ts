import type SQLite from 'better-sqlite3';

/** Distinct statements kept prepared; Kysely writes the same few hundred texts again and again. */
const DEFAULT_SIZE = 1000;

/** Prepared statements by SQL text over one connection. */
export interface StatementCache {
  prepare(sql: string): SQLite.Statement;
  /** Forgets the statements and closes the connection. */
  close(): void;
}

/**
 * The SQLite connection's statements kept prepared by SQL text, for the Kysely driver (db/sqlite-group-commit.ts).
 * Kysely's own SQLite driver prepares every statement it runs afresh; a profile of bench/checkout showed that
 * preparing took as long as running them (issue 12, docs/performance-seatmap-checkout.md). Statements are re-used in
 * the least recently used order; a statement still busy (a streamed select being read) is not handed out twice: a
 * fresh one is prepared.
 * SQLite re-prepares a cached statement by itself after a schema change.
 */
export function withStatementCache(db: SQLite.Database, size = DEFAULT_SIZE): StatementCache {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close() {
      cache.clear();
      db.close();
    },
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last, so the first key is the one to drop.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = db.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      return statement;
    },
  };
}
