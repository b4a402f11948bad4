import { addDays, zonedTimeToUtc } from '@kupa/domain';
import type { BusinessRefs, DemoContext } from './demo-model';
import { addSeatPlan } from './seat-plans';
import { WINDOW_DAYS } from './schedule';

/** The jump sessions of every day (local time), an hour each. */
const SESSIONS = ['10:00', '12:00', '14:00', '16:00', '18:00'];

/** Ticket types with the ages they admit (spec 5: a ticket or voucher must suit the age of the jumper). */
const JUMP_TICKETS = [
  { he: 'קפיצה – גילאי 3–6', en: 'Little jump (ages 3–6)', price: 6000, minAge: 3, maxAge: 6 },
  { he: 'קפיצה – גילאי 7–17', en: 'Jump (ages 7–17)', price: 8000, minAge: 7, maxAge: 17 },
] as const;

export interface TrampolinePark {
  locationId: number;
  venueId: number;
  presentationIds: number[];
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
    return id;
  });

  const presentationIds: number[] = [];
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
      for (const policyId of policyIds) ctx.sink.add('presentation_price_policies', { presentation_id: id, price_policy_id: policyId });
      presentationIds.push(id);
    }
  }
  return { locationId, venueId, presentationIds };
}
