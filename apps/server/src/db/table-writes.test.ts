import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { CompiledOnce } from './compiled-once';
import type { Database } from './schema';
import { writeTransaction } from './write-transaction';

const renameBusiness = new CompiledOnce((db: Kysely<Database>, a: { id: number; name: string }) =>
  db.updateTable('businesses').set({ name_en: a.name }).where('id', '=', a.id),
);

describe.each(testEngines())('the writes per table of a database on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  const businesses = () => database.writes.countOf(['businesses']);

  it('counts every statement that writes a table, however it is made; reads and other tables do not count', async () => {
    const { db, dialect } = database;
    const before = businesses();
    await db
      .insertInto('businesses')
      .values({ id: 71, slug: 'table-writes', kind: 'cinema', name_he: 'א', name_en: 'A', created_at: '2026-11-27T00:00:00Z' })
      .execute();
    expect(businesses()).toBe(before + 1);
    await db.selectFrom('businesses').selectAll().execute();
    await db.selectFrom('businesses as b').select('b.id').where('b.id', '=', 71).execute();
    expect(businesses()).toBe(before + 1);

    // Compiled once and run twice: two writes.
    await renameBusiness.execute(db, { id: 71, name: 'B' });
    await renameBusiness.execute(db, { id: 71, name: 'C' });
    expect(businesses()).toBe(before + 3);

    // In a transaction, and as raw SQL.
    await writeTransaction(db, dialect, async (trx) => {
      await trx.updateTable('businesses').set({ name_he: 'ב' }).where('id', '=', 71).execute();
      await sql`update businesses set name_he = ${'ג'} where id = ${71}`.execute(trx);
    });
    expect(businesses()).toBe(before + 5);

    const otherTables = database.writes.countOf(['venues', 'locations']);
    await db
      .insertInto('audit_log')
      .values({
        business_id: 71,
        at: '2026-11-27T00:00:00Z',
        actor_kind: 'system',
        actor_id: null,
        action: 't',
        entity: 't',
        entity_id: '1',
        data_json: '{}',
      })
      .execute();
    expect(database.writes.countOf(['venues', 'locations'])).toBe(otherTables);
    expect(database.writes.countOf(['audit_log'])).toBeGreaterThan(0);

    await db.deleteFrom('audit_log').where('business_id', '=', 71).execute();
    await db.deleteFrom('businesses').where('id', '=', 71).execute();
    expect(businesses()).toBe(before + 6);
  });
});
