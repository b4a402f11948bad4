import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { orderPresentations, presentationStarts, ticketTypeNames } from './order-presentations';

describe.each(testEngines())("the presentations' read port of what an order shows on %s", (engine) => {
  let database: TestDatabase;
  let f: CatalogueFixture;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    f = await insertCatalogueFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  it('answers presentations by id with their feature, hall and location names, leaving out unknown ids', async () => {
    const { tonight, haifaTomorrow } = f.presentationIds;
    const found = await orderPresentations(database.db, { ids: [haifaTomorrow, tonight, tonight, 999_999] });
    expect([...found.keys()].sort()).toEqual([tonight, haifaTomorrow].sort());
    const stored = await database.db.selectFrom('presentations').selectAll().where('id', '=', haifaTomorrow).executeTakeFirstOrThrow();
    expect(found.get(haifaTomorrow)).toEqual({
      id: haifaTomorrow,
      business_id: stored.business_id,
      venue_id: 103,
      starts_at: stored.starts_at,
      business_date: '2026-11-22',
      duration_minutes: stored.duration_minutes,
      is_reserved: stored.is_reserved,
      is_display_qr: stored.is_display_qr,
      feature_name_he: expect.any(String),
      feature_name_en: expect.any(String),
      venue_name_he: 'חיפה 1',
      venue_name_en: 'Haifa 1',
      location_name_he: expect.any(String),
      location_name_en: expect.any(String),
      time_zone: expect.any(String),
    });
    expect((await orderPresentations(database.db, { ids: [] })).size).toBe(0);
  });

  it('answers the presentations of some halls on a business date, in any hall given', async () => {
    const onDate = await orderPresentations(database.db, { venueIds: [100, 103], businessDate: '2026-11-22' });
    expect([...onDate.values()].map((p) => [p.id, p.venue_id])).toEqual(
      expect.arrayContaining([
        [5002, 100],
        [5005, 103],
      ]),
    );
    expect(onDate.size).toBe(2);
    expect((await orderPresentations(database.db, { venueIds: [], businessDate: '2026-11-22' })).size).toBe(0);
  });

  it('answers start times and ticket type names by id', async () => {
    const { tonight } = f.presentationIds;
    const starts = await presentationStarts(database.db, [tonight, 999_999]);
    const stored = await database.db.selectFrom('presentations').select('starts_at').where('id', '=', tonight).executeTakeFirstOrThrow();
    expect([...starts]).toEqual([[tonight, stored.starts_at]]);
    const policy = await database.db
      .selectFrom('price_policies')
      .select(['id', 'name_he', 'name_en'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect([...(await ticketTypeNames(database.db, [policy.id, policy.id, 999_999]))]).toEqual([
      [policy.id, { name_he: policy.name_he, name_en: policy.name_en }],
    ]);
    expect((await ticketTypeNames(database.db, [])).size).toBe(0);
  });
});
