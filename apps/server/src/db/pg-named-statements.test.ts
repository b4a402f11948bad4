import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { CompiledOnce } from './compiled-once';
import type { Database } from './schema';

const hot = new CompiledOnce((db: Kysely<Database>, a: { code: string }) =>
  db.selectFrom('businesses').select(['id']).where('slug', '=', a.code),
);

describe.runIf(process.env.KUPA_TEST_DATABASE_URL)('hot statements on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    // One connection, so that the session asked about its prepared statements is the one that ran the hot statement.
    t = await createTestDatabase('postgres', 1);
  });
  afterAll(() => t.dispose());

  it('are parsed once per connection under a name and then only bound with new values', async () => {
    await hot.execute(t.db, { code: 'first' });
    await hot.execute(t.db, { code: 'second' });
    await t.db.selectFrom('businesses').select('id').execute();
    const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(t.db);
    const named = prepared.rows.filter((r) => r.name.startsWith('kupa_hot_'));
    expect(named).toHaveLength(1);
    expect(named[0]?.statement).toContain('"businesses"');
    // The ordinary statement beside it stayed unnamed.
    expect(prepared.rows).toHaveLength(1);
  });

  it('answer with the values of each call', async () => {
    const made = await t.db
      .insertInto('businesses')
      .values({ name_he: 'בדיקה', name_en: 'Check', slug: 'named-statement-check', kind: 'cinema', created_at: '2026-11-26T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await hot.execute(t.db, { code: 'named-statement-check' })).toEqual([{ id: made.id }]);
    expect(await hot.execute(t.db, { code: 'nobody' })).toEqual([]);
  });
});
