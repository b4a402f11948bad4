import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NOW, insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { confirmedReservations, holdOrderTicketCounts, referenceTicketIdsSince, validTickets } from './sold-tickets';

// Tickets of testing/live-dashboard-fixture.ts are numbered in order: 1-2 (order 1), 3-5 (2; 4 and 5 with Sea Hotel),
// 6-8 (3, cancelled), 9-12 (4; 12 cancelled), 13-17 (5), 18-19 (6, a live hold order), 20-21 (7, a lapsed one),
// 22-24 (8; 24 City Hotel, sold 2026-11-19), 25 (9), 26-29 (10; 29 Stage Inn), 30 (11, Sea Hotel in September).
describe.each(testEngines())("the reservations module's sold and held tickets for the dashboard on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertLiveDashboardFixture(database.db, database.dialect);
  });
  afterAll(async () => database?.dispose());

  it('joins valid tickets of confirmed reservations as fragments, leaving out cancelled tickets, cancelled orders and hold orders', async () => {
    const { db } = database;
    const rows = await db
      .selectFrom(validTickets(db).as('t'))
      .innerJoin(confirmedReservations(db).as('r'), 'r.id', 't.reservation_id')
      .select(['t.id', 'r.identifier'])
      .where('t.presentation_id', 'in', [5001, 5002])
      .orderBy('t.id')
      .execute();
    expect(rows).toEqual([
      { id: 1, identifier: 'KPA-0001' },
      { id: 2, identifier: 'KPA-0001' },
      { id: 3, identifier: 'KPA-0002' },
      { id: 4, identifier: 'KPA-0002' },
      { id: 5, identifier: 'KPA-0002' },
      { id: 9, identifier: 'KPA-0004' },
      { id: 10, identifier: 'KPA-0004' },
      { id: 11, identifier: 'KPA-0004' },
    ]);
    const orders = await db.selectFrom(confirmedReservations(db).as('r')).select('r.id').orderBy('r.id').execute();
    expect(orders.map((r) => r.id)).toEqual([1, 2, 4, 5, 8, 9, 10, 11]);
  });

  it('counts the valid tickets of hold orders before their deadline per presentation, not of lapsed ones', async () => {
    const counts = await holdOrderTicketCounts(database.db, DASHBOARD_NOW.toISOString());
    expect(counts.map((r) => [r.presentation_id, Number(r.held)])).toEqual([[5001, 2]]);
    expect(await holdOrderTicketCounts(database.db, '2026-11-30T00:00:00.000Z')).toEqual([]);
  });

  it('answers valid tickets with a reference of some ticket types sold since an instant', async () => {
    const ids = async (policies: number[], since: string) =>
      (await referenceTicketIdsSince(database.db, policies, since)).sort((a, b) => a - b);
    expect(await ids([3, 21], '2026-11-20T00:00:00.000Z')).toEqual([4, 5, 29]);
    expect(await ids([3], '2026-09-01T00:00:00.000Z')).toEqual([4, 5, 24, 30]);
    expect(await ids([1, 2], '2026-09-01T00:00:00.000Z')).toEqual([]);
    expect(await ids([], '2026-09-01T00:00:00.000Z')).toEqual([]);
  });
});
