import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { hallIdsOfLocation, scheduleCatalogue, streamingVenueOf } from './schedule-catalogue';

describe.each(testEngines())("the catalogue's read port of what the schedule names on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.db;
    await db
      .insertInto('businesses')
      .values({ id: 7, name_he: 'תיאטרון', name_en: 'Theatre', slug: 'theatre', kind: 'theatre', created_at: '2026-11-01T00:00:00.000Z' })
      .execute();
    await db
      .insertInto('locations')
      .values([
        { id: 30, business_id: 7, name_he: 'תל אביב', name_en: 'Tel Aviv', is_offline: 0, time_zone: 'Asia/Jerusalem' },
        { id: 31, business_id: 7, name_he: 'חיפה', name_en: 'Haifa', is_offline: 1, time_zone: 'Europe/Berlin' },
      ])
      .execute();
    await db
      .insertInto('venues')
      .values([
        { id: 40, business_id: 7, location_id: 30, name_he: 'אולם 1', name_en: 'Hall 1', venue_type_id: 1 },
        { id: 41, business_id: 7, location_id: 31, name_he: 'אולם 2', name_en: 'Hall 2', venue_type_id: 1 },
        { id: 42, business_id: 7, location_id: 31, name_he: 'סטרימינג', name_en: 'Streaming', venue_type_id: 102 },
      ])
      .execute();
    await db
      .insertInto('features')
      .values([
        {
          id: 50,
          business_id: 7,
          name_he: 'המלט',
          name_en: 'Hamlet',
          synopsis_he: 'נסיך',
          synopsis_en: 'A prince',
          duration_minutes: 160,
          rating_name: '12+',
          release_date: '2026-01-02',
        },
        { id: 51, business_id: 7, name_he: 'מקבת', name_en: 'Macbeth', duration_minutes: 95 },
      ])
      .execute();
  });
  afterAll(async () => database?.dispose());

  it('answers features and halls with their locations by id in one read, leaving out unknown ids', async () => {
    const { features, halls } = await scheduleCatalogue(database.db, { featureIds: [50, 51, 50, 99], venueIds: [41, 40, 98] });
    expect([...features.keys()].sort()).toEqual([50, 51]);
    expect(features.get(50)).toEqual({
      id: 50,
      name_he: 'המלט',
      name_en: 'Hamlet',
      synopsis_he: 'נסיך',
      synopsis_en: 'A prince',
      category_id: null,
      rating_name: '12+',
      release_date: '2026-01-02',
      duration_minutes: 160,
    });
    expect(features.get(51)).toMatchObject({ synopsis_he: null, rating_name: null, release_date: null, duration_minutes: 95 });
    expect([...halls.keys()].sort()).toEqual([40, 41]);
    expect(halls.get(41)).toEqual({
      id: 41,
      name_he: 'אולם 2',
      name_en: 'Hall 2',
      location_id: 31,
      location_name_he: 'חיפה',
      location_name_en: 'Haifa',
      time_zone: 'Europe/Berlin',
      is_offline: 1,
    });
    expect(halls.get(40)).toMatchObject({ location_id: 30, time_zone: 'Asia/Jerusalem', is_offline: 0 });
  });

  it('reads only the features, or only the halls, when no id of the other is given, and nothing for no ids', async () => {
    const onlyFeatures = await scheduleCatalogue(database.db, { featureIds: [51], venueIds: [] });
    expect([...onlyFeatures.features.keys()]).toEqual([51]);
    expect(onlyFeatures.halls.size).toBe(0);
    const onlyHalls = await scheduleCatalogue(database.db, { featureIds: [], venueIds: [42] });
    expect(onlyHalls.features.size).toBe(0);
    expect(onlyHalls.halls.get(42)).toMatchObject({ name_en: 'Streaming', location_id: 31 });
    const none = await scheduleCatalogue(database.db, { featureIds: [], venueIds: [] });
    expect(none.features.size + none.halls.size).toBe(0);
  });

  it("narrows a caller's query to a location's halls, and finds a business's streaming venue", async () => {
    const atHaifa = await database.db
      .selectFrom('venues')
      .select('id')
      .where('id', 'in', hallIdsOfLocation(database.db, 31))
      .orderBy('id')
      .execute();
    expect(atHaifa.map((v) => v.id)).toEqual([41, 42]);
    expect(await streamingVenueOf(database.db, 7)).toEqual({ id: 42, venue_type_id: 102 });
    expect(await streamingVenueOf(database.db, 8)).toBeUndefined();
  });
});
