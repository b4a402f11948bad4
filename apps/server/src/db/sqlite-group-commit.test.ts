import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from './sqlite-group-commit';

interface Db {
  t: { id: number; n: number };
}

describe('SQLite group commit', () => {
  let dataDir = '';
  let db: Kysely<Db>;
  /** A second connection, as another process would have: it sees only what is committed. */
  let other: SQLite.Database;
  let wal = '';
  /** Pages written to the write-ahead log: every commit appends the pages it changed, so one commit of 20 small rows is
   * one or two pages where 20 commits are at least 20. */
  const walPages = () => Math.floor((fs.statSync(wal).size - 32) / (4096 + 24));
  const rows = () => other.prepare('select id, n from t order by id').all();

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-group-commit-'));
    const file = path.join(dataDir, 'test.db');
    wal = `${file}-wal`;
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(sqlite) });
    await sql`create table t (id integer primary key, n integer not null check (n >= 0))`.execute(db);
    other = new SQLite(file);
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits the writes of one event-loop turn together and answers each with its own outcome', async () => {
    const before = walPages();
    const inserted = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db
          .insertInto('t')
          .values({ id: i + 1, n: i })
          .returning(['id', 'n'])
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(inserted).toEqual(Array.from({ length: 20 }, (_, i) => ({ id: i + 1, n: i })));
    expect(walPages() - before).toBeLessThanOrEqual(2);
    const [updated, deleted] = await Promise.all([
      db.updateTable('t').set({ n: 100 }).where('id', '<=', 3).executeTakeFirst(),
      db.deleteFrom('t').where('id', '>', 18).executeTakeFirst(),
    ]);
    expect(updated.numUpdatedRows).toBe(3n);
    expect(deleted.numDeletedRows).toBe(2n);
    expect(walPages() - before).toBeLessThanOrEqual(4);
    expect(rows()).toHaveLength(18);
  });

  it('refuses only the write that breaks a constraint; the others of its turn are committed', async () => {
    const outcomes = await Promise.allSettled([
      db.insertInto('t').values({ id: 1, n: 1 }).execute(),
      db.insertInto('t').values({ id: 2, n: -1 }).execute(),
      db.insertInto('t').values({ id: 1, n: 3 }).execute(),
      db.insertInto('t').values({ id: 4, n: 4 }).execute(),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(rows()).toEqual([
      { id: 1, n: 1 },
      { id: 4, n: 4 },
    ]);
  });

  it('refuses every write of the batch when SQLite gives up the whole transaction, and writes none of them', async () => {
    await sql`create trigger no_seven before insert on t when new.n = 7 begin select raise(rollback, 'seven'); end`.execute(db);
    const outcomes = await Promise.allSettled([
      db.insertInto('t').values({ id: 1, n: 1 }).execute(),
      db.insertInto('t').values({ id: 2, n: 7 }).execute(),
      db.insertInto('t').values({ id: 3, n: 3 }).execute(),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(rows()).toEqual([]);
    await db.insertInto('t').values({ id: 5, n: 5 }).execute();
    expect(rows()).toEqual([{ id: 5, n: 5 }]);
  });

  it('keeps an explicit transaction to itself: others wait for its end and are not undone by its rollback', async () => {
    let release = () => {};
    const paused = new Promise<void>((resolve) => (release = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ id: 1, n: 1 }).execute();
        await paused;
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = db.insertInto('t').values({ id: 2, n: 2 }).execute();
    const read = db.selectFrom('t').select('id').execute();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rows()).toEqual([]);
    release();
    expect(await transaction).toBe('changed my mind');
    await outside;
    // The read waited for the transaction's end, so it never saw its uncommitted row.
    expect(await read).toEqual([]);
    expect(rows()).toEqual([{ id: 2, n: 2 }]);
  });

  it('commits the writes gathered before a transaction begins ahead of it', async () => {
    const early = db.insertInto('t').values({ id: 1, n: 1 }).execute();
    const seen = await db.transaction().execute(async (trx) => trx.selectFrom('t').select('id').execute());
    await early;
    expect(seen).toEqual([{ id: 1 }]);
  });

  it('runs transactions that begin immediate (writeTransaction) one after another, beside plain writes', async () => {
    const immediate = (id: number, pauseMs = 0) =>
      db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        await conn.insertInto('t').values({ id, n: id }).execute();
        // Several callers wait meanwhile and wake up together when it ends: one of them goes next, the others wait again.
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        await conn
          .insertInto('t')
          .values({ id: id + 100, n: id })
          .execute();
        await sql`commit`.execute(conn);
      });
    const first = immediate(1, 20);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([first, immediate(2), db.insertInto('t').values({ id: 50, n: 0 }).execute(), immediate(3), immediate(4)]);
    expect(rows()).toHaveLength(9);
  });
});
