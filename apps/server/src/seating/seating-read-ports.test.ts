import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { listedSeatplans } from './seat-counts';
import { seatNames, sectionNames } from './seat-places';
import { firstTicketGroupOf, inTicketGroupOrder, ticketGroupsByIds, ticketGroupsOfBusinesses } from './ticket-group-directory';

describe.each(testEngines())("the seating module's read ports for other modules on %s", (engine) => {
  let database: TestDatabase;
  let f: CatalogueFixture;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    f = await insertCatalogueFixture(database.db);
    await database.db
      .insertInto('seatplans')
      .values({ id: 1001, venue_id: 103, name: 'Empty', capacity: 0, width: 10, height: 10 })
      .execute();
    await database.db.updateTable('seatplans').set({ view_area_filename: 'hall-1.svg' }).where('id', '=', f.seatplanId).execute();
  });
  afterAll(async () => database?.dispose());

  it('answers seat plans with their sellable seats (blocked ones left out), files and image maps, leaving out unknown ids', async () => {
    const plans = await listedSeatplans(database.db, [f.seatplanId, 1001, f.seatplanId, 999_999]);
    expect([...plans.entries()].sort(([a], [b]) => a - b)).toEqual([
      [f.seatplanId, { sellableSeats: f.sellableSeats, viewAreaFilename: 'hall-1.svg', imageMapHtml: null }],
      [1001, { sellableSeats: 0, viewAreaFilename: null, imageMapHtml: null }],
    ]);
    expect((await listedSeatplans(database.db, [])).size).toBe(0);
  });

  it('gives every seat with its names and every section with its names as fragments another module joins', async () => {
    const seats = await seatNames(database.db).where('id', 'in', [1, 7, 999_999]).orderBy('id').execute();
    expect(seats.map(({ id, row_name, seat_name }) => ({ id, row_name, seat_name }))).toEqual([
      { id: 1, row_name: 'A', seat_name: '5' },
      { id: 7, row_name: 'B', seat_name: '4' },
    ]);
    const sections = await sectionNames(database.db)
      .where(
        'id',
        'in',
        seats.map((s) => s.section_id),
      )
      .execute();
    expect(sections.map(({ id: _id, ...names }) => names)).toEqual([
      { section_name_he: 'אולם', section_name_en: 'Hall', section_is_reserved: 1 },
    ]);
  });

  it('answers ticket groups of businesses in display order, by id, and the first by id', async () => {
    await database.db.updateTable('ticket_groups').set({ sort_order: 5 }).where('id', '=', 1).execute();
    try {
      expect((await ticketGroupsOfBusinesses(database.db, [f.businessId, f.businessId])).map((g) => g.id)).toEqual([2, 1]);
      expect(await ticketGroupsOfBusinesses(database.db, [])).toEqual([]);
      const byId = await ticketGroupsByIds(database.db, [2, 999_999]);
      expect([...byId.values()]).toEqual([
        { id: 2, business_id: f.businessId, name_he: 'פרימיום', name_en: 'Premium', color: null, sort_order: 2 },
      ]);
      expect(await firstTicketGroupOf(database.db, f.businessId)).toBe(1);
      expect(await firstTicketGroupOf(database.db, 999_999)).toBeUndefined();
    } finally {
      await database.db.updateTable('ticket_groups').set({ sort_order: 1 }).where('id', '=', 1).execute();
    }
  });
});

describe('inTicketGroupOrder', () => {
  const groups = new Map([
    [1, { sort_order: 2 }],
    [2, { sort_order: 1 }],
    [3, { sort_order: 1 }],
  ]);

  it('orders by the group sort order, then the group id, leaving out rows of unknown groups', () => {
    const rows = [1, 3, 9, 2, 1].map((ticket_group_id, i) => ({ ticket_group_id, i }));
    expect(inTicketGroupOrder(rows, groups).map((r) => [r.ticket_group_id, r.i])).toEqual([
      [2, 3],
      [3, 1],
      [1, 0],
      [1, 4],
    ]);
  });

  it('breaks ties of the sort order by the given order instead', () => {
    const rows = [
      { ticket_group_id: 3, id: 10 },
      { ticket_group_id: 2, id: 11 },
      { ticket_group_id: 3, id: 9 },
    ];
    expect(inTicketGroupOrder(rows, groups, (a, b) => a.id - b.id).map((r) => r.id)).toEqual([9, 10, 11]);
  });
});
