import { presentationCapacity, type Clock, type SalesCounts } from '@kupa/domain';
import {
  isInScope,
  type DashboardRepository,
  type Dimension,
  type PresentationDims,
  type PresentationFactRow,
  type PresentationScope,
} from './dashboard.repository';

/** One presentation as the dashboard counts it: where and when it plays, and its counts (spec 3: dashboard data). */
export interface PresentationFact {
  id: number;
  businessId: number;
  businessDate: string;
  startsAt: string;
  locationId: number;
  venueId: number;
  featureId: number;
  featureCategoryId: number | null;
  counts: SalesCounts;
}

/** A group of presentations: its counts and the first and last business date it covers. */
export interface GroupCounts extends SalesCounts {
  firstDate: string;
  lastDate: string;
}

/** The key of a presentation's group, as the database's grouping spells it: a date, an id, or two ids "a:b"; '' for 'all'. */
export function groupKeyOf(p: PresentationDims, dimension: Dimension): string {
  switch (dimension) {
    case 'all':
      return '';
    case 'date':
      return p.business_date;
    case 'location':
      return String(p.location_id);
    case 'venue':
      return String(p.venue_id);
    case 'feature':
      return String(p.feature_id);
    case 'featureLocation':
      return `${p.feature_id}:${p.location_id}`;
    case 'venueFeature':
      return `${p.venue_id}:${p.feature_id}`;
  }
}

/** The live holds of one instant: seats held per presentation, and where those presentations play. */
export interface LiveHolds {
  byPresentation: Map<number, number>;
  presentations: PresentationDims[];
}

/**
 * The presentations of a scope with their summarised sales (ADR 0008) and their live holds: one by one for small
 * sets and pages, or summed per group by the database for whole ranges. A call that reads several groupings
 * passes one LiveHolds to all of them, so they agree and the holds are read once.
 */
export class PresentationFacts {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly clock: Clock,
  ) {}

  /** The holds that are live now (checkout holds and unpaid hold orders before their deadline). */
  async holds(): Promise<LiveHolds> {
    const byPresentation = await this.repository.liveHolds(this.clock.now().toISOString());
    return {
      byPresentation,
      presentations: byPresentation.size > 0 ? await this.repository.presentationDims([...byPresentation.keys()]) : [],
    };
  }

  async load(scope: PresentationScope, page?: { offset: number; limit: number }, holds?: LiveHolds): Promise<PresentationFact[]> {
    const [rows, held] = await Promise.all([
      this.repository.presentationFacts(scope, page),
      holds ? Promise.resolve(holds.byPresentation) : this.repository.liveHolds(this.clock.now().toISOString()),
    ]);
    return rows.map((row) => toFact(row, held.get(row.id) ?? 0));
  }

  /** Counts per group; holds are few, so they are added presentation by presentation to their groups. */
  async grouped(scope: PresentationScope, dimension: Dimension, holds?: LiveHolds): Promise<Map<string, GroupCounts>> {
    const [rows, live] = await Promise.all([this.repository.aggregate(scope, dimension), holds ?? this.holds()]);
    const groups = new Map<string, GroupCounts>();
    for (const r of rows) {
      const key =
        dimension === 'featureLocation' || dimension === 'venueFeature' ? `${r.k0}:${r.k1}` : dimension === 'all' ? '' : String(r.k0);
      groups.set(key, {
        presentations: Number(r.presentations),
        capacity: Number(r.capacity ?? 0),
        sold: Number(r.sold ?? 0),
        held: 0,
        ticketsAgorot: Number(r.tickets_agorot ?? 0),
        serviceChargeAgorot: Number(r.service_charge_agorot ?? 0),
        productsQuantity: Number(r.products_quantity ?? 0),
        productsAgorot: Number(r.products_agorot ?? 0),
        bookingFeeAgorot: Number(r.booking_fee_agorot ?? 0),
        firstDate: String(r.first_date ?? ''),
        lastDate: String(r.last_date ?? ''),
      });
    }
    for (const p of live.presentations) {
      if (!isInScope(p, scope)) continue;
      const group = groups.get(groupKeyOf(p, dimension));
      if (group) group.held += live.byPresentation.get(p.id) ?? 0;
    }
    return groups;
  }
}

function toFact(row: PresentationFactRow, held: number): PresentationFact {
  const capacity = presentationCapacity({
    venueTypeId: row.venue_type_id,
    isReserved: row.is_reserved === 1,
    gaCapacity: row.ga_capacity,
    planCapacity: row.plan_capacity,
  });
  return {
    id: row.id,
    businessId: row.business_id,
    businessDate: row.business_date,
    startsAt: row.starts_at,
    locationId: row.location_id,
    venueId: row.venue_id,
    featureId: row.feature_id,
    featureCategoryId: row.feature_category_id,
    counts: {
      presentations: 1,
      capacity: capacity ?? 0,
      sold: Number(row.sold_quantity ?? 0),
      held,
      ticketsAgorot: Number(row.tickets_agorot ?? 0),
      serviceChargeAgorot: Number(row.service_charge_agorot ?? 0),
      productsQuantity: Number(row.products_quantity ?? 0),
      productsAgorot: Number(row.products_agorot ?? 0),
      bookingFeeAgorot: Number(row.booking_fee_agorot ?? 0),
    },
  };
}
