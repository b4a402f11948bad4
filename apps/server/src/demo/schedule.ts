import { addDays, weekdayOf, zonedTimeToUtc } from '@kupa/domain';
import type { DemoContext, FeatureRef, PresentationRef, VenueRef } from './demo-model';
import { weightedPick } from './demo-random';
import type { PolicyBook } from './price-policies';
import { HALL_PROFILES, fitsSlot } from './schedule-rules';

/** Days before and after today with presentations: the dashboard's 29-day window (spec 9). */
export const WINDOW_DAYS = 14;

/** Presentations in every venue for every day of the window, with their ticket types. */
export function addPresentations(
  ctx: DemoContext,
  venues: readonly VenueRef[],
  features: readonly FeatureRef[],
  book: PolicyBook,
): PresentationRef[] {
  const presentations: PresentationRef[] = [];
  for (const venue of venues) {
    if (venue.kind === 'vod') {
      presentations.push(...addVodPresentations(ctx, venue, features, book));
      continue;
    }
    const profile = HALL_PROFILES[venue.kind];
    const own = features.filter((f) => f.businessId === venue.business.id);
    for (let day = -WINDOW_DAYS; day <= WINDOW_DAYS; day++) {
      const date = addDays(ctx.today, day);
      const weekday = weekdayOf(date);
      const rng = ctx.random('schedule', venue.id, date);
      profile.slots(weekday).forEach((time, slot) => {
        const feature = pickFeature(venue, own, date, time, day + slot, rng);
        if (!feature) return;
        const startsAt = zonedTimeToUtc(date, time);
        const dubbed = feature.dubbing !== null && time < '17:00';
        const is3d = feature.is3d && (venue.kind === 'imax' || rng.chance(0.5));
        const theatre = venue.business.key === 'theatre';
        const id = ctx.ids.next('presentations');
        // Tickets to a film before its release, or to a new production, go on sale some days ahead.
        const saleStart = feature.releaseDate > ctx.today ? zonedTimeToUtc(addDays(feature.releaseDate, theatre ? -7 : -5), '10:00') : null;
        // One show is called off (a projector fault), so the cancelled state can be seen.
        const cancelled = venue === venues[0] && day === 2 && slot === 0;
        const ga = !(venue.seatPlan?.isReserved ?? true);
        const requiresVacantSeat = venue.kind === 'smallStage' && weekday === 2;
        const miniSiteId = rng.chance(0.08) ? venue.business.miniSiteId : null;
        ctx.sink.add('presentations', {
          id,
          business_id: venue.business.id,
          auth_profile_id: venue.isOffline ? venue.business.boxOfficeAuthProfileId : venue.business.authProfileId,
          feature_id: feature.id,
          venue_id: venue.id,
          seatplan_id: venue.seatPlan?.seatplanId ?? null,
          mini_site_id: miniSiteId,
          venue_type_id: 1,
          seating_policy_id: profile.seatingPolicyId,
          starts_at: startsAt.toISOString(),
          business_date: date,
          duration_minutes: feature.durationMinutes + (theatre ? 0 : 15),
          sale_starts_at: saleStart?.toISOString() ?? null,
          sale_stops_at: null,
          lock_choose_seats_s: profile.lockTimers[0],
          lock_choose_tickets_s: profile.lockTimers[1],
          lock_customer_info_s: profile.lockTimers[2],
          lock_choose_products_s: profile.lockTimers[3],
          max_seats_per_transaction: profile.maxSeats,
          service_charge_agorot: profile.serviceChargeAgorot,
          booking_fee_agorot: profile.bookingFeeAgorot,
          cancellation_charge_kind: profile.cancellation?.[0] ?? null,
          cancellation_charge_value: profile.cancellation?.[1] ?? null,
          ga_capacity: ga ? (venue.seatPlan?.capacity ?? null) : null,
          new_booking_url: null,
          language: dubbed ? 'he' : feature.language,
          subtitles: dubbed ? null : feature.subtitles,
          dubbing: dubbed ? feature.dubbing : null,
          status: cancelled ? 'cancelled' : 'scheduled',
          is_reserved: ga ? 0 : 1,
          is_ticketing_allowed_during_sale_window: 1,
          is_display_qr: 1,
          requires_vacant_seat: requiresVacantSeat ? 1 : 0,
          is_3d: is3d ? 1 : 0,
        });
        linkPolicies(ctx, id, venue.seatPlan?.ticketGroupIds ?? [], book);
        presentations.push({
          id,
          miniSiteId,
          business: venue.business,
          venue,
          feature,
          startsAt,
          businessDate: date,
          isReserved: !ga,
          isVod: false,
          maxSeats: profile.maxSeats,
          serviceChargeAgorot: profile.serviceChargeAgorot,
          bookingFeeAgorot: profile.bookingFeeAgorot,
          saleStartsAt: saleStart,
          requiresVacantSeat,
          cancelled,
          is3d,
        });
      });
    }
  }
  return presentations;
}

function pickFeature(
  venue: VenueRef,
  own: readonly FeatureRef[],
  date: string,
  time: string,
  turn: number,
  rng: ReturnType<DemoContext['random']>,
): FeatureRef | undefined {
  const showing = own.filter((f) => f.releaseDate <= date);
  if (venue.business.key === 'theatre') {
    const stage = venue.kind === 'mainStage' ? 'main' : 'small';
    const plays = showing.filter((f) => f.stage === stage);
    // Repertory: the plays take turns night by night.
    return plays[((turn % plays.length) + plays.length) % plays.length];
  }
  const fitting = showing.filter((f) => fitsSlot(f, time) && (venue.kind !== 'imax' || f.is3d));
  if (fitting.length === 0) return undefined;
  return weightedPick(
    rng,
    fitting.map((f) => [f, f.popularity ** 2] as const),
  );
}

function linkPolicies(ctx: DemoContext, presentationId: number, ticketGroupIds: readonly number[], book: PolicyBook) {
  for (const tgId of ticketGroupIds) {
    const policies = book.get(tgId);
    if (!policies) continue;
    for (const policy of Object.values(policies)) {
      if (policy) ctx.sink.add('presentation_price_policies', { presentation_id: presentationId, price_policy_id: policy.id });
    }
  }
}

/** Video on demand: one presentation per streamed film, on sale over the whole window (no seat plan). */
function addVodPresentations(ctx: DemoContext, venue: VenueRef, features: readonly FeatureRef[], book: PolicyBook): PresentationRef[] {
  const vodGroup = venue.business.ticketGroups.get('vod');
  const from = zonedTimeToUtc(addDays(ctx.today, -WINDOW_DAYS), '00:00');
  const until = zonedTimeToUtc(addDays(ctx.today, WINDOW_DAYS + 1), '00:00');
  return features
    .filter((f) => f.isVod && f.businessId === venue.business.id)
    .map((feature) => {
      const id = ctx.ids.next('presentations');
      ctx.sink.add('presentations', {
        id,
        business_id: venue.business.id,
        auth_profile_id: venue.business.authProfileId,
        feature_id: feature.id,
        venue_id: venue.id,
        seatplan_id: null,
        mini_site_id: null,
        venue_type_id: 101,
        seating_policy_id: 1,
        starts_at: from.toISOString(),
        business_date: addDays(ctx.today, -WINDOW_DAYS),
        duration_minutes: feature.durationMinutes,
        sale_starts_at: from.toISOString(),
        sale_stops_at: until.toISOString(),
        lock_choose_seats_s: 600,
        lock_choose_tickets_s: 600,
        lock_customer_info_s: 900,
        lock_choose_products_s: 600,
        max_seats_per_transaction: 1,
        service_charge_agorot: 0,
        booking_fee_agorot: 0,
        cancellation_charge_kind: null,
        cancellation_charge_value: null,
        ga_capacity: null,
        new_booking_url: null,
        language: feature.language,
        subtitles: feature.subtitles,
        dubbing: null,
        status: 'scheduled',
        is_reserved: 0,
        is_ticketing_allowed_during_sale_window: 1,
        is_display_qr: 0,
        requires_vacant_seat: 0,
        is_3d: 0,
      });
      if (vodGroup !== undefined) linkPolicies(ctx, id, [vodGroup], book);
      return {
        id,
        business: venue.business,
        venue,
        feature,
        startsAt: from,
        businessDate: addDays(ctx.today, -WINDOW_DAYS),
        isReserved: false,
        isVod: true,
        maxSeats: 1,
        serviceChargeAgorot: 0,
        bookingFeeAgorot: 0,
        saleStartsAt: from,
        requiresVacantSeat: false,
        cancelled: false,
        is3d: false,
      };
    });
}
