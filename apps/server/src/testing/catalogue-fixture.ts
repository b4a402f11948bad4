import { zonedTimeToUtc } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface CatalogueFixture {
  businessId: number;
  locationIds: { telAviv: number; haifa: number };
  featureIds: { drama: number; comedy: number; vod: number };
  presentationIds: {
    tonight: number;
    tomorrow: number;
    startedTenMinutesAgo: number;
    startedAnHourAgo: number;
    haifaTomorrow: number;
    vod: number;
    ga: number;
  };
  seatplanId: number;
  sellableSeats: number;
}

/**
 * A small, hand-checkable catalogue: one business, two locations, a 10-seat hall (one blocked seat, so 9 sellable),
 * a general-admission hall, a video-on-demand venue, and presentations around a fixed "now" of 2026-11-21 12:00 Jerusalem.
 */
export async function insertCatalogueFixture(db: Kysely<Database>): Promise<CatalogueFixture> {
  const created = '2026-11-01T00:00:00.000Z';
  const at = (date: string, time: string) => zonedTimeToUtc(date, time, 'Asia/Jerusalem').toISOString();
  await db
    .insertInto('businesses')
    .values({ id: 1, name_he: 'סינמה', name_en: 'Cinema', slug: 'cinema', kind: 'cinema', created_at: created })
    .execute();
  await db.insertInto('auth_profiles').values({ id: 1, business_id: 1, name: 'web' }).execute();
  await db
    .insertInto('locations')
    .values([
      { id: 10, business_id: 1, name_he: 'תל אביב', name_en: 'Tel Aviv' },
      { id: 11, business_id: 1, name_he: 'חיפה', name_en: 'Haifa' },
    ])
    .execute();
  await db
    .insertInto('venues')
    .values([
      { id: 100, business_id: 1, location_id: 10, name_he: 'אולם 1', name_en: 'Hall 1', venue_type_id: 1 },
      { id: 101, business_id: 1, location_id: 11, name_he: 'אולם כללי', name_en: 'Open hall', venue_type_id: 1 },
      { id: 102, business_id: 1, location_id: 10, name_he: 'בבית', name_en: 'At home', venue_type_id: 101 },
      { id: 103, business_id: 1, location_id: 11, name_he: 'חיפה 1', name_en: 'Haifa 1', venue_type_id: 1 },
    ])
    .execute();
  await db.insertInto('seatplans').values({ id: 1000, venue_id: 100, name: 'Hall 1', capacity: 9, width: 400, height: 200 }).execute();
  await db.insertInto('seatplan_sections').values({ id: 1, seatplan_id: 1000, name_he: 'אולם', name_en: 'Hall' }).execute();
  await db.insertInto('seatplan_groups').values({ id: 1, section_id: 1, x: 100, y: 20 }).execute();
  await db
    .insertInto('ticket_groups')
    .values([
      { id: 1, business_id: 1, name_he: 'רגיל', name_en: 'Regular', sort_order: 1 },
      { id: 2, business_id: 1, name_he: 'פרימיום', name_en: 'Premium', sort_order: 2 },
    ])
    .execute();
  await db
    .insertInto('seats')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        id: i + 1,
        seatplan_id: 1000,
        section_id: 1,
        group_id: 1,
        ticket_group_id: i < 5 ? 1 : 2,
        grid_x: (i % 5) + 1,
        grid_y: i < 5 ? 1 : 2,
        row_name: i < 5 ? 'A' : 'B',
        seat_name: String(5 - (i % 5)),
        cx: (i % 5) * 30,
        cy: i < 5 ? 0 : 30,
        is_blocked: i === 9 ? 1 : 0,
      })),
    )
    .execute();
  await db
    .insertInto('features')
    .values([
      {
        id: 1,
        business_id: 1,
        name_he: 'דרמה',
        name_en: 'Drama',
        synopsis_he: 'תקציר',
        synopsis_en: 'Synopsis',
        duration_minutes: 120,
        poster_color: '#224466',
      },
      {
        id: 2,
        business_id: 1,
        name_he: 'קומדיה',
        name_en: 'Comedy',
        synopsis_he: null,
        synopsis_en: null,
        duration_minutes: 95,
        poster_color: null,
      },
      {
        id: 3,
        business_id: 1,
        name_he: 'בבית',
        name_en: 'Stream',
        synopsis_he: null,
        synopsis_en: null,
        duration_minutes: 100,
        poster_color: null,
      },
    ])
    .execute();
  // SQLite fills a column missing from one row of a multi-row insert with NULL, not its default: spell every one out.
  const base = {
    business_id: 1,
    auth_profile_id: 1,
    duration_minutes: 120,
    venue_type_id: 1,
    is_reserved: 1,
    service_charge_agorot: 0,
    ga_capacity: null,
    sale_stops_at: null,
  };
  await db
    .insertInto('presentations')
    .values([
      {
        ...base,
        id: 5001,
        feature_id: 1,
        venue_id: 100,
        seatplan_id: 1000,
        starts_at: at('2026-11-21', '20:00'),
        business_date: '2026-11-21',
        service_charge_agorot: 550,
      },
      {
        ...base,
        id: 5002,
        feature_id: 2,
        venue_id: 100,
        seatplan_id: 1000,
        starts_at: at('2026-11-22', '18:30'),
        business_date: '2026-11-22',
      },
      {
        ...base,
        id: 5003,
        feature_id: 1,
        venue_id: 100,
        seatplan_id: 1000,
        starts_at: at('2026-11-21', '11:50'),
        business_date: '2026-11-21',
      },
      {
        ...base,
        id: 5004,
        feature_id: 2,
        venue_id: 100,
        seatplan_id: 1000,
        starts_at: at('2026-11-21', '11:00'),
        business_date: '2026-11-21',
      },
      {
        ...base,
        id: 5005,
        feature_id: 1,
        venue_id: 103,
        seatplan_id: 1000,
        starts_at: at('2026-11-22', '21:00'),
        business_date: '2026-11-22',
      },
      // Video on demand: available since 10 November, on sale until 1 December.
      {
        ...base,
        id: 5006,
        feature_id: 3,
        venue_id: 102,
        seatplan_id: null,
        venue_type_id: 101,
        is_reserved: 0,
        starts_at: at('2026-11-10', '00:00'),
        business_date: '2026-11-10',
        sale_stops_at: '2026-12-01T00:00:00.000Z',
      },
      {
        ...base,
        id: 5007,
        feature_id: 2,
        venue_id: 101,
        seatplan_id: null,
        is_reserved: 0,
        ga_capacity: 50,
        starts_at: at('2026-11-22', '20:00'),
        business_date: '2026-11-22',
      },
    ])
    .execute();
  await db
    .insertInto('price_policies')
    .values([
      {
        id: 1,
        business_id: 1,
        ticket_group_id: 1,
        kind: 'regular',
        name_he: 'רגיל',
        name_en: 'Regular',
        price_agorot: 4500,
        loyalty_points_price: null,
      },
      {
        id: 2,
        business_id: 1,
        ticket_group_id: 1,
        kind: 'senior',
        name_he: 'אזרח ותיק',
        name_en: 'Senior',
        price_agorot: 3200,
        loyalty_points_price: null,
      },
      {
        id: 3,
        business_id: 1,
        ticket_group_id: 2,
        kind: 'regular',
        name_he: 'פרימיום',
        name_en: 'Premium',
        price_agorot: 6990,
        loyalty_points_price: null,
      },
      {
        id: 4,
        business_id: 1,
        ticket_group_id: 1,
        kind: 'loyalty',
        name_he: 'נקודות',
        name_en: 'Points',
        price_agorot: 0,
        loyalty_points_price: 100,
      },
      {
        id: 5,
        business_id: 1,
        ticket_group_id: 1,
        kind: 'membership',
        name_he: 'מנוי',
        name_en: 'Member',
        price_agorot: 0,
        loyalty_points_price: null,
      },
    ])
    .execute();
  await db
    .insertInto('presentation_price_policies')
    .values([5001, 5002, 5003, 5004, 5005].flatMap((p) => [1, 2, 3, 4, 5].map((pp) => ({ presentation_id: p, price_policy_id: pp }))))
    .execute();
  await db
    .insertInto('products')
    .values([
      { id: 1, business_id: 1, name_he: 'פופקורן', name_en: 'Popcorn', category: 'snack', price_agorot: 2400, sort_order: 1 },
      { id: 2, business_id: 1, name_he: 'שתייה', name_en: 'Drink', category: 'drink', price_agorot: 1500, sort_order: 2 },
    ])
    .execute();
  await db
    .insertInto('location_products')
    .values([
      { location_id: 10, product_id: 1 },
      { location_id: 10, product_id: 2 },
    ])
    .execute();
  return {
    businessId: 1,
    locationIds: { telAviv: 10, haifa: 11 },
    featureIds: { drama: 1, comedy: 2, vod: 3 },
    presentationIds: {
      tonight: 5001,
      tomorrow: 5002,
      startedTenMinutesAgo: 5003,
      startedAnHourAgo: 5004,
      haifaTomorrow: 5005,
      vod: 5006,
      ga: 5007,
    },
    seatplanId: 1000,
    sellableSeats: 9,
  };
}

/** "Now" of the fixture: Saturday 2026-11-21 12:00 in Jerusalem. */
export const FIXTURE_NOW = zonedTimeToUtc('2026-11-21', '12:00', 'Asia/Jerusalem');
