import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { allBusinessFacts, businessFacts, businessFactsByIds, locationNamesOf, webAuthProfileOf } from './business-directory';

describe.each(testEngines())("the catalogue's read port of its businesses on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const created = '2026-11-01T00:00:00.000Z';
    // Two inserts: a business given no currency, time zone or settings gets the table's defaults.
    await database.db
      .insertInto('businesses')
      .values({
        id: 7,
        name_he: 'תיאטרון',
        name_en: 'Theatre',
        slug: 'theatre',
        kind: 'theatre',
        currency: 'EUR',
        time_zone: 'Europe/Berlin',
        settings_json: '{"a":1}',
        created_at: created,
      })
      .execute();
    await database.db
      .insertInto('businesses')
      .values({ id: 3, name_he: 'סינמה', name_en: 'Cinema', slug: 'cinema', kind: 'cinema', created_at: created })
      .execute();
    await database.db
      .insertInto('auth_profiles')
      .values([
        { id: 12, business_id: 7, name: 'box office' },
        { id: 11, business_id: 7, name: 'web' },
      ])
      .execute();
  });
  afterAll(async () => database?.dispose());

  const theatre = { id: 7, nameHe: 'תיאטרון', nameEn: 'Theatre', currency: 'EUR', timeZone: 'Europe/Berlin', settingsJson: '{"a":1}' };

  it('reads one business with its stored facts, and the defaults of what was not given', async () => {
    expect(await businessFacts(database.db, 7)).toEqual(theatre);
    expect(await businessFacts(database.db, 3)).toEqual({
      id: 3,
      nameHe: 'סינמה',
      nameEn: 'Cinema',
      currency: 'ILS',
      timeZone: 'Asia/Jerusalem',
      settingsJson: '{}',
    });
    expect(await businessFacts(database.db, 99)).toBeUndefined();
  });

  it('reads some businesses by id, leaving out unknown ids, and every business in id order', async () => {
    const some = await businessFactsByIds(database.db, [7, 99, 7]);
    expect([...some.keys()]).toEqual([7]);
    expect(some.get(7)).toEqual(theatre);
    expect((await businessFactsByIds(database.db, [])).size).toBe(0);
    expect((await allBusinessFacts(database.db)).map((b) => b.id)).toEqual([3, 7]);
  });

  it('lists the locations of a business by id, and none of a business without locations', async () => {
    await database.db
      .insertInto('locations')
      .values([
        { id: 31, business_id: 7, name_he: 'חיפה', name_en: 'Haifa' },
        { id: 30, business_id: 7, name_he: 'תל אביב', name_en: 'Tel Aviv' },
      ])
      .execute();
    expect(await locationNamesOf(database.db, 7)).toEqual([
      { id: 30, name_he: 'תל אביב', name_en: 'Tel Aviv' },
      { id: 31, name_he: 'חיפה', name_en: 'Haifa' },
    ]);
    expect(await locationNamesOf(database.db, 3)).toEqual([]);
  });

  it("answers the business's first auth profile as its web profile, and null for a business with none", async () => {
    expect(await webAuthProfileOf(database.db, 7)).toBe(11);
    expect(await webAuthProfileOf(database.db, 3)).toBeNull();
  });
});
