import { VIDEO_ON_DEMAND_VENUE_TYPES } from '@kupa/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { featureCategoryIds, venueLocations } from '../catalogue/venue-feature-facts';
import type { Database } from '../db/schema';
import { pricePolicyNames, scheduledPresentations } from '../presentations/dashboard-presentation-facts';
import { confirmedReservations, holdOrderTicketCounts, validTickets } from '../reservations/sold-tickets';
import { heldSeatCounts } from '../seating/held-seat-counts';
import { seatplanCapacities } from '../seating/seatplan-capacities';
import { chunks } from '../shared/chunks';

const IN_LIST_LIMIT = 5000;

/** Which presentations a dashboard figure covers: always some businesses and a range of business dates. */
export interface PresentationScope {
  businessIds: readonly number[];
  from: string;
  to: string;
  locationId?: number | undefined;
  venueId?: number | undefined;
  featureId?: number | undefined;
  presentationId?: number | undefined;
}

/** Where and when a presentation plays, and whether the dashboard counts it at all. */
export interface PresentationDims {
  id: number;
  business_id: number;
  business_date: string;
  status: string;
  venue_type_id: number;
  venue_id: number;
  location_id: number;
  feature_id: number;
}

/** The same test as scoped() below, for a presentation already read: keep the two in step. */
export function isInScope(p: PresentationDims, scope: PresentationScope): boolean {
  return (
    p.business_date >= scope.from &&
    p.business_date <= scope.to &&
    scope.businessIds.includes(p.business_id) &&
    p.status !== 'cancelled' &&
    (p.venue_type_id < VIDEO_ON_DEMAND_VENUE_TYPES.first || p.venue_type_id > VIDEO_ON_DEMAND_VENUE_TYPES.last) &&
    (scope.locationId === undefined || p.location_id === scope.locationId) &&
    (scope.venueId === undefined || p.venue_id === scope.venueId) &&
    (scope.featureId === undefined || p.feature_id === scope.featureId) &&
    (scope.presentationId === undefined || p.id === scope.presentationId)
  );
}

/** What the dashboard groups presentations by; 'all' is one group (totals). */
export type Dimension = 'all' | 'date' | 'location' | 'venue' | 'feature' | 'featureLocation' | 'venueFeature';

const DIMENSION_KEYS: Record<Dimension, Array<RawBuilder<string | number>>> = {
  all: [],
  date: [sql<string>`p.business_date`],
  location: [sql<number>`v.location_id`],
  venue: [sql<number>`p.venue_id`],
  feature: [sql<number>`p.feature_id`],
  featureLocation: [sql<number>`p.feature_id`, sql<number>`v.location_id`],
  venueFeature: [sql<number>`p.venue_id`, sql<number>`p.feature_id`],
};

export type PresentationFactRow = Awaited<ReturnType<DashboardRepository['presentationFacts']>>[number];

/**
 * Reads what the staff dashboard aggregates: presentations with their sales summaries (ADR 0008) and live holds.
 * Called-off presentations and video on demand (no hall to fill) are never counted. The schedule, halls, features,
 * seat plans and orders are the owners' query fragments (presentations/dashboard-presentation-facts.ts,
 * catalogue/venue-feature-facts.ts, seating/seatplan-capacities.ts, reservations/sold-tickets.ts), joined as
 * subqueries that the database flattens: each figure stays one statement (the kupa-live latency goal).
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counted presentations of a scope: the base every dashboard query starts from (presentations p, venues v). isInScope() mirrors it. */
  private scoped(scope: PresentationScope) {
    let q = this.db
      .selectFrom(scheduledPresentations(this.db).as('p'))
      .innerJoin(venueLocations(this.db).as('v'), 'v.id', 'p.venue_id')
      .where('p.business_date', '>=', scope.from)
      .where('p.business_date', '<=', scope.to)
      .where('p.business_id', 'in', scope.businessIds.length > 0 ? scope.businessIds : [-1])
      .where('p.status', '<>', 'cancelled')
      .where((eb) =>
        eb.or([
          eb('p.venue_type_id', '<', VIDEO_ON_DEMAND_VENUE_TYPES.first),
          eb('p.venue_type_id', '>', VIDEO_ON_DEMAND_VENUE_TYPES.last),
        ]),
      );
    if (scope.locationId !== undefined) q = q.where('v.location_id', '=', scope.locationId);
    if (scope.venueId !== undefined) q = q.where('p.venue_id', '=', scope.venueId);
    if (scope.featureId !== undefined) q = q.where('p.feature_id', '=', scope.featureId);
    if (scope.presentationId !== undefined) q = q.where('p.id', '=', scope.presentationId);
    return q;
  }

  /** One row per presentation in scope, in start order (optionally one page of them), with capacity facts and sales. */
  async presentationFacts(scope: PresentationScope, page?: { offset: number; limit: number }) {
    // A page is chosen on the narrow rows first, so that only its presentations are joined to the rest.
    const ids = page ? (await this.presentationList(scope, page)).map((r) => r.id) : undefined;
    if (ids && ids.length === 0) return [];
    let q = this.scoped(scope)
      .innerJoin(featureCategoryIds(this.db).as('f'), 'f.id', 'p.feature_id')
      .leftJoin(seatplanCapacities(this.db).as('sp'), (join) =>
        join.on((eb) => eb('sp.id', '=', eb.fn.coalesce('p.seatplan_id', 'v.default_seatplan_id'))),
      )
      .leftJoin('presentation_sales as s', 's.presentation_id', 'p.id')
      .select([
        'p.id',
        'p.business_id',
        'p.business_date',
        'p.starts_at',
        'p.venue_id',
        'v.location_id',
        'p.feature_id',
        'f.category_id as feature_category_id',
        'p.venue_type_id',
        'p.is_reserved',
        'p.ga_capacity',
        'sp.capacity as plan_capacity',
        's.sold_quantity',
        's.tickets_agorot',
        's.service_charge_agorot',
        's.products_quantity',
        's.products_agorot',
        's.booking_fee_agorot',
      ])
      .orderBy('p.starts_at')
      .orderBy('p.id');
    if (ids) q = q.where('p.id', 'in', ids);
    return q.execute();
  }

  /** One page of a scope's presentations in start order: only where and when they play. */
  presentationList(scope: PresentationScope, page: { offset: number; limit: number }) {
    return this.scoped(scope)
      .select(['p.id', 'p.business_date', 'p.starts_at', 'p.venue_id', 'v.location_id'])
      .orderBy('p.starts_at')
      .orderBy('p.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  async countPresentations(scope: PresentationScope): Promise<number> {
    const row = await this.scoped(scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Sums of a scope's presentations per dimension, computed by the database so that a year of presentations
   * is not shipped to the server. Capacity follows presentationCapacity (packages/domain): a reserved hall's plan,
   * else the general-admission limit, else the plan; video on demand is already outside every scope.
   */
  aggregate(scope: PresentationScope, dimension: Dimension) {
    const keys = DIMENSION_KEYS[dimension];
    return this.scoped(scope)
      .leftJoin(seatplanCapacities(this.db).as('sp'), (join) =>
        join.on((eb) => eb('sp.id', '=', eb.fn.coalesce('p.seatplan_id', 'v.default_seatplan_id'))),
      )
      .leftJoin('presentation_sales as s', 's.presentation_id', 'p.id')
      .select((eb) => [
        (keys[0] ?? sql<string>`''`).as('k0'),
        (keys[1] ?? sql<string>`''`).as('k1'),
        eb.fn.countAll<number>().as('presentations'),
        eb.fn
          .sum<number>(
            sql<number>`case when p.is_reserved = 1 then coalesce(sp.capacity, 0) else coalesce(p.ga_capacity, sp.capacity, 0) end`,
          )
          .as('capacity'),
        eb.fn.sum<number>(eb.fn.coalesce('s.sold_quantity', sql<number>`0`)).as('sold'),
        eb.fn.sum<number>(eb.fn.coalesce('s.tickets_agorot', sql<number>`0`)).as('tickets_agorot'),
        eb.fn.sum<number>(eb.fn.coalesce('s.service_charge_agorot', sql<number>`0`)).as('service_charge_agorot'),
        eb.fn.sum<number>(eb.fn.coalesce('s.products_quantity', sql<number>`0`)).as('products_quantity'),
        eb.fn.sum<number>(eb.fn.coalesce('s.products_agorot', sql<number>`0`)).as('products_agorot'),
        eb.fn.sum<number>(eb.fn.coalesce('s.booking_fee_agorot', sql<number>`0`)).as('booking_fee_agorot'),
        eb.fn.min('p.business_date').as('first_date'),
        eb.fn.max('p.business_date').as('last_date'),
      ])
      .$call((q) => (keys.length > 0 ? q.groupBy(keys) : q))
      .execute();
  }

  /** Where and when some presentations play (those with live holds: a few hundred at most). */
  async presentationDims(ids: readonly number[]): Promise<PresentationDims[]> {
    const rows: PresentationDims[] = [];
    for (const part of chunks(ids, IN_LIST_LIMIT)) {
      rows.push(
        ...(await this.db
          .selectFrom(scheduledPresentations(this.db).as('p'))
          .innerJoin(venueLocations(this.db).as('v'), 'v.id', 'p.venue_id')
          .select([
            'p.id',
            'p.business_id',
            'p.business_date',
            'p.status',
            'p.venue_type_id',
            'p.venue_id',
            'v.location_id',
            'p.feature_id',
          ])
          .where('p.id', 'in', part)
          .execute()),
      );
    }
    return rows;
  }

  /**
   * Live holds per presentation: seats held in checkouts (held claims not yet expired and not part of an order, the
   * seating module's count) plus valid tickets of unpaid hold orders before their deadline (the reservations
   * module's). A hold order's own seat claims are left out of the first part so that its seats count once. Both sets
   * are small whatever the history: only holds that have not expired are read, through the expiry and status indexes.
   */
  async liveHolds(nowIso: string): Promise<Map<number, number>> {
    const [seatHolds, holdOrderTickets] = await Promise.all([heldSeatCounts(this.db, nowIso), holdOrderTicketCounts(this.db, nowIso)]);
    const held = new Map<number, number>();
    const add = (presentationId: number, n: number) => held.set(presentationId, (held.get(presentationId) ?? 0) + n);
    for (const r of seatHolds) add(r.presentation_id, Number(r.held));
    for (const r of holdOrderTickets) add(r.presentation_id, Number(r.held));
    return held;
  }

  /** Summarised sales per channel over a scope's presentations. */
  channelSales(scope: PresentationScope) {
    return this.scoped(scope)
      .innerJoin('presentation_channel_sales as c', 'c.presentation_id', 'p.id')
      .select((eb) => [
        'c.channel_id',
        eb.fn.sum<number>('c.sold_quantity').as('sold_quantity'),
        eb.fn.sum<number>('c.tickets_agorot').as('tickets_agorot'),
        eb.fn.sum<number>('c.service_charge_agorot').as('service_charge_agorot'),
        eb.fn.sum<number>('c.products_quantity').as('products_quantity'),
        eb.fn.sum<number>('c.products_agorot').as('products_agorot'),
        eb.fn.sum<number>('c.booking_fee_agorot').as('booking_fee_agorot'),
      ])
      .groupBy('c.channel_id')
      .execute();
  }

  /** Summarised gift-voucher, membership and donation orders of some businesses and dates, per channel and kind. */
  itemOrderSales(scope: Pick<PresentationScope, 'businessIds' | 'from' | 'to'>) {
    return this.db
      .selectFrom('item_order_sales')
      .select((eb) => ['channel_id', 'kind', eb.fn.sum<number>('orders').as('orders'), eb.fn.sum<number>('agorot').as('agorot')])
      .where('business_id', 'in', scope.businessIds.length > 0 ? scope.businessIds : [-1])
      .where('business_date', '>=', scope.from)
      .where('business_date', '<=', scope.to)
      .groupBy(['channel_id', 'kind'])
      .execute();
  }

  /** Products sold in item orders (a voucher order's products step) of a scope's businesses and dates. */
  itemOrderProductSales(scope: Pick<PresentationScope, 'businessIds' | 'from' | 'to'>) {
    return this.db
      .selectFrom('item_order_product_sales')
      .select((eb) => ['product_id', eb.fn.sum<number>('quantity').as('quantity'), eb.fn.sum<number>('agorot').as('agorot')])
      .where('business_id', 'in', scope.businessIds.length > 0 ? scope.businessIds : [-1])
      .where('business_date', '>=', scope.from)
      .where('business_date', '<=', scope.to)
      .groupBy('product_id')
      .execute();
  }

  /** Summarised product sales over a scope's presentations. */
  productSales(scope: PresentationScope) {
    return this.scoped(scope)
      .innerJoin('presentation_product_sales as ps', 'ps.presentation_id', 'p.id')
      .select((eb) => ['ps.product_id', eb.fn.sum<number>('ps.quantity').as('quantity'), eb.fn.sum<number>('ps.agorot').as('agorot')])
      .groupBy('ps.product_id')
      .execute();
  }

  /** Sold tickets (valid, of confirmed orders) of one presentation per ticket type, straight from the orders (one presentation is small). */
  ticketTypeSales(presentationId: number) {
    return this.db
      .selectFrom(validTickets(this.db).as('t'))
      .innerJoin(confirmedReservations(this.db).as('r'), 'r.id', 't.reservation_id')
      .innerJoin(pricePolicyNames(this.db).as('pp'), 'pp.id', 't.price_policy_id')
      .select((eb) => [
        'pp.id',
        'pp.name_he',
        'pp.name_en',
        'pp.kind',
        'pp.sort_order',
        eb.fn.countAll<number>().as('sold'),
        eb.fn.sum<number>('t.price_agorot').as('agorot'),
      ])
      .where('t.presentation_id', '=', presentationId)
      .groupBy(['pp.id', 'pp.name_he', 'pp.name_en', 'pp.kind', 'pp.sort_order'])
      .orderBy('pp.sort_order')
      .orderBy('pp.id')
      .execute();
  }

  /** Features with at least one counted presentation in a scope. */
  async featureIdsPlaying(scope: PresentationScope): Promise<number[]> {
    const rows = await this.scoped(scope).select('p.feature_id').distinct().execute();
    return rows.map((r) => r.feature_id);
  }
}
