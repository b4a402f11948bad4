import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NOW, insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { heldSeatCounts } from './held-seat-counts';

// testing/live-dashboard-fixture.ts: live holds of buyers still choosing on 5001, 5002 and 6001, an expired one on
// 5001, and the held claims of hold order 6 on 5001 (the reservations module counts those, as tickets).
describe.each(testEngines())('held seats per presentation on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertLiveDashboardFixture(database.db, database.dialect);
  });
  afterAll(async () => database?.dispose());

  it('counts held claims not yet expired and not part of an order', async () => {
    const counts = async (at: Date) =>
      (await heldSeatCounts(database.db, at.toISOString())).map((r) => [r.presentation_id, Number(r.held)]).sort(([a], [b]) => a! - b!);
    expect(await counts(DASHBOARD_NOW)).toEqual([
      [5001, 1],
      [5002, 1],
      [6001, 1],
    ]);
    expect(await counts(new Date(DASHBOARD_NOW.getTime() + 4 * 60_000))).toEqual([
      [5001, 1],
      [5002, 1],
    ]);
    expect(await counts(new Date(DASHBOARD_NOW.getTime() + 60 * 60_000))).toEqual([]);
  });
});
