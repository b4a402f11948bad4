import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/** PostgreSQL deadlock_detected and serialization_failure: the transaction did nothing and may simply run again. */
const RETRYABLE_PG_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` in a transaction that writes. On SQLite it begins IMMEDIATE, taking the write lock first so that
 * another process's writer makes it wait (busy_timeout) instead of failing a read-then-write upgrade with
 * SQLITE_BUSY. On PostgreSQL it runs at READ COMMITTED and retries a deadlock or serialization failure.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') {
    return db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(conn);
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        // SQLite may already have rolled back on its own (SQLITE_FULL, SQLITE_IOERR): keep the original error.
        await sql`rollback`.execute(conn).catch(() => undefined);
        throw error;
      }
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE_PG_CODES.has(code)) throw error;
    }
  }
}
