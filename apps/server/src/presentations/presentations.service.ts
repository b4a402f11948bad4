import { isVideoOnDemandVenueType, KupaError, ticketingState, type Clock, type MessageLocale, type TicketingState } from '@kupa/domain';
import type { Presentation, PresentationListQuery } from '@kupa/contracts';
import { lockTimersOf } from '../seating/business-lock-timers';
import type { ListedSeatplan } from '../seating/seat-counts';
import { toPresentationView } from './presentation-view';
import type { PresentationFilter, PresentationRow, PresentationsRepository } from './presentations.repository';

export interface PresentationList {
  presentations: Presentation[];
  hasReserved: boolean;
  hasGA: boolean;
}

/** Presentations as customers and third-party clients see them: upcoming lists, one presentation, one business date. */
export class PresentationsService {
  constructor(
    private readonly repository: PresentationsRepository,
    private readonly clock: Clock,
    /** The settings document of a business (the catalogue's): the lock timers of presentations that follow it. */
    private readonly businessSettings: (businessId: number) => Promise<string | null> = () => Promise.resolve(null),
  ) {}

  /** Upcoming presentations with the api-compat filters; one leaves the list once it has started (spec 9: grace 0). */
  async listUpcoming(query: PresentationListQuery, locale: MessageLocale): Promise<PresentationList> {
    const filter: PresentationFilter = { upcomingAt: this.clock.now().toISOString() };
    if (query.startDate) filter.businessDateFrom = query.startDate;
    if (query.endDate) filter.businessDateTo = query.endDate;
    if (query.locationId !== undefined) filter.locationId = query.locationId;
    if (query.featureIds) filter.featureIds = query.featureIds;
    const includeSynopsis = query.includeSynopsis === '1' || query.includeSynopsis === 'true';
    const presentations = await this.views(await this.repository.findPresentations(filter), locale, includeSynopsis);
    return {
      presentations,
      hasReserved: presentations.some((p) => p.isReserved === 1),
      hasGA: presentations.some((p) => p.isGA === 1),
    };
  }

  /** One presentation for the order page; refuses unknown ones and those whose ticketing has ended (api-compat errors). */
  async getForSale(id: number, locale: MessageLocale): Promise<Presentation> {
    const [row] = await this.repository.findPresentations({ id });
    if (!row) throw new KupaError('PRESENTATION_NOT_FOUND');
    // Not yet on sale, or at an offline branch: still answered (with ticketingState and isOffline) so the order
    // page can say when sales open or that the branch is offline before any seat map (spec 4, spec 8).
    if (ticketingStateOf(row, this.clock.now()) === 'ended') throw new KupaError('TICKETING_ENDED');
    const [view] = await this.views([row], locale, true);
    if (!view) throw new KupaError('PRESENTATION_NOT_FOUND');
    return view;
  }

  /** The upcoming presentations of one source (spec 2 /mini-site/{url}), soonest first. */
  async listUpcomingOfMiniSite(miniSiteId: number, locale: MessageLocale): Promise<Presentation[]> {
    const rows = await this.repository.findPresentations({ upcomingAt: this.clock.now().toISOString(), miniSiteId });
    return this.views(rows, locale, false);
  }

  /** The public tickets (regular, senior) of presentations with their house prices, in agorot (a pair ticket for its seats). */
  async publicTicketPrices(
    presentationIds: number[],
  ): Promise<Array<{ presentationId: number; pricePolicyId: number; ticketGroupId: number; priceAgorot: number; multiplyFactor: number }>> {
    const rows = await this.repository.publicTicketPrices(presentationIds);
    return rows.map((r) => ({
      presentationId: r.presentation_id,
      pricePolicyId: r.price_policy_id,
      ticketGroupId: r.ticket_group_id,
      priceAgorot: r.price_agorot,
      multiplyFactor: r.multiply_factor,
    }));
  }

  /** Every presentation of one business date, started or not, with live availability (seat watchers poll this). */
  async listOfBusinessDate(date: string, locale: MessageLocale): Promise<Presentation[]> {
    const rows = await this.repository.findPresentations({ businessDateFrom: date, businessDateTo: date });
    return this.views(rows, locale, false);
  }

  private async views(rows: PresentationRow[], locale: MessageLocale, includeSynopsis: boolean): Promise<Presentation[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const seatplanIds = [...new Set(rows.flatMap((r) => (r.seatplan_id === null ? [] : [r.seatplan_id])))];
    const locationIds = [...new Set(rows.map((r) => r.location_id))];
    const [taken, seatplans, levels, products] = await Promise.all([
      this.repository.countTakenSeats(ids, this.clock.now().toISOString()),
      this.repository.seatplans(seatplanIds),
      this.repository.priceLevels(ids),
      this.repository.productsOfLocations(locationIds),
    ]);
    const followers = [...new Set(rows.filter((r) => r.lock_timers_own === 0).map((r) => r.business_id))];
    const timers = new Map(await Promise.all(followers.map(async (id) => [id, lockTimersOf(await this.businessSettings(id))] as const)));
    const now = this.clock.now();
    return rows.map((row) =>
      toPresentationView(
        row,
        {
          ticketingState: ticketingStateOf(row, now),
          capacity: capacityOf(row, seatplans),
          seatplan: row.seatplan_id === null ? undefined : seatplans.get(row.seatplan_id),
          taken: taken.get(row.id) ?? 0,
          priceLevels: levels.get(row.id) ?? [],
          products: products.get(row.location_id) ?? [],
          includeSynopsis,
          businessLockTimers: timers.get(row.business_id),
        },
        locale,
      ),
    );
  }
}

/** Whether tickets of a presentation can be sold at `now` (its sale window, the start, video on demand's own window). */
function ticketingStateOf(row: PresentationRow, now: Date): TicketingState {
  return ticketingState(
    {
      startsAt: new Date(row.starts_at),
      saleStartsAt: row.sale_starts_at ? new Date(row.sale_starts_at) : null,
      saleStopsAt: row.sale_stops_at ? new Date(row.sale_stops_at) : null,
      isVideoOnDemand: isVideoOnDemandVenueType(row.venue_type_id),
    },
    now,
  );
}

/** Seats a presentation can sell: its seat plan's sellable seats, a general-admission limit, or unlimited for video on demand. */
function capacityOf(row: PresentationRow, seatplans: ReadonlyMap<number, ListedSeatplan>): number | null {
  if (isVideoOnDemandVenueType(row.venue_type_id)) return null;
  const planSeats = row.seatplan_id === null ? undefined : seatplans.get(row.seatplan_id)?.sellableSeats;
  if (row.is_reserved) return planSeats ?? 0;
  return row.ga_capacity ?? planSeats ?? 0;
}
