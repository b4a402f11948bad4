import type { TestApp } from '@kupa/server/testing';

/** The p-th percentile of sorted figures (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A well-formed buyer uuid per number. */
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface BenchHallOptions {
  rows: number;
  seatsPerRow: number;
  presentations: number;
  /** The benchmark's "now"; the showtimes start 8 hours later, the business date is its day. */
  now: Date;
  businessDate: string;
  /** Per-ticket service charge of the showtimes, in agorot. */
  serviceChargeAgorot?: number;
}

/**
 * One business with one hall of rows x seatsPerRow plain seats (one price level) and `presentations` showtimes in it,
 * written straight into the benchmark's database. Answers the presentation ids.
 */
export async function insertBenchHall(t: Pick<TestApp, 'database'>, o: BenchHallOptions): Promise<number[]> {
  const db = t.database.db;
  const created = o.now.toISOString();
  await db
    .insertInto('businesses')
    .values({ id: 1, name_he: 'ב', name_en: 'Bench', slug: 'bench', kind: 'cinema', created_at: created })
    .execute();
  await db.insertInto('auth_profiles').values({ id: 1, business_id: 1, name: 'web' }).execute();
  await db.insertInto('sales_channels').values({ id: 1, business_id: 1, kind: 'web', name_he: 'אתר', name_en: 'Web' }).execute();
  await db.insertInto('locations').values({ id: 1, business_id: 1, name_he: 'מ', name_en: 'Place' }).execute();
  await db.insertInto('venues').values({ id: 1, business_id: 1, location_id: 1, name_he: 'א', name_en: 'Hall' }).execute();
  await db
    .insertInto('seatplans')
    .values({ id: 1, venue_id: 1, name: 'Hall', capacity: o.rows * o.seatsPerRow, width: 1000, height: 700 })
    .execute();
  await db.insertInto('seatplan_sections').values({ id: 1, seatplan_id: 1, name_he: 'אולם', name_en: 'Hall' }).execute();
  await db.insertInto('seatplan_groups').values({ id: 1, section_id: 1, x: 20, y: 40 }).execute();
  await db.insertInto('ticket_groups').values({ id: 1, business_id: 1, name_he: 'רגיל', name_en: 'Regular' }).execute();
  const seats = [];
  for (let y = 1; y <= o.rows; y++) {
    for (let x = 1; x <= o.seatsPerRow; x++) {
      seats.push({
        id: y * 100 + x,
        seatplan_id: 1,
        section_id: 1,
        group_id: 1,
        ticket_group_id: 1,
        grid_x: x,
        grid_y: y,
        row_name: String(y),
        seat_name: String(x),
        cx: x * 30,
        cy: y * 30,
      });
    }
  }
  // In slices: SQLite takes at most 32,766 parameters per statement (a 5,000-seat hall has more).
  for (let i = 0; i < seats.length; i += 1000)
    await db
      .insertInto('seats')
      .values(seats.slice(i, i + 1000))
      .execute();
  await db.insertInto('features').values({ id: 1, business_id: 1, name_he: 'ס', name_en: 'Film', duration_minutes: 100 }).execute();
  const ids = Array.from({ length: o.presentations }, (_, i) => 1 + i);
  await db
    .insertInto('presentations')
    .values(
      ids.map((id) => ({
        id,
        business_id: 1,
        auth_profile_id: 1,
        feature_id: 1,
        venue_id: 1,
        seatplan_id: 1,
        starts_at: new Date(o.now.getTime() + 8 * 3600_000).toISOString(),
        business_date: o.businessDate,
        duration_minutes: 100,
        max_seats_per_transaction: 10,
        service_charge_agorot: o.serviceChargeAgorot ?? 0,
      })),
    )
    .execute();
  return ids;
}
