import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { migrateToLatest } from './migrate';
import { CLOSED_STATE_COLUMNS } from './migrations/0016-closed-states';
import type { Insertable } from 'kysely';
import { TABLES_IN_DEPENDENCY_ORDER, type OutboxTable } from './schema';

describe.each(testEngines())('migrations on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('create every table of the Database interface', async () => {
    const tables = (await t.db.introspection.getTables()).map((x) => x.name);
    for (const name of TABLES_IN_DEPENDENCY_ORDER) expect(tables).toContain(name);
  });

  it('are idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(t.db, t.dialect)).toEqual([]);
  });

  it('let the database refuse a second claim on the same seat of a presentation', async () => {
    // The seat_claims primary key is the last line of defence against selling a seat twice.
    const now = new Date().toISOString();
    await t.db.insertInto('businesses').values({ id: 1, name_he: 'ע', name_en: 'B', slug: 'b', kind: 'cinema', created_at: now }).execute();
    await t.db.insertInto('auth_profiles').values({ id: 1, business_id: 1, name: 'web' }).execute();
    await t.db.insertInto('locations').values({ id: 1, business_id: 1, name_he: 'מ', name_en: 'L' }).execute();
    await t.db.insertInto('venues').values({ id: 1, business_id: 1, location_id: 1, name_he: 'א', name_en: 'H' }).execute();
    await t.db.insertInto('seatplans').values({ id: 1, venue_id: 1, name: 'p', capacity: 1, width: 10, height: 10 }).execute();
    await t.db.insertInto('seatplan_sections').values({ id: 1, seatplan_id: 1, name_he: 'א', name_en: 'H' }).execute();
    await t.db.insertInto('seatplan_groups').values({ id: 1, section_id: 1, x: 0, y: 0 }).execute();
    await t.db.insertInto('ticket_groups').values({ id: 1, business_id: 1, name_he: 'ר', name_en: 'R' }).execute();
    await t.db
      .insertInto('seats')
      .values({
        id: 1,
        seatplan_id: 1,
        section_id: 1,
        group_id: 1,
        ticket_group_id: 1,
        grid_x: 1,
        grid_y: 1,
        row_name: 'A',
        seat_name: '1',
        cx: 0,
        cy: 0,
      })
      .execute();
    await t.db.insertInto('features').values({ id: 1, business_id: 1, name_he: 'ס', name_en: 'F', duration_minutes: 90 }).execute();
    await t.db
      .insertInto('presentations')
      .values({
        id: 1,
        business_id: 1,
        auth_profile_id: 1,
        feature_id: 1,
        venue_id: 1,
        seatplan_id: 1,
        starts_at: now,
        business_date: '2026-11-21',
        duration_minutes: 90,
      })
      .execute();
    const claim = { presentation_id: 1, seat_id: 1, status: 'held' as const, created_at: now, updated_at: now };
    await t.db
      .insertInto('seat_claims')
      .values({ ...claim, buyer_uuid: 'a' })
      .execute();
    await expect(
      t.db
        .insertInto('seat_claims')
        .values({ ...claim, buyer_uuid: 'b' })
        .execute(),
    ).rejects.toThrow();
    const rows = await t.db.selectFrom('seat_claims').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.buyer_uuid).toBe('a');
  });

  it('let the database refuse a state outside its closed union, on insert and on update', async () => {
    const now = new Date().toISOString();
    const outbox = { business_id: null, channel: 'sms' as const, recipient: '0500000000', template: 't', body: 'b', created_at: now };
    await t.db.insertInto('outbox').values(outbox).execute();
    // A state the domain does not know, as a free string from elsewhere would write it (the types refuse it too).
    const unknown = 'delivered' as unknown as 'sent';
    await expect(
      t.db
        .insertInto('outbox')
        .values({ ...outbox, status: unknown })
        .execute(),
    ).rejects.toThrow();
    await expect(t.db.updateTable('outbox').set({ status: unknown }).execute()).rejects.toThrow();
    await expect(
      t.db
        .updateTable('seat_claims')
        .set({ status: 'taken' as unknown as 'held' })
        .execute(),
    ).rejects.toThrow();
    const states = await t.db.selectFrom('outbox').select('status').execute();
    expect(states.map((r) => r.status)).toEqual(['pending']);
    await t.db.updateTable('outbox').set({ status: 'sent' }).execute();
  });

  it('type every state column with its union, so that a state outside it fails the typecheck', () => {
    // @ts-expect-error 'delivered' is not an outbox state (npm run typecheck fails if the column ever accepts it)
    const outside: Insertable<OutboxTable>['status'] = 'delivered';
    const inside: Insertable<OutboxTable>['status'] = 'sent';
    expect([outside, inside]).toEqual(['delivered', 'sent']);
  });

  it('check every closed state column', () => {
    expect(CLOSED_STATE_COLUMNS.map((c) => `${c.table}.${c.column}`)).toEqual([
      'reservations.status',
      'reservations.kind',
      'reservations.order_type',
      'carts.order_type',
      'reservation_tickets.status',
      'seat_claims.status',
      'payments.status',
      'payments.method',
      'presentations.status',
      'outbox.status',
      'system_vouchers.status',
    ]);
  });
});
