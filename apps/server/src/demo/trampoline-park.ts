import { waiverDeclarationTexts } from '@kupa/contracts';
import { addDays, zonedTimeToUtc } from '@kupa/domain';
import type { BusinessRefs, DemoContext } from './demo-model';
import { demoSecret } from './demo-random';
import type { ReservationWriter } from './reservation-writer';
import { addSeatPlan } from './seat-plans';
import { signaturePngBytes } from './signature-drawing';
import { WINDOW_DAYS } from './schedule';

/** The jump sessions of every day (local time), an hour each. */
const SESSIONS = ['10:00', '12:00', '14:00', '16:00', '18:00'];

/** Ticket types with the ages they admit (spec 5: a ticket or voucher must suit the age of the jumper). */
const JUMP_TICKETS = [
  { he: 'קפיצה – גילאי 3–6', en: 'Little jump (ages 3–6)', price: 6000, minAge: 3, maxAge: 6 },
  { he: 'קפיצה – גילאי 7–17', en: 'Jump (ages 7–17)', price: 8000, minAge: 7, maxAge: 17 },
] as const;

export interface TrampolinePark {
  business: BusinessRefs;
  locationId: number;
  venueId: number;
  /** Every session, in time order. */
  sessions: Array<{ id: number; startsAt: Date; businessDate: string }>;
  /** The jump tickets: [little jump 3-6, jump 7-17]. */
  policies: Array<{ id: number; ticketGroupId: number; priceAgorot: number }>;
  /** The general-admission places a sold ticket takes (GA tickets hold a place of the plan). */
  seatIds: number[];
}

/**
 * A trampoline park of the cinema chain (issue 11, the waiver page): a general-admission hall whose jump sessions need
 * a waiver signed by a parent for each child, with a 48-hour health-test window, and jump tickets limited by age.
 * Nothing is sold in it: a visitor buys a session and signs the waiver from the confirmation or the e-ticket.
 */
export function addTrampolinePark(ctx: DemoContext, business: BusinessRefs): TrampolinePark {
  const locationId = ctx.ids.next('locations');
  ctx.sink.add('locations', {
    id: locationId,
    business_id: business.id,
    name_he: "קופה ג'אמפ – פארק טרמפולינות",
    name_en: 'Kupa Jump – trampoline park',
    address_he: 'הרצל 120',
    address_en: '120 Herzl St',
    city_he: 'ראשון לציון',
    city_en: 'Rishon LeZion',
    is_offline: 0,
    time_zone: 'Asia/Jerusalem',
  });
  const venueId = ctx.ids.next('venues');
  const seatPlan = addSeatPlan(ctx, business, venueId, 'openHall');
  ctx.sink.add('venues', {
    id: venueId,
    business_id: business.id,
    location_id: locationId,
    name_he: 'אולם הטרמפולינות',
    name_en: 'Trampoline hall',
    venue_type_id: 1,
    default_seatplan_id: seatPlan.seatplanId,
  });
  ctx.sink.add('waiver_policies', {
    id: ctx.ids.next('waiver_policies'),
    business_id: business.id,
    venue_id: venueId,
    test_validity_hours: 48,
    created_at: ctx.nowIso,
  });

  const featureId = ctx.ids.next('features');
  ctx.sink.add('features', {
    id: featureId,
    business_id: business.id,
    category_id: null,
    name_he: 'קפיצה חופשית – שעה',
    name_en: 'Free jump – one hour',
    synopsis_he: 'שעה של קפיצה חופשית בפארק הטרמפולינות. לכל ילד נדרש כתב ויתור והצהרת בריאות חתומים על ידי הורה.',
    synopsis_en: 'An hour of free jumping in the trampoline park. Each child needs a waiver and health declaration signed by a parent.',
    kind: 'event',
    director: null,
    actors: null,
    release_year: null,
    release_date: addDays(ctx.today, -WINDOW_DAYS),
    trailer_url: null,
    duration_minutes: 60,
    rating_name: null,
    language: 'he',
    subtitles: null,
    dubbing: null,
    poster_color: '#0f7b6c',
    is_3d: 0,
  });
  const ticketGroupId = seatPlan.ticketGroupIds[0];
  if (ticketGroupId === undefined) throw new Error('the open hall has no price level');
  const policyIds = JUMP_TICKETS.map((t, i) => {
    const id = ctx.ids.next('price_policies');
    ctx.sink.add('price_policies', {
      id,
      business_id: business.id,
      ticket_group_id: ticketGroupId,
      name_he: t.he,
      name_en: t.en,
      description_he: null,
      description_en: null,
      ref1_prompt_he: null,
      ref1_prompt_en: null,
      ref2_prompt_he: null,
      ref2_prompt_en: null,
      kind: 'regular',
      price_agorot: t.price,
      service_charge_agorot: 0,
      multiply_factor: 1,
      loyalty_points_price: null,
      membership_id: null,
      system_voucher_class_id: null,
      min_quantity: null,
      max_quantity: null,
      required_with_policy_id: null,
      quota: null,
      sort_order: i + 1,
      requires_code: 0,
      is_walkin: 0,
    });
    ctx.sink.add('jumper_age_limits', {
      id: ctx.ids.next('jumper_age_limits'),
      business_id: business.id,
      price_policy_id: id,
      system_voucher_class_id: null,
      min_age: t.minAge,
      max_age: t.maxAge,
    });
    return { id, ticketGroupId, priceAgorot: t.price };
  });

  const sessions: TrampolinePark['sessions'] = [];
  for (let day = -WINDOW_DAYS; day <= WINDOW_DAYS; day++) {
    const date = addDays(ctx.today, day);
    for (const time of SESSIONS) {
      const id = ctx.ids.next('presentations');
      ctx.sink.add('presentations', {
        id,
        business_id: business.id,
        auth_profile_id: business.authProfileId,
        feature_id: featureId,
        venue_id: venueId,
        seatplan_id: seatPlan.seatplanId,
        mini_site_id: null,
        venue_type_id: 1,
        seating_policy_id: 1,
        starts_at: zonedTimeToUtc(date, time).toISOString(),
        business_date: date,
        duration_minutes: 60,
        sale_starts_at: null,
        sale_stops_at: null,
        lock_choose_seats_s: 600,
        lock_choose_tickets_s: 600,
        lock_customer_info_s: 900,
        lock_choose_products_s: 600,
        max_seats_per_transaction: 8,
        service_charge_agorot: 0,
        booking_fee_agorot: 0,
        cancellation_charge_kind: null,
        cancellation_charge_value: null,
        ga_capacity: seatPlan.capacity,
        new_booking_url: null,
        language: null,
        subtitles: null,
        dubbing: null,
        status: 'scheduled',
        is_reserved: 0,
        is_ticketing_allowed_during_sale_window: 1,
        is_display_qr: 1,
        requires_vacant_seat: 0,
        is_3d: 0,
      });
      for (const policy of policyIds) ctx.sink.add('presentation_price_policies', { presentation_id: id, price_policy_id: policy.id });
      sessions.push({ id, startsAt: zonedTimeToUtc(date, time), businessDate: date });
    }
  }
  const seatIds = seatPlan.runs.flatMap((run) => run.units.flatMap((unit) => unit.seatIds));
  return { business, locationId, venueId, sessions, policies: policyIds, seatIds };
}

/** Today's orders of the park: [buyer first name, last name, children (name, age, ticket index)], how many signed. */
const TODAYS_ORDERS = [
  {
    buyer: ['מיכל', 'אברהם'],
    children: [
      ['נועה', 5, 0],
      ['יונתן', 9, 1],
    ],
    signed: 2,
  },
  {
    buyer: ['אבי', 'מזרחי'],
    children: [
      ['תמר', 4, 0],
      ['אורי', 8, 1],
      ['שירה', 12, 1],
    ],
    signed: 1,
  },
  { buyer: ['רותם', 'שפירא'], children: [['עידו', 6, 0]], signed: 0 },
] as const;

/**
 * Today's first sessions at the park, each with three paid web orders: one whose waiver covers every ticket, one
 * signed for some of its children only, one not signed yet, so kupa-live's Waivers page has something to show.
 */
export function addTrampolineSales(ctx: DemoContext, writer: ReservationWriter, park: TrampolinePark): void {
  const today = park.sessions.filter((s) => s.businessDate === ctx.today).slice(0, 2);
  let seat = 0;
  for (const session of today) {
    const createdAt = new Date(session.startsAt.getTime() - 26 * 3600_000);
    for (const order of TODAYS_ORDERS) {
      const lines = order.children.map(([, , ticket]) => park.policies[ticket]!);
      const [firstName, lastName] = order.buyer;
      const reservation = writer.add({
        business: park.business,
        kind: 'tickets',
        status: 'confirmed',
        customerId: null,
        channelId: park.business.channels.web,
        ticketsAgorot: lines.reduce((sum, l) => sum + l.priceAgorot, 0),
        createdAt,
        customerJson: JSON.stringify({ FirstName: firstName, LastName: lastName }),
      });
      const ticketIds = lines.map((line) => {
        const id = ctx.ids.next('reservation_tickets');
        const seatId = park.seatIds[seat++]!;
        ctx.sink.add('reservation_tickets', {
          id,
          reservation_id: reservation.id,
          presentation_id: session.id,
          seat_id: seatId,
          ticket_group_id: line.ticketGroupId,
          price_policy_id: line.id,
          price_agorot: line.priceAgorot,
          old_price_agorot: null,
          service_charge_agorot: 0,
          ticket_secret: demoSecret(ctx.seed, `ticket/${id}`),
          status: 'valid',
          scanned_at: null,
          code: null,
          member_id: null,
          system_voucher_id: null,
          ref1: null,
          ref2: null,
          loyalty_points: null,
          created_at: createdAt.toISOString(),
        });
        ctx.sink.add('seat_claims', {
          presentation_id: session.id,
          seat_id: seatId,
          buyer_uuid: reservation.buyerUuid,
          status: 'sold',
          expires_at: null,
          reservation_id: reservation.id,
          created_at: createdAt.toISOString(),
          updated_at: createdAt.toISOString(),
        });
        return id;
      });
      writer.payment({
        reservation,
        method: 'card',
        status: 'captured',
        amountAgorot: reservation.totalAgorot,
        createdAt,
        card: { id: null, last4: '4242' },
      });
      if (order.signed > 0) addDemoWaiver(ctx, park, reservation.id, session.businessDate, [firstName, lastName], order, ticketIds);
    }
  }
}

function addDemoWaiver(
  ctx: DemoContext,
  park: TrampolinePark,
  reservationId: number,
  presentationDate: string,
  [firstName, lastName]: readonly [string, string],
  order: (typeof TODAYS_ORDERS)[number],
  ticketIds: readonly number[],
): void {
  const waiverId = ctx.ids.next('waivers');
  const signedAt = new Date(ctx.now.getTime() - 3 * 3600_000).toISOString();
  ctx.sink.add('waivers', {
    id: waiverId,
    reservation_id: reservationId,
    business_id: park.business.id,
    customer_id: null,
    buyer_uuid: null,
    guardian_first_name: firstName,
    guardian_last_name: lastName,
    guardian_ssn: '031845621',
    guardian_mobile: '0521234567',
    signature_png: signaturePngBytes(240),
    declarations_json: JSON.stringify(waiverDeclarationTexts('he', 48)),
    locale: 'he',
    test_validity_hours: 48,
    client_address: '192.0.2.10',
    signed_at: signedAt,
  });
  order.children.slice(0, order.signed).forEach(([name, age], i) => {
    const year = Number(presentationDate.slice(0, 4));
    ctx.sink.add('waiver_jumpers', {
      id: ctx.ids.next('waiver_jumpers'),
      waiver_id: waiverId,
      reservation_id: reservationId,
      ticket_id: ticketIds[i]!,
      first_name: name,
      last_name: lastName,
      ssn: ['000000018', '123456782', '203040506'][i]!,
      // Born on 1 January: `age` years old on any day of the presentation's year.
      date_of_birth: `${year - age}-01-01`,
    });
  });
}
