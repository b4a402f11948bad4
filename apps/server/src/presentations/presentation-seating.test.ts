import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeProductsByIds, hallSeatingFacts } from '../catalogue/catalogue-directory';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import {
  membershipSeatPolicies,
  presentationSaleWindows,
  presentationSeatingFacts,
  presentationTicketAddons,
  presentationTicketTypes,
} from './presentation-seating';

describe.each(testEngines())('the read ports seat selection uses on %s', (engine) => {
  let database: TestDatabase;
  let f: CatalogueFixture;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    f = await insertCatalogueFixture(database.db);
    await database.db.insertInto('price_policy_addons').values({ price_policy_id: 1, product_id: 2 }).execute();
    await database.db.insertInto('price_policy_addons').values({ price_policy_id: 1, product_id: 1 }).execute();
  });
  afterAll(async () => database?.dispose());

  it("answers a presentation's seat settings and its hall's default plan, offline flag and time zone", async () => {
    const { tonight } = f.presentationIds;
    const row = await presentationSeatingFacts(database.db, tonight);
    expect(row).toMatchObject({ id: tonight, venue_id: 100, seatplan_id: f.seatplanId, status: 'scheduled' });
    expect(await presentationSeatingFacts(database.db, 999_999)).toBeUndefined();
    expect(await hallSeatingFacts(database.db, 100)).toEqual({
      id: 100,
      default_seatplan_id: null,
      is_offline: 0,
      time_zone: 'Asia/Jerusalem',
    });
    expect(await hallSeatingFacts(database.db, 999_999)).toBeUndefined();
  });

  it("answers a presentation's web ticket types in their order and its add-ons, the products by the catalogue in theirs", async () => {
    const types = await presentationTicketTypes(database.db, f.presentationIds.tonight);
    expect(types.map((t) => [t.id, t.ticket_group_id])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 1],
    ]);
    expect(await presentationTicketTypes(database.db, f.presentationIds.vod)).toEqual([]);
    const addons = await presentationTicketAddons(database.db, f.presentationIds.tonight);
    expect(addons.map((a) => [a.price_policy_id, a.product_id]).sort()).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect((await activeProductsByIds(database.db, [2, 1, 999_999])).map((p) => [p.id, p.price_agorot])).toEqual([
      [1, 2400],
      [2, 1500],
    ]);
  });

  it('answers sale windows by id, leaving out unknown ids', async () => {
    const windows = await presentationSaleWindows(database.db, [f.presentationIds.tomorrow, 999_999]);
    expect([...windows.keys()]).toEqual([f.presentationIds.tomorrow]);
    expect(windows.get(f.presentationIds.tomorrow)).toMatchObject({ status: 'scheduled', starts_at: expect.any(String) });
    expect((await presentationSaleWindows(database.db, [])).size).toBe(0);
  });

  it("chooses a member seat's policy: one of its level the presentation sells, else one of the level, else any", async () => {
    const { tonight, vod } = f.presentationIds;
    const choose = await membershipSeatPolicies(database.db, {
      businessId: f.businessId,
      membershipId: 77,
      presentationIds: [tonight, vod],
    });
    expect(choose(tonight, 2)).toBe(3);
    expect(choose(vod, 1)).toBe(1);
    expect(choose(tonight, 99)).toBe(1);
    const none = await membershipSeatPolicies(database.db, { businessId: 999_999, membershipId: 77, presentationIds: [tonight] });
    expect(() => none(tonight, 1)).toThrow(expect.objectContaining({ code: 'COMMIT_FAILED' }));
  });
});
