import {
  availabilityRatio,
  isVideoOnDemandVenueType,
  localDateTimeOf,
  toMajorUnits,
  type LockTimers,
  type MessageLocale,
  type TicketingState,
} from '@kupa/domain';
import type { Presentation } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { ListedSeatplan } from '../seating/seat-counts';
import type { PresentationRow } from './presentations.repository';

export interface PresentationExtras {
  ticketingState: TicketingState;
  /** Sellable seats, or null when unlimited (video on demand). */
  capacity: number | null;
  taken: number;
  priceLevels: Array<{ minAgorot: number; maxAgorot: number }>;
  products: Array<{ id: number; name_he: string; name_en: string; category: string; price_agorot: number }>;
  includeSynopsis: boolean;
  /** The presentation's own seat plan (the seating module's), when it has one: its view-area file and image map. */
  seatplan?: Pick<ListedSeatplan, 'viewAreaFilename' | 'imageMapHtml'>;
  /** The business's lock timers, for a presentation that has none of its own (lock_timers_own 0). */
  businessLockTimers?: LockTimers;
}

const zeroOne = (v: number | boolean): 0 | 1 => (v ? 1 : 0);

/** Shapes a presentation row into the wire form third-party clients read (api-compat GET /api/presentations/{id}). */
export function toPresentationView(row: PresentationRow, extras: PresentationExtras, locale: MessageLocale): Presentation {
  const startsAt = new Date(row.starts_at);
  const soldout = extras.capacity !== null && extras.taken >= extras.capacity;
  const ratio = extras.capacity === null ? 1 : availabilityRatio(extras.capacity, extras.taken);
  const view: Presentation = {
    id: row.id,
    businessId: row.business_id,
    authProfileId: row.auth_profile_id,
    miniSiteId: row.mini_site_id,
    featureId: row.feature_id,
    featureName: localized(locale, row.feature_name_he, row.feature_name_en),
    featureCategoryId: row.feature_category_id,
    ratingName: row.rating_name,
    posterUrl: `/api/features/${row.feature_id}/image?lang=${locale}`,
    locationId: row.location_id,
    locationName: localized(locale, row.location_name_he, row.location_name_en),
    venueId: row.venue_id,
    venueName: localized(locale, row.venue_name_he, row.venue_name_en),
    // General admission has no seat to choose: clients read null (api-compat). The plan the places are drawn from stays
    // internal (capacity, the seating module's holds).
    seatplanId: row.is_reserved ? row.seatplan_id : null,
    venueTypeId: row.venue_type_id,
    seatingPolicyId: row.seating_policy_id,
    isReserved: zeroOne(row.is_reserved),
    isGA: zeroOne(!row.is_reserved),
    isVod: isVideoOnDemandVenueType(row.venue_type_id),
    is3d: row.is_3d === 1,
    soldout: zeroOne(soldout),
    availRatio: Math.round(ratio * 1000) / 1000,
    businessDate: row.business_date,
    dateTime: localDateTimeOf(startsAt, row.time_zone),
    startsAt: startsAt.toISOString(),
    ticketSaleStart: row.sale_starts_at,
    ticketSaleStop: row.sale_stops_at,
    isTicketingAllowedDuringSaleWindow: row.is_ticketing_allowed_during_sale_window === 1,
    ticketingState: extras.ticketingState,
    isOffline: row.is_offline === 1,
    priceLevels: extras.priceLevels.map((l) => ({ minPrice: toMajorUnits(l.minAgorot), maxPrice: toMajorUnits(l.maxAgorot) })),
    durationInMinutes: row.duration_minutes,
    lockTimer:
      row.lock_timers_own === 0 && extras.businessLockTimers
        ? extras.businessLockTimers
        : {
            chooseSeatsInSeconds: row.lock_choose_seats_s,
            chooseTicketsInSeconds: row.lock_choose_tickets_s,
            customerInfoInSeconds: row.lock_customer_info_s,
            chooseProductsInSeconds: row.lock_choose_products_s,
          },
    maxSeatsPerTransaction: row.max_seats_per_transaction,
    serviceCharge: toMajorUnits(row.service_charge_agorot),
    bookingFee: toMajorUnits(row.booking_fee_agorot),
    products: extras.products.map((p) => ({
      id: p.id,
      name: localized(locale, p.name_he, p.name_en),
      category: p.category,
      price: toMajorUnits(p.price_agorot),
    })),
    isDisplayQr: row.is_display_qr === 1,
    newBookingUrl: row.new_booking_url,
    viewAreaFilename: extras.seatplan?.viewAreaFilename ?? null,
    imageMapHtml: extras.seatplan?.imageMapHtml ?? null,
    eventInfo: {
      subtitles: row.subtitles,
      dubbing: row.dubbing,
      language: row.language,
      releaseDate: row.release_date,
      showingDate: row.business_date,
      minutes: row.duration_minutes,
    },
  };
  if (extras.includeSynopsis) view.synopsis = localized(locale, row.synopsis_he, row.synopsis_en);
  return view;
}
