import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeatingFixture, SEATING } from '../testing/seating-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { WebSalesChannels } from './order-sales-channels';

describe.each(testEngines())('the sales channel a web order is recorded under on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertSeatingFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  it("answers the business's first web channel (lowest id), or null when it has none", async () => {
    const business_id = SEATING.businessId;
    const channels = new WebSalesChannels();
    expect(await channels.idOf(database.db, business_id)).toBeNull();
    await database.db
      .insertInto('sales_channels')
      .values([
        { id: 903, business_id, kind: 'web', name_he: 'אתר ב', name_en: 'Web B' },
        { id: 901, business_id, kind: 'box_office', name_he: 'קופה', name_en: 'Box office' },
        { id: 902, business_id, kind: 'web', name_he: 'אתר', name_en: 'Web' },
      ])
      .execute();
    expect(await channels.idOf(database.db, business_id)).toBe(902);
    expect(await channels.idOf(database.db, 999)).toBeNull();
  });

  it('keeps an id it found: the business is not read again', async () => {
    const channels = new WebSalesChannels();
    expect(await channels.idOf(database.db, SEATING.businessId)).toBe(902);
    // A closed database would refuse any read: the kept id answers without one.
    const other = await createTestDatabase(engine);
    await other.dispose();
    expect(await channels.idOf(other.db, SEATING.businessId)).toBe(902);
    await expect(channels.idOf(other.db, 999)).rejects.toThrow();
  });
});
