import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe.runIf(process.env.KUPA_TEST_DATABASE_URL)('the PostgreSQL pools', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(() => t.dispose());

  const setting = async (db: TestDatabase['db']) =>
    (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]?.synchronous_commit;

  it('write sales durably and holds without waiting for the disk, in the same schema', async () => {
    expect(t.holds).not.toBe(t.db);
    expect(await setting(t.db)).toBe('on');
    expect(await setting(t.holds)).toBe('off');
    // What one pool commits the other sees at once: visibility does not wait for the disk.
    await t.holds
      .insertInto('idempotency_records')
      .values({ key: 'pools-check', scope: 'test', response_json: '"seen"', created_at: '2026-11-26T00:00:00.000Z' })
      .execute();
    const row = await t.db.selectFrom('idempotency_records').select('response_json').where('key', '=', 'pools-check').executeTakeFirst();
    expect(row?.response_json).toBe('"seen"');
  });
});

describe('the SQLite database', () => {
  it('writes holds through the same connection as everything else', async () => {
    const t = await createTestDatabase('sqlite');
    try {
      // A temporary table lives on one connection only: seen through both, they share it.
      await sql`create temp table same_connection (n integer)`.execute(t.db);
      await sql`insert into same_connection values (1)`.execute(t.holds);
      expect((await sql<{ n: number }>`select n from same_connection`.execute(t.db)).rows).toEqual([{ n: 1 }]);
      // The holds' statements are not counted among the writes that empty the caches (db/recent-reads.ts).
      expect(t.writes.countOf(['same_connection'])).toBe(0);
    } finally {
      await t.dispose();
    }
  });
});
