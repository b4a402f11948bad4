import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { RecentReads } from './recent-reads';

describe.each(testEngines())('recent reads of rarely changed tables on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db
      .insertInto('businesses')
      .values({ id: 72, slug: 'recent-reads', kind: 'cinema', name_he: 'א', name_en: 'First', created_at: '2026-11-27T00:00:00Z' })
      .execute();
  });
  afterAll(async () => database?.dispose());

  /** The business's English name through a cache of the businesses table, counting the loads. */
  function cachedName(ttlMs?: number) {
    const recent = new RecentReads<number, string>(database.writes, ['businesses'], ttlMs);
    let loads = 0;
    const name = (id: number) =>
      recent.get(id, async () => {
        loads++;
        return (await database.db.selectFrom('businesses').select('name_en').where('id', '=', id).executeTakeFirstOrThrow()).name_en;
      });
    return { name, loads: () => loads };
  }

  it('answers from memory until one of its tables is written through this database, then reads again', async () => {
    const { name, loads } = cachedName();
    expect(await name(72)).toBe('First');
    expect(await name(72)).toBe('First');
    expect(loads()).toBe(1);
    // Another table written: still kept.
    await database.db.deleteFrom('audit_log').where('business_id', '=', 72).execute();
    expect(await name(72)).toBe('First');
    expect(loads()).toBe(1);
    await database.db.updateTable('businesses').set({ name_en: 'Second' }).where('id', '=', 72).execute();
    expect(await name(72)).toBe('Second');
    expect(loads()).toBe(2);
  });

  it('reads again once its age has passed (an edit by another process goes unseen no longer than that)', async () => {
    const { name, loads } = cachedName(30);
    await name(72);
    await name(72);
    expect(loads()).toBe(1);
    await sleep(40);
    await name(72);
    expect(loads()).toBe(2);
  });
});
