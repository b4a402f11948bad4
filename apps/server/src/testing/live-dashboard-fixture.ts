import { localDateOf, zonedTimeToUtc } from '@kupa/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PresentationsTable, ReservationTicketsTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import type { DialectName } from '../db/dialect';
import { refreshSalesSummariesOfReservation } from '../live-dashboard/sales-summary';
import { hashPassword } from '../staff-auth/password';

/** "Now" of the dashboard fixture: Saturday 2026-11-21 12:00 in Jerusalem (10:00 UTC). */
export const DASHBOARD_NOW = zonedTimeToUtc('2026-11-21', '12:00', 'Asia/Jerusalem');

/** Staff users of the fixture: username -> password. */
export const DASHBOARD_STAFF = {
  cinema: { password: 'cinema-pass', businesses: [1], isAdmin: false },
  theatre: { password: 'theatre-pass', businesses: [2], isAdmin: false },
  manager: { password: 'manager-pass', businesses: [1, 2], isAdmin: true },
  cinemaadmin: { password: 'cinemaadmin-pass', businesses: [1], isAdmin: true },
  retired: { password: 'retired-pass', businesses: [1], isAdmin: false, inactive: true },
} as const;

export const DASHBOARD = {
  businesses: { cinema: 1, theatre: 2 },
  channels: { cinemaWeb: 11, cinemaPos: 12, cinemaKiosk: 13, theatreWeb: 21, theatrePos: 22 },
  locations: { telAviv: 10, haifa: 11, jaffa: 20 },
  venues: { hall1: 100, openHall: 101, atHome: 102, haifa1: 110, mainStage: 200 },
  features: { drama: 1, comedy: 2, stream: 3, hamlet: 20 },
  categories: { drama: 1, comedy: 2, play: 20 },
  presentations: {
    dramaTonight: 5001,
    comedyTonight: 5002,
    comedyOpenHall: 5003,
    haifaTonight: 5004,
    dramaTomorrow: 5005,
    dramaYesterday: 5006,
    vod: 5007,
    calledOff: 5008,
    dramaOctober: 5009,
    hamletTonight: 6001,
    hamletMonday: 6002,
  },
  pricePolicies: { regular: 1, senior: 2, hotel: 3, theatreRegular: 20, theatreHotel: 21 },
  products: { popcorn: 1, drink: 2, nachos: 3, programme: 20 },
  customers: { seaHotelAgent: 1, buyer: 2, innAgent: 20 },
  options: { seaHotel: 1, cityHotel: 2, stageInn: 20 },
  reservations: {
    web: 1,
    boxOffice: 2,
    cancelled: 3,
    kiosk: 4,
    openHall: 5,
    hold: 6,
    lapsedHold: 7,
    noChannel: 8,
    tomorrow: 9,
    theatre: 10,
    october: 11,
  },
} as const;

const at = (date: string, time: string) => zonedTimeToUtc(date, time, 'Asia/Jerusalem').toISOString();
const minutesFromNow = (m: number) => new Date(DASHBOARD_NOW.getTime() + m * 60_000).toISOString();

/**
 * A small, hand-checkable data set for the staff dashboard, two businesses side by side:
 *
 * Cinema (business 1): Tel Aviv (location 10) with Hall 1 (venue 100, 10 seats), an open hall (101, general
 * admission of 50) and a video-on-demand venue (102); Haifa (11) with Haifa 1 (110, 8 seats).
 *   Saturday 2026-11-21: Drama 20:00 in Hall 1 (5001), Comedy 17:00 in Hall 1 (5002), Comedy 21:00 in the open
 *   hall (5003), Drama 19:00 in Haifa 1 (5004); also a video-on-demand stream (5007) and a called-off show (5008),
 *   which the dashboard does not count. Drama on Friday 11-20 (5006), Sunday 11-22 (5005) and 2026-10-01 (5009).
 * Theatre (business 2): Jaffa (20) with the main stage (200, 20 seats): Hamlet 20:30 on 11-21 (6001) and 11-23 (6002).
 *
 * Orders (sale time in UTC; prices in agorot; service charge per ticket):
 *   R1  web, 11-20 10:00, 5001: 2 regular 4500 (+500 service); popcorn x2 (2400), drink x1 (1500)
 *   R2  box office, 11-21 08:00, 5001: 1 senior 3200, 2 hotel 3000 "Sea Hotel" (rooms 12 and 14); nachos x1 (2800)
 *   R3  CANCELLED, web, 5001: 3 regular 4500, popcorn x3 -> counts nowhere
 *   R4  kiosk, 11-21 09:00, 5002: 4 regular 4500 (+500), one of them cancelled alone -> 3; drink x2 (1500)
 *   R5  box office, 11-21 09:30, 5003: 5 regular 4500 without seats; popcorn x1
 *   R6  unpaid HOLD, deadline 11-21 19:30 local, 5001: 2 regular (their seats are held claims of the order)
 *   R7  unpaid hold whose deadline passed (11-21 09:00 UTC), 5004: 2 regular -> counts nowhere
 *   R8  no channel, 11-19, 5006: 2 regular 4500, 1 hotel 3000 "City Hotel"
 *   R9  web, 11-21, 5005: 1 regular 4500 (+500)
 *   R10 theatre box office, 11-21 08:00, 6001: 3 regular 12000, 1 hotel 10000 "Stage Inn"; programme x2 (2000)
 *   R11 box office, 2026-10-01, 5009: 1 hotel 3000 "Sea Hotel"
 * Live seat holds (not orders): 5001 seat 9 (live) and seat 10 (expired 1 minute ago), 5002 seat 8, 6001 seat 2020.
 * Reference options: Sea Hotel (policy 3, agent customer 1, quantity 10), City Hotel (policy 3, no agent, 5),
 * Stage Inn (policy 21, agent customer 20, 4).
 */
export async function insertLiveDashboardFixture(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const created = '2026-09-01T00:00:00.000Z';
  await db
    .insertInto('businesses')
    .values([
      { id: 1, name_he: 'סינמה', name_en: 'Cinema', slug: 'cinema', kind: 'cinema', created_at: created },
      { id: 2, name_he: 'תיאטרון', name_en: 'Theatre', slug: 'theatre', kind: 'theatre', created_at: created },
    ])
    .execute();
  await db
    .insertInto('auth_profiles')
    .values([
      { id: 1, business_id: 1, name: 'web' },
      { id: 2, business_id: 2, name: 'web' },
    ])
    .execute();
  await db
    .insertInto('sales_channels')
    .values([
      { id: 11, business_id: 1, kind: 'web', name_he: 'אתר', name_en: 'Website' },
      { id: 12, business_id: 1, kind: 'pos', name_he: 'קופה 1', name_en: 'Box office 1' },
      { id: 13, business_id: 1, kind: 'kiosk', name_he: 'עמדה', name_en: 'Kiosk' },
      { id: 21, business_id: 2, kind: 'web', name_he: 'אתר התיאטרון', name_en: 'Theatre website' },
      { id: 22, business_id: 2, kind: 'pos', name_he: 'קופת התיאטרון', name_en: 'Theatre box office' },
    ])
    .execute();
  await db
    .insertInto('locations')
    .values([
      { id: 10, business_id: 1, name_he: 'תל אביב', name_en: 'Tel Aviv', is_offline: 0 },
      { id: 11, business_id: 1, name_he: 'חיפה', name_en: 'Haifa', is_offline: 0 },
      { id: 20, business_id: 2, name_he: 'יפו', name_en: 'Jaffa', is_offline: 0 },
    ])
    .execute();
  await db
    .insertInto('venues')
    .values([
      { id: 100, business_id: 1, location_id: 10, name_he: 'אולם 1', name_en: 'Hall 1', venue_type_id: 1, default_seatplan_id: null },
      { id: 101, business_id: 1, location_id: 10, name_he: 'רחבה', name_en: 'Open hall', venue_type_id: 1, default_seatplan_id: null },
      { id: 102, business_id: 1, location_id: 10, name_he: 'בבית', name_en: 'At home', venue_type_id: 101, default_seatplan_id: null },
      { id: 110, business_id: 1, location_id: 11, name_he: 'חיפה 1', name_en: 'Haifa 1', venue_type_id: 1, default_seatplan_id: null },
      {
        id: 200,
        business_id: 2,
        location_id: 20,
        name_he: 'הבמה הראשית',
        name_en: 'Main stage',
        venue_type_id: 1,
        default_seatplan_id: null,
      },
    ])
    .execute();
  const plans = [
    { id: 1000, venue: 100, seats: 10, business: 1 },
    { id: 1100, venue: 110, seats: 8, business: 1 },
    { id: 2000, venue: 200, seats: 20, business: 2 },
  ];
  await db
    .insertInto('ticket_groups')
    .values([
      { id: 1, business_id: 1, name_he: 'רגיל', name_en: 'Regular' },
      { id: 2, business_id: 2, name_he: 'אולם', name_en: 'Stalls' },
    ])
    .execute();
  for (const p of plans) {
    await db
      .insertInto('seatplans')
      .values({ id: p.id, venue_id: p.venue, name: `plan ${p.id}`, capacity: p.seats, width: 400, height: 200 })
      .execute();
    await db.insertInto('seatplan_sections').values({ id: p.id, seatplan_id: p.id, name_he: 'אולם', name_en: 'Hall' }).execute();
    await db.insertInto('seatplan_groups').values({ id: p.id, section_id: p.id, x: 0, y: 0 }).execute();
    // Seat ids: plan 1000 -> 1..10, plan 1100 -> 1101..1108, plan 2000 -> 2001..2020.
    const firstId = p.id === 1000 ? 1 : p.id + 1;
    await db
      .insertInto('seats')
      .values(
        Array.from({ length: p.seats }, (_, i) => ({
          id: firstId + i,
          seatplan_id: p.id,
          section_id: p.id,
          group_id: p.id,
          ticket_group_id: p.business,
          grid_x: i + 1,
          grid_y: 1,
          row_name: 'A',
          seat_name: String(i + 1),
          cx: i * 30,
          cy: 0,
        })),
      )
      .execute();
  }
  await db
    .insertInto('feature_categories')
    .values([
      { id: 1, business_id: 1, name_he: 'דרמה', name_en: 'Drama' },
      { id: 2, business_id: 1, name_he: 'קומדיה', name_en: 'Comedy' },
      { id: 20, business_id: 2, name_he: 'מחזה', name_en: 'Play' },
    ])
    .execute();
  await db
    .insertInto('features')
    .values([
      { id: 1, business_id: 1, category_id: 1, name_he: 'דרמה', name_en: 'Drama', duration_minutes: 120 },
      { id: 2, business_id: 1, category_id: 2, name_he: 'קומדיה', name_en: 'Comedy', duration_minutes: 95 },
      { id: 3, business_id: 1, category_id: null, name_he: 'סטרים', name_en: 'Stream', duration_minutes: 100 },
      { id: 20, business_id: 2, category_id: 20, name_he: 'המלט', name_en: 'Hamlet', duration_minutes: 150 },
    ])
    .execute();
  // SQLite fills a column missing from one row of a multi-row insert with NULL, not its default: spell every one out.
  const show = (
    id: number,
    business: number,
    feature: number,
    venue: number,
    seatplan: number | null,
    date: string,
    time: string,
    extra: Partial<Insertable<PresentationsTable>> = {},
  ) => ({
    id,
    business_id: business,
    auth_profile_id: business,
    feature_id: feature,
    venue_id: venue,
    seatplan_id: seatplan,
    starts_at: at(date, time),
    business_date: date,
    duration_minutes: 120,
    venue_type_id: 1,
    is_reserved: 1,
    ga_capacity: null,
    status: 'scheduled' as const,
    ...extra,
  });
  await db
    .insertInto('presentations')
    .values([
      show(5001, 1, 1, 100, 1000, '2026-11-21', '20:00'),
      show(5002, 1, 2, 100, 1000, '2026-11-21', '17:00'),
      show(5003, 1, 2, 101, null, '2026-11-21', '21:00', { is_reserved: 0, ga_capacity: 50 }),
      show(5004, 1, 1, 110, 1100, '2026-11-21', '19:00'),
      show(5005, 1, 1, 100, 1000, '2026-11-22', '20:00'),
      show(5006, 1, 1, 100, 1000, '2026-11-20', '20:00'),
      show(5007, 1, 3, 102, null, '2026-11-21', '00:00', { venue_type_id: 101, is_reserved: 0 }),
      show(5008, 1, 2, 100, 1000, '2026-11-21', '23:00', { status: 'cancelled' }),
      show(5009, 1, 1, 100, 1000, '2026-10-01', '20:00'),
      show(6001, 2, 20, 200, 2000, '2026-11-21', '20:30'),
      show(6002, 2, 20, 200, 2000, '2026-11-23', '20:30'),
    ])
    .execute();
  const policy = (
    id: number,
    business: number,
    kind: 'regular' | 'senior' | 'hotel',
    name: [string, string],
    price: number,
    prompt: [string, string] | null = null,
  ) => ({
    id,
    business_id: business,
    ticket_group_id: business,
    kind,
    name_he: name[0],
    name_en: name[1],
    price_agorot: price,
    loyalty_points_price: null,
    ref1_prompt_he: prompt?.[0] ?? null,
    ref1_prompt_en: prompt?.[1] ?? null,
  });
  await db
    .insertInto('price_policies')
    .values([
      policy(1, 1, 'regular', ['רגיל', 'Regular'], 4500),
      policy(2, 1, 'senior', ['אזרח ותיק', 'Senior'], 3200),
      policy(3, 1, 'hotel', ['אורח מלון', 'Hotel guest'], 3000, ['שם המלון', 'Hotel name']),
      policy(20, 2, 'regular', ['רגיל', 'Regular'], 12000),
      policy(21, 2, 'hotel', ['אורח מלון', 'Hotel guest'], 10000, ['שם המלון', 'Hotel name']),
    ])
    .execute();
  await db
    .insertInto('products')
    .values([
      { id: 1, business_id: 1, name_he: 'פופקורן', name_en: 'Popcorn', category: 'snack', price_agorot: 2400 },
      { id: 2, business_id: 1, name_he: 'שתייה', name_en: 'Drink', category: 'drink', price_agorot: 1500 },
      { id: 3, business_id: 1, name_he: "נאצ'וס", name_en: 'Nachos', category: 'snack', price_agorot: 2800 },
      { id: 20, business_id: 2, name_he: 'תוכנייה', name_en: 'Programme', category: 'merch', price_agorot: 2000 },
    ])
    .execute();
  await db
    .insertInto('customers')
    .values([
      { id: 1, business_id: 1, first_name: 'דן', last_name: 'מלונאי', created_at: created },
      { id: 2, business_id: 1, first_name: 'רות', last_name: 'קונה', created_at: created },
      { id: 20, business_id: 2, first_name: 'גיל', last_name: 'פונדקאי', created_at: created },
    ])
    .execute();
  await db
    .insertInto('reference_prompt_options')
    .values([
      {
        id: 1,
        business_id: 1,
        price_policy_id: 3,
        agent_customer_id: 1,
        reference1: 'Sea Hotel',
        reference2: 'AG-1',
        quantity: 10,
        created_at: created,
      },
      {
        id: 2,
        business_id: 1,
        price_policy_id: 3,
        agent_customer_id: null,
        reference1: 'City Hotel',
        reference2: 'AG-2',
        quantity: 5,
        created_at: created,
      },
      {
        id: 20,
        business_id: 2,
        price_policy_id: 21,
        agent_customer_id: 20,
        reference1: 'Stage Inn',
        reference2: 'AG-20',
        quantity: 4,
        created_at: created,
      },
    ])
    .execute();

  type Ticket = {
    presentation: number;
    policy: number;
    price: number;
    service?: number;
    seat?: number | null;
    status?: 'valid' | 'cancelled';
    ref1?: string;
    ref2?: string;
  };
  type Order = {
    id: number;
    business: number;
    channel: number | null;
    status: 'confirmed' | 'cancelled' | 'hold';
    createdAt: string;
    holdDeadline?: string;
    tickets: Ticket[];
    products?: Array<{ presentation: number; product: number; quantity: number; price: number }>;
  };
  const regular = (presentation: number, seat: number | null, extra: Partial<Ticket> = {}): Ticket => ({
    presentation,
    policy: 1,
    price: 4500,
    seat,
    ...extra,
  });
  const orders: Order[] = [
    {
      id: 1,
      business: 1,
      channel: 11,
      status: 'confirmed',
      createdAt: '2026-11-20T10:00:00.000Z',
      tickets: [regular(5001, 1, { service: 500 }), regular(5001, 2, { service: 500 })],
      products: [
        { presentation: 5001, product: 1, quantity: 2, price: 2400 },
        { presentation: 5001, product: 2, quantity: 1, price: 1500 },
      ],
    },
    {
      id: 2,
      business: 1,
      channel: 12,
      status: 'confirmed',
      createdAt: '2026-11-21T08:00:00.000Z',
      tickets: [
        { presentation: 5001, policy: 2, price: 3200, seat: 3 },
        { presentation: 5001, policy: 3, price: 3000, seat: 4, ref1: 'Sea Hotel', ref2: 'Room 12' },
        { presentation: 5001, policy: 3, price: 3000, seat: 7, ref1: 'Sea Hotel', ref2: 'Room 14' },
      ],
      products: [{ presentation: 5001, product: 3, quantity: 1, price: 2800 }],
    },
    {
      id: 3,
      business: 1,
      channel: 11,
      status: 'cancelled',
      createdAt: '2026-11-20T11:00:00.000Z',
      tickets: [
        regular(5001, 8, { status: 'cancelled' }),
        regular(5001, 9, { status: 'cancelled' }),
        regular(5001, 10, { status: 'cancelled' }),
      ],
      products: [{ presentation: 5001, product: 1, quantity: 3, price: 2400 }],
    },
    {
      id: 4,
      business: 1,
      channel: 13,
      status: 'confirmed',
      createdAt: '2026-11-21T09:00:00.000Z',
      tickets: [
        regular(5002, 1, { service: 500 }),
        regular(5002, 2, { service: 500 }),
        regular(5002, 3, { service: 500 }),
        regular(5002, 4, { service: 500, status: 'cancelled' }),
      ],
      products: [{ presentation: 5002, product: 2, quantity: 2, price: 1500 }],
    },
    {
      id: 5,
      business: 1,
      channel: 12,
      status: 'confirmed',
      createdAt: '2026-11-21T09:30:00.000Z',
      tickets: [1, 2, 3, 4, 5].map(() => regular(5003, null)),
      products: [{ presentation: 5003, product: 1, quantity: 1, price: 2400 }],
    },
    {
      id: 6,
      business: 1,
      channel: 11,
      status: 'hold',
      createdAt: '2026-11-21T07:00:00.000Z',
      holdDeadline: at('2026-11-21', '19:30'),
      tickets: [regular(5001, 5), regular(5001, 6)],
    },
    {
      id: 7,
      business: 1,
      channel: 11,
      status: 'hold',
      createdAt: '2026-11-20T07:00:00.000Z',
      holdDeadline: '2026-11-21T09:00:00.000Z',
      tickets: [regular(5004, 1101), regular(5004, 1102)],
    },
    {
      id: 8,
      business: 1,
      channel: null,
      status: 'confirmed',
      createdAt: '2026-11-19T12:00:00.000Z',
      tickets: [
        regular(5006, 1),
        regular(5006, 2),
        { presentation: 5006, policy: 3, price: 3000, seat: 3, ref1: 'City Hotel', ref2: 'Room 3' },
      ],
    },
    {
      id: 9,
      business: 1,
      channel: 11,
      status: 'confirmed',
      createdAt: '2026-11-21T06:00:00.000Z',
      tickets: [regular(5005, 1, { service: 500 })],
    },
    {
      id: 10,
      business: 2,
      channel: 22,
      status: 'confirmed',
      createdAt: '2026-11-21T08:00:00.000Z',
      tickets: [
        { presentation: 6001, policy: 20, price: 12000, seat: 2001 },
        { presentation: 6001, policy: 20, price: 12000, seat: 2002 },
        { presentation: 6001, policy: 20, price: 12000, seat: 2003 },
        { presentation: 6001, policy: 21, price: 10000, seat: 2004, ref1: 'Stage Inn', ref2: 'Room 1' },
      ],
      products: [{ presentation: 6001, product: 20, quantity: 2, price: 2000 }],
    },
    {
      id: 11,
      business: 1,
      channel: 12,
      status: 'confirmed',
      createdAt: '2026-09-30T08:00:00.000Z',
      tickets: [{ presentation: 5009, policy: 3, price: 3000, seat: 1, ref1: 'Sea Hotel', ref2: 'Room 2' }],
    },
  ];

  let ticketId = 1;
  let productLineId = 1;
  for (const o of orders) {
    const valid = o.tickets.filter((t) => (t.status ?? 'valid') === 'valid');
    const ticketsAgorot = o.tickets.reduce((sum, t) => sum + t.price, 0);
    const serviceAgorot = o.tickets.reduce((sum, t) => sum + (t.service ?? 0), 0);
    const productsAgorot = (o.products ?? []).reduce((sum, p) => sum + p.quantity * p.price, 0);
    // Written as a checkout would: the order, its lines and seats, and the summary refresh, in one transaction.
    await writeTransaction(db, dialect, async (trx) => {
      await trx
        .insertInto('reservations')
        .values({
          id: o.id,
          identifier: `KPA-${String(o.id).padStart(4, '0')}`,
          business_id: o.business,
          customer_id: o.id === 2 ? 2 : null,
          channel_id: o.channel,
          buyer_uuid: `00000000-0000-4000-8000-${String(o.id).padStart(12, '0')}`,
          kind: 'tickets',
          order_type: o.status === 'hold' ? 'hold' : 'normal',
          status: o.status,
          tickets_agorot: ticketsAgorot,
          service_charge_agorot: serviceAgorot,
          products_agorot: productsAgorot,
          total_agorot: ticketsAgorot + serviceAgorot + productsAgorot,
          business_date: localDateOf(new Date(o.createdAt)),
          hold_deadline: o.holdDeadline ?? null,
          paid_at: o.status === 'hold' ? null : o.createdAt,
          cancelled_at: o.status === 'cancelled' ? '2026-11-20T12:00:00.000Z' : null,
          edocument_key: `edoc-${o.id}`,
          created_at: o.createdAt,
        })
        .execute();
      const tickets: Array<Insertable<ReservationTicketsTable>> = o.tickets.map((t) => ({
        id: ticketId++,
        reservation_id: o.id,
        presentation_id: t.presentation,
        seat_id: t.seat ?? null,
        ticket_group_id: o.business,
        price_policy_id: t.policy,
        price_agorot: t.price,
        service_charge_agorot: t.service ?? 0,
        ticket_secret: `secret-${o.id}-${ticketId}`,
        status: t.status ?? 'valid',
        ref1: t.ref1 ?? null,
        ref2: t.ref2 ?? null,
        created_at: o.createdAt,
      }));
      await trx.insertInto('reservation_tickets').values(tickets).execute();
      for (const p of o.products ?? []) {
        await trx
          .insertInto('reservation_products')
          .values({
            id: productLineId++,
            reservation_id: o.id,
            presentation_id: p.presentation,
            product_id: p.product,
            ticket_id: null,
            quantity: p.quantity,
            unit_price_agorot: p.price,
          })
          .execute();
      }
      for (const t of valid) {
        if (!t.seat || o.status === 'cancelled') continue;
        await trx
          .insertInto('seat_claims')
          .values({
            presentation_id: t.presentation,
            seat_id: t.seat,
            buyer_uuid: `00000000-0000-4000-8000-${String(o.id).padStart(12, '0')}`,
            status: o.status === 'hold' ? 'held' : 'sold',
            expires_at: o.status === 'hold' ? (o.holdDeadline ?? null) : null,
            reservation_id: o.id,
            created_at: o.createdAt,
            updated_at: o.createdAt,
          })
          .execute();
      }
      await refreshSalesSummariesOfReservation(trx, o.id, DASHBOARD_NOW);
    });
  }

  // Checkout holds of buyers still choosing: live ones count as held, an expired one does not.
  const hold = (presentation_id: number, seat_id: number, expires_at: string, buyer: string) => ({
    presentation_id,
    seat_id,
    buyer_uuid: buyer,
    status: 'held' as const,
    expires_at,
    reservation_id: null,
    created_at: DASHBOARD_NOW.toISOString(),
    updated_at: DASHBOARD_NOW.toISOString(),
  });
  await db
    .insertInto('seat_claims')
    .values([
      hold(5001, 9, minutesFromNow(5), '11111111-1111-4111-8111-111111111111'),
      hold(5001, 10, minutesFromNow(-1), '22222222-2222-4222-8222-222222222222'),
      hold(5002, 8, minutesFromNow(8), '33333333-3333-4333-8333-333333333333'),
      hold(6001, 2020, minutesFromNow(3), '44444444-4444-4444-8444-444444444444'),
    ])
    .execute();

  let userId = 1;
  for (const [username, user] of Object.entries(DASHBOARD_STAFF)) {
    const id = userId++;
    await db
      .insertInto('staff_users')
      .values({
        id,
        username,
        password_hash: await hashPassword(user.password),
        first_name: `${username}-first`,
        last_name: `${username}-last`,
        is_active: 'inactive' in user ? 0 : 1,
        created_at: created,
      })
      .execute();
    await db
      .insertInto('staff_user_businesses')
      .values(
        user.businesses.map((business_id) => ({
          user_id: id,
          business_id,
          role: user.isAdmin ? ('admin' as const) : ('box-office' as const),
        })),
      )
      .execute();
  }
}

/** The user id of a fixture staff user (users are numbered in DASHBOARD_STAFF order from 1). */
export function dashboardUserId(username: keyof typeof DASHBOARD_STAFF): number {
  return Object.keys(DASHBOARD_STAFF).indexOf(username) + 1;
}
