import { zonedTimeToUtc } from '@kupa/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PresentationsTable, SeatsTable } from '../db/schema';

/** "Now" of the seating fixture: Saturday 2026-11-21 12:00 in Jerusalem (the same instant as the catalogue fixture). */
export const SEATING_NOW = zonedTimeToUtc('2026-11-21', '12:00', 'Asia/Jerusalem');

/** The id of a fixture seat: section * 1000 + grid y * 10 + grid x (x below 10). */
export const fixtureSeatId = (sectionId: number, x: number, y: number) => sectionId * 1000 + y * 10 + x;

export const SEATING = {
  businessId: 2,
  venues: { hallA: 200, gaHall: 201, raceHall: 202, offlineHall: 203 },
  seatplans: { hallA: 2000, gaHall: 2001, raceHall: 2002 },
  sections: { hall: 21, balcony: 22, standing: 23, gaFloor: 24, raceHall: 25 },
  ticketGroups: { regular: 21, premium: 22 },
  presentations: {
    basic: 7001,
    policy3: 7002,
    vacant: 7003,
    offline: 7004,
    notYetOnSale: 7005,
    ended: 7006,
    ga: 7007,
    race: 7008,
    season1: 7009,
    season2: 7010,
    season3: 7011,
    best: 7012,
    timers: 7013,
    events: 7014,
    max2: 7015,
    cancelled: 7016,
    holdOrder: 7017,
    gaps: 7018,
    status: 7019,
    release: 7020,
  },
  memberships: { season: 31, club: 32, inactive: 33 },
  membershipPrices: { seasonA: 311, seasonB: 312, club: 321 },
} as const;

type SeatSpec = Partial<Insertable<SeatsTable>> & {
  section_id: number;
  group_id: number;
  grid_x: number;
  grid_y: number;
  row_name: string;
};

/**
 * Seat plans, presentations, prices and memberships for the seating tests, beside (not inside) the catalogue fixture:
 *
 * Hall A (plan 2000, venue 200, 400x300, screen "מסך"/"Screen"):
 *   section 21 "אולם"/"Hall", group 211 at (50, 40), rotate 0; seat labels run right to left (x = 1 is seat 8):
 *     row A (y 1): x 1..8 regular            row B (y 2): x 1 accessible, x 2 companion, x 8 limited view
 *     row C (y 3): four sofas L R L R L R L R row D (y 4): x 1..8 premium (price level 22)
 *     row E (y 5): x 1..4, x 4 blocked
 *   section 21, group 212 at (300, 200), rotate 90: row Z (y 10) x 1..3
 *   section 22 "יציע"/"Balcony", group 221 at (50, 250): row A x 1..4
 *   section 23 "עמידה"/"Standing" (not reserved), group 231 at (300, 40): row S x 1..3
 * General admission hall (plan 2001, venue 201): section 24, two rows of five places, presentation capacity 6.
 * Race hall (plan 2002, venue 202): section 25, rows 1..5 of eight seats and row 6 of five sofas: 50 seats.
 */
export async function insertSeatingFixture(db: Kysely<Database>): Promise<void> {
  const created = '2026-11-01T00:00:00.000Z';
  const at = (date: string, time: string) => zonedTimeToUtc(date, time, 'Asia/Jerusalem').toISOString();
  const { businessId: business_id } = SEATING;
  await db
    .insertInto('businesses')
    .values({ id: business_id, name_he: 'קולנוע', name_en: 'Movies', slug: 'movies', kind: 'cinema', created_at: created })
    .execute();
  await db.insertInto('auth_profiles').values({ id: 2, business_id, name: 'web' }).execute();
  await db
    .insertInto('locations')
    .values([
      { id: 20, business_id, name_he: 'ירושלים', name_en: 'Jerusalem', is_offline: 0 },
      { id: 21, business_id, name_he: 'אילת', name_en: 'Eilat', is_offline: 1 },
    ])
    .execute();
  await db
    .insertInto('venues')
    .values([
      { id: 200, business_id, location_id: 20, name_he: 'אולם א', name_en: 'Hall A', venue_type_id: 1 },
      { id: 201, business_id, location_id: 20, name_he: 'רחבה', name_en: 'Floor', venue_type_id: 1 },
      { id: 202, business_id, location_id: 20, name_he: 'אולם מרוץ', name_en: 'Race hall', venue_type_id: 1 },
      { id: 203, business_id, location_id: 21, name_he: 'אילת 1', name_en: 'Eilat 1', venue_type_id: 1 },
    ])
    .execute();
  await db
    .insertInto('seatplans')
    .values([
      {
        id: 2000,
        venue_id: 200,
        name: 'Hall A',
        capacity: 45,
        width: 400,
        height: 300,
        screen_label_he: 'מסך',
        screen_label_en: 'Screen',
        view_area_filename: 'hall-a.svg',
        image_map_html: null,
      },
      {
        id: 2001,
        venue_id: 201,
        name: 'Floor',
        capacity: 10,
        width: 200,
        height: 100,
        screen_label_he: 'במה',
        screen_label_en: 'Stage',
        view_area_filename: null,
        image_map_html: null,
      },
      {
        id: 2002,
        venue_id: 202,
        name: 'Race hall',
        capacity: 50,
        width: 300,
        height: 200,
        screen_label_he: null,
        screen_label_en: null,
        view_area_filename: null,
        image_map_html: null,
      },
    ])
    .execute();
  await db
    .insertInto('seatplan_sections')
    .values([
      { id: 21, seatplan_id: 2000, name_he: 'אולם', name_en: 'Hall', is_reserved: 1, sort_order: 1 },
      { id: 22, seatplan_id: 2000, name_he: 'יציע', name_en: 'Balcony', is_reserved: 1, sort_order: 2 },
      { id: 23, seatplan_id: 2000, name_he: 'עמידה', name_en: 'Standing', is_reserved: 0, sort_order: 3 },
      { id: 24, seatplan_id: 2001, name_he: 'רחבה', name_en: 'Floor', is_reserved: 0, sort_order: 1 },
      { id: 25, seatplan_id: 2002, name_he: 'אולם', name_en: 'Hall', is_reserved: 1, sort_order: 1 },
    ])
    .execute();
  await db
    .insertInto('seatplan_groups')
    .values([
      { id: 211, section_id: 21, x: 50, y: 40, rotate: 0 },
      { id: 212, section_id: 21, x: 300, y: 200, rotate: 90 },
      { id: 221, section_id: 22, x: 50, y: 250, rotate: 0 },
      { id: 231, section_id: 23, x: 300, y: 40, rotate: 0 },
      { id: 241, section_id: 24, x: 20, y: 20, rotate: 0 },
      { id: 251, section_id: 25, x: 20, y: 20, rotate: 0 },
    ])
    .execute();
  await db
    .insertInto('ticket_groups')
    .values([
      { id: 21, business_id, name_he: 'רגיל', name_en: 'Regular', sort_order: 1, color: '#3366cc' },
      { id: 22, business_id, name_he: 'פרימיום', name_en: 'Premium', sort_order: 2, color: '#cc9933' },
    ])
    .execute();

  const specs: SeatSpec[] = [];
  const row = (
    section_id: number,
    group_id: number,
    grid_y: number,
    row_name: string,
    xs: number[],
    extra: (x: number) => Partial<SeatSpec> = () => ({}),
  ) => {
    for (const grid_x of xs)
      specs.push({ section_id, group_id, grid_x, grid_y, row_name, seat_name: String(xs.length + 1 - grid_x), ...extra(grid_x) });
  };
  const eight = [1, 2, 3, 4, 5, 6, 7, 8];
  row(21, 211, 1, 'A', eight);
  row(21, 211, 2, 'B', eight, (x) => ({ is_accessible: x === 1 ? 1 : 0, is_companion: x === 2 ? 1 : 0, is_limited_view: x === 8 ? 1 : 0 }));
  row(21, 211, 3, 'C', eight, (x) => ({ sofa_side: x % 2 === 1 ? 'L' : 'R' }));
  row(21, 211, 4, 'D', eight, () => ({ is_premium: 1, ticket_group_id: 22 }));
  row(21, 211, 5, 'E', [1, 2, 3, 4], (x) => ({ is_blocked: x === 4 ? 1 : 0 }));
  row(21, 212, 10, 'Z', [1, 2, 3], (x) => ({ cy: 0, cx: (x - 1) * 30 }));
  row(22, 221, 1, 'A', [1, 2, 3, 4]);
  row(23, 231, 1, 'S', [1, 2, 3]);
  row(24, 241, 1, 'א', [1, 2, 3, 4, 5]);
  row(24, 241, 2, 'ב', [1, 2, 3, 4, 5]);
  for (let y = 1; y <= 5; y++) row(25, 251, y, String(y), eight);
  row(25, 251, 6, '6', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], (x) => ({ sofa_side: x % 2 === 1 ? 'L' : 'R' }));
  const planOf: Record<number, number> = { 21: 2000, 22: 2000, 23: 2000, 24: 2001, 25: 2002 };
  // SQLite fills a column missing from one row of a multi-row insert with NULL, not its default: every row spells out every column.
  await db
    .insertInto('seats')
    .values(
      specs.map((s) => ({
        id: fixtureSeatId(s.section_id, s.grid_x, s.grid_y),
        seatplan_id: planOf[s.section_id] ?? 0,
        section_id: s.section_id,
        group_id: s.group_id,
        ticket_group_id: s.ticket_group_id ?? 21,
        grid_x: s.grid_x,
        grid_y: s.grid_y,
        row_name: s.row_name,
        seat_name: s.seat_name ?? String(s.grid_x),
        cx: s.cx ?? (s.grid_x - 1) * 30,
        cy: s.cy ?? (s.grid_y - 1) * 30,
        allocation_id: null,
        sofa_side: s.sofa_side ?? null,
        is_premium: s.is_premium ?? 0,
        is_accessible: s.is_accessible ?? 0,
        is_companion: s.is_companion ?? 0,
        is_limited_view: s.is_limited_view ?? 0,
        is_blocked: s.is_blocked ?? 0,
      })),
    )
    .execute();

  await db.insertInto('features').values({ id: 20, business_id, name_he: 'מחזמר', name_en: 'Musical', duration_minutes: 120 }).execute();
  const P = SEATING.presentations;
  const base: Insertable<PresentationsTable> = {
    business_id,
    auth_profile_id: 2,
    feature_id: 20,
    venue_id: 200,
    seatplan_id: 2000,
    starts_at: at('2026-11-21', '20:00'),
    business_date: '2026-11-21',
    duration_minutes: 120,
    venue_type_id: 1,
    seating_policy_id: 1,
    is_reserved: 1,
    ga_capacity: null,
    max_seats_per_transaction: 6,
    requires_vacant_seat: 0,
    sale_starts_at: null,
    service_charge_agorot: 0,
    status: 'scheduled',
    lock_choose_seats_s: 600,
    lock_choose_tickets_s: 600,
    lock_customer_info_s: 900,
    lock_choose_products_s: 600,
  };
  const presentations: Array<Insertable<PresentationsTable>> = [
    { ...base, id: P.basic, service_charge_agorot: 550 },
    { ...base, id: P.policy3, seating_policy_id: 3 },
    { ...base, id: P.vacant, requires_vacant_seat: 1 },
    { ...base, id: P.offline, venue_id: 203 },
    { ...base, id: P.notYetOnSale, sale_starts_at: at('2026-11-25', '10:00') },
    { ...base, id: P.ended, starts_at: at('2026-11-21', '11:00') },
    { ...base, id: P.ga, venue_id: 201, seatplan_id: 2001, is_reserved: 0, ga_capacity: 6, max_seats_per_transaction: 4 },
    { ...base, id: P.race, venue_id: 202, seatplan_id: 2002, max_seats_per_transaction: 10 },
    { ...base, id: P.season1, starts_at: at('2026-11-22', '20:00'), business_date: '2026-11-22' },
    { ...base, id: P.season2, starts_at: at('2026-11-23', '20:00'), business_date: '2026-11-23' },
    { ...base, id: P.season3, starts_at: at('2026-11-24', '20:00'), business_date: '2026-11-24' },
    { ...base, id: P.best, max_seats_per_transaction: 10 },
    { ...base, id: P.timers, lock_choose_seats_s: 600, lock_choose_tickets_s: 300, lock_customer_info_s: 900, lock_choose_products_s: 120 },
    { ...base, id: P.events },
    { ...base, id: P.max2, max_seats_per_transaction: 2 },
    { ...base, id: P.cancelled, status: 'cancelled' },
    { ...base, id: P.holdOrder },
    { ...base, id: P.gaps },
    { ...base, id: P.status },
    { ...base, id: P.release },
  ];
  await db.insertInto('presentations').values(presentations).execute();

  await db
    .insertInto('price_policies')
    .values([
      {
        id: 21,
        business_id,
        ticket_group_id: 21,
        kind: 'regular',
        name_he: 'רגיל',
        name_en: 'Regular',
        price_agorot: 4500,
        sort_order: 1,
        requires_code: 0,
        ref1_prompt_he: null,
        ref1_prompt_en: null,
        service_charge_agorot: 0,
      },
      {
        id: 22,
        business_id,
        ticket_group_id: 21,
        kind: 'hotel',
        name_he: 'אורח מלון',
        name_en: 'Hotel guest',
        price_agorot: 4000,
        sort_order: 2,
        requires_code: 0,
        ref1_prompt_he: 'מספר חדר',
        ref1_prompt_en: 'Room number',
        service_charge_agorot: 0,
      },
      {
        id: 23,
        business_id,
        ticket_group_id: 21,
        kind: 'code',
        name_he: 'קוד הנחה',
        name_en: 'Discount code',
        price_agorot: 3000,
        sort_order: 3,
        requires_code: 1,
        ref1_prompt_he: null,
        ref1_prompt_en: null,
        service_charge_agorot: 0,
      },
      {
        id: 24,
        business_id,
        ticket_group_id: 22,
        kind: 'regular',
        name_he: 'פרימיום',
        name_en: 'Premium',
        price_agorot: 6990,
        sort_order: 1,
        requires_code: 0,
        ref1_prompt_he: null,
        ref1_prompt_en: null,
        service_charge_agorot: 200,
      },
    ])
    .execute();
  await db
    .insertInto('presentation_price_policies')
    .values([21, 22, 23, 24].map((price_policy_id) => ({ presentation_id: P.basic, price_policy_id })))
    .execute();

  await db
    .insertInto('memberships')
    .values([
      {
        id: 31,
        business_id,
        membership_type_id: 2,
        code: 'SEASON',
        name_he: 'מנוי עונתי',
        name_en: 'Season',
        season_id: 2026,
        validity_days: 365,
        is_active: 1,
      },
      {
        id: 32,
        business_id,
        membership_type_id: 1,
        code: 'CLUB',
        name_he: 'מועדון',
        name_en: 'Club',
        season_id: null,
        validity_days: 365,
        is_active: 1,
      },
      {
        id: 33,
        business_id,
        membership_type_id: 1,
        code: 'OLD',
        name_he: 'ישן',
        name_en: 'Old',
        season_id: null,
        validity_days: 365,
        is_active: 0,
      },
    ])
    .execute();
  await db
    .insertInto('membership_prices')
    .values([
      { id: 311, membership_id: 31, price_code: 'A', name_he: 'מלא', name_en: 'Full', price_agorot: 30000 },
      { id: 312, membership_id: 31, price_code: 'B', name_he: 'סטודנט', name_en: 'Student', price_agorot: 20000 },
      { id: 321, membership_id: 32, price_code: 'C', name_he: 'מועדון', name_en: 'Club', price_agorot: 10000 },
    ])
    .execute();
  await db
    .insertInto('membership_presentations')
    .values([
      { membership_id: 31, presentation_id: P.season1, is_required: 1 },
      { membership_id: 31, presentation_id: P.season2, is_required: 1 },
      { membership_id: 31, presentation_id: P.season3, is_required: 1 },
      { membership_id: 31, presentation_id: P.basic, is_required: 0 },
      { membership_id: 32, presentation_id: P.season1, is_required: 0 },
      { membership_id: 32, presentation_id: P.season2, is_required: 0 },
    ])
    .execute();
}
