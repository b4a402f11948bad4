import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { businessOfPresentation } from './presentation-business';

describe.each(testEngines())("the presentations module's read of a presentation's business on %s", (engine) => {
  let database: TestDatabase;
  let fixture: CatalogueFixture;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    fixture = await insertCatalogueFixture(database.db);
  });
  afterAll(async () => database?.dispose());

  it('answers the business of a presentation, and undefined for an unknown presentation', async () => {
    expect(await businessOfPresentation(database.db, fixture.presentationIds.tonight)).toBe(fixture.businessId);
    expect(await businessOfPresentation(database.db, 987654)).toBeUndefined();
  });
});
