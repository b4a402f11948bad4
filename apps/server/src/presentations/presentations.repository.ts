import { VIDEO_ON_DEMAND_VENUE_TYPES } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import { activeProductsOfLocations } from '../catalogue/item-order-products';
import { hallIdsOfLocation, scheduleCatalogue, type ScheduleFeature, type ScheduleHall } from '../catalogue/schedule-catalogue';
import type { Database } from '../db/schema';
import { listedSeatplans, takenSeatCounts, type ListedSeatplan } from '../seating/seat-counts';
import { inTicketGroupOrder, ticketGroupsByIds } from '../seating/ticket-group-directory';
import { chunks } from '../shared/chunks';

export interface PresentationFilter {
  id?: number;
  /** Only presentations still on offer at this instant: not started yet, or video on demand whose sale has not stopped. */
  upcomingAt?: string;
  businessDateFrom?: string;
  businessDateTo?: string;
  locationId?: number;
  featureIds?: number[];
  /** Only the presentations of this source (a mini site, spec 2 /mini-site/{url}). */
  miniSiteId?: number;
}

export type PresentationRow = Awaited<ReturnType<PresentationsRepository['findPresentations']>>[number];
type ScheduleRow = Awaited<ReturnType<PresentationsRepository['scheduleRows']>>[number];

const IN_LIST_LIMIT = 5000;
const PUBLIC_PRICE_KINDS = ['regular', 'senior'] as const;

/** A presentation's row with its feature's, hall's and location's columns under the names the view reads. */
function withCatalogue(row: ScheduleRow, f: ScheduleFeature, v: ScheduleHall) {
  return {
    ...row,
    feature_name_he: f.name_he,
    feature_name_en: f.name_en,
    synopsis_he: f.synopsis_he,
    synopsis_en: f.synopsis_en,
    feature_category_id: f.category_id,
    rating_name: f.rating_name,
    release_date: f.release_date,
    venue_name_he: v.name_he,
    venue_name_en: v.name_en,
    location_id: v.location_id,
    location_name_he: v.location_name_he,
    location_name_en: v.location_name_en,
    time_zone: v.time_zone,
    is_offline: v.is_offline,
  };
}

/** Reads presentations with what a listing needs: feature, venue, location, capacity, availability, prices, products. */
export class PresentationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The presentations a filter keeps, soonest first, each with its feature, hall and location: its own rows, then the
   * catalogue's names of them in one more statement (catalogue/schedule-catalogue.ts). A presentation whose feature or
   * hall is missing is left out, as the joins that read them before did.
   */
  async findPresentations(filter: PresentationFilter) {
    const rows = await this.scheduleRows(filter);
    const { features, halls } = await scheduleCatalogue(this.db, {
      featureIds: rows.map((r) => r.feature_id),
      venueIds: rows.map((r) => r.venue_id),
    });
    return rows.flatMap((row) => {
      const f = features.get(row.feature_id);
      const v = halls.get(row.venue_id);
      return f && v ? [withCatalogue(row, f, v)] : [];
    });
  }

  private scheduleRows(filter: PresentationFilter) {
    let q = this.db
      .selectFrom('presentations as p')
      .select([
        'p.id',
        'p.business_id',
        'p.auth_profile_id',
        'p.feature_id',
        'p.venue_id',
        'p.mini_site_id',
        'p.seatplan_id',
        'p.venue_type_id',
        'p.seating_policy_id',
        'p.is_reserved',
        'p.starts_at',
        'p.business_date',
        'p.duration_minutes',
        'p.sale_starts_at',
        'p.sale_stops_at',
        'p.is_ticketing_allowed_during_sale_window',
        'p.lock_choose_seats_s',
        'p.lock_choose_tickets_s',
        'p.lock_customer_info_s',
        'p.lock_choose_products_s',
        'p.lock_timers_own',
        'p.max_seats_per_transaction',
        'p.service_charge_agorot',
        'p.booking_fee_agorot',
        'p.ga_capacity',
        'p.new_booking_url',
        'p.language',
        'p.subtitles',
        'p.dubbing',
        'p.is_display_qr',
        'p.is_3d',
        'p.status',
      ])
      .where('p.status', '=', 'scheduled');
    if (filter.id !== undefined) q = q.where('p.id', '=', filter.id);
    const upcomingAt = filter.upcomingAt;
    if (upcomingAt) {
      q = q.where((eb) =>
        eb.or([
          eb('p.starts_at', '>', upcomingAt),
          eb.and([
            eb('p.venue_type_id', '>=', VIDEO_ON_DEMAND_VENUE_TYPES.first),
            eb('p.venue_type_id', '<=', VIDEO_ON_DEMAND_VENUE_TYPES.last),
            eb.or([eb('p.sale_stops_at', 'is', null), eb('p.sale_stops_at', '>', upcomingAt)]),
          ]),
        ]),
      );
    }
    const from = filter.businessDateFrom;
    if (from) {
      // Video on demand that became available before the window and is still on offer belongs to it too.
      q = filter.upcomingAt
        ? q.where((eb) =>
            eb.or([
              eb('p.business_date', '>=', from),
              eb('p.venue_type_id', '>=', VIDEO_ON_DEMAND_VENUE_TYPES.first).and('p.venue_type_id', '<=', VIDEO_ON_DEMAND_VENUE_TYPES.last),
            ]),
          )
        : q.where('p.business_date', '>=', from);
    }
    if (filter.businessDateTo) q = q.where('p.business_date', '<=', filter.businessDateTo);
    if (filter.locationId !== undefined) q = q.where('p.venue_id', 'in', hallIdsOfLocation(this.db, filter.locationId));
    if (filter.featureIds && filter.featureIds.length > 0) q = q.where('p.feature_id', 'in', filter.featureIds);
    if (filter.miniSiteId !== undefined) q = q.where('p.mini_site_id', '=', filter.miniSiteId);
    return q.orderBy('p.starts_at').orderBy('p.id').execute();
  }

  /** Seats that are sold or held by a live hold, per presentation (the seating module's count, ADR 0002). */
  countTakenSeats(presentationIds: number[], nowIso: string): Promise<Map<number, number>> {
    return takenSeatCounts(this.db, presentationIds, nowIso);
  }

  /** Seat plans with their sellable seats, view-area file and image map (the seating module's read port). */
  seatplans(seatplanIds: number[]): Promise<Map<number, ListedSeatplan>> {
    return listedSeatplans(this.db, seatplanIds);
  }

  /**
   * Lowest and highest price per seat, per ticket group, of the tickets anyone may buy (regular and senior; a pair
   * ticket counts per seat). Redemption, code, member-only, hotel and points tickets are not a public price.
   */
  async priceLevels(presentationIds: number[]) {
    const levels = new Map<number, Array<{ ticketGroupId: number; minAgorot: number; maxAgorot: number }>>();
    for (const ids of chunks(presentationIds, IN_LIST_LIMIT)) {
      const grouped = await this.db
        .selectFrom('presentation_price_policies as ppp')
        .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
        .select((eb) => [
          'ppp.presentation_id',
          'pp.ticket_group_id',
          eb.fn.min<number>(sql<number>`pp.price_agorot / pp.multiply_factor`).as('min_agorot'),
          eb.fn.max<number>(sql<number>`pp.price_agorot / pp.multiply_factor`).as('max_agorot'),
        ])
        .where('ppp.presentation_id', 'in', ids)
        .where('pp.kind', 'in', PUBLIC_PRICE_KINDS)
        .where('pp.retired_at', 'is', null)
        .where('pp.is_sold_online', '=', 1)
        .groupBy(['ppp.presentation_id', 'pp.ticket_group_id'])
        .execute();
      // In the price levels' order: the seating module's ticket groups, read for all of them at once.
      const rows = inTicketGroupOrder(
        grouped,
        await ticketGroupsByIds(
          this.db,
          grouped.map((r) => r.ticket_group_id),
        ),
      );
      for (const r of rows) {
        const list = levels.get(r.presentation_id) ?? [];
        list.push({ ticketGroupId: r.ticket_group_id, minAgorot: Number(r.min_agorot), maxAgorot: Number(r.max_agorot) });
        levels.set(r.presentation_id, list);
      }
    }
    return levels;
  }

  /** Each public ticket (regular and senior) of the presentations with its house price, for prices through a mini site. */
  async publicTicketPrices(presentationIds: number[]) {
    if (presentationIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('presentation_price_policies as ppp')
      .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
      .select(['ppp.presentation_id', 'pp.id as price_policy_id', 'pp.ticket_group_id', 'pp.price_agorot', 'pp.multiply_factor'])
      .where('ppp.presentation_id', 'in', presentationIds.slice(0, IN_LIST_LIMIT))
      .where('pp.kind', 'in', PUBLIC_PRICE_KINDS)
      .where('pp.retired_at', 'is', null)
      .where('pp.is_sold_online', '=', 1)
      .execute();
    // In the price levels' order (the seating module's ticket groups), then by ticket.
    const groups = await ticketGroupsByIds(
      this.db,
      rows.map((r) => r.ticket_group_id),
    );
    return inTicketGroupOrder(rows, groups, (a, b) => a.price_policy_id - b.price_policy_id);
  }

  /** Active concessions sold at each location (the catalogue's read port). */
  productsOfLocations(locationIds: number[]) {
    return activeProductsOfLocations(this.db, locationIds);
  }
}
