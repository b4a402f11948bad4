import { KupaError, localDateTimeOf, ticketingState, type Clock, type LockTimers } from '@kupa/domain';
import { BoundedCache } from '../shared/bounded-cache';
import { lockTimersOf } from './business-lock-timers';
import type { PresentationSeatingRow, SeatCatalogueRepository } from './seat-catalogue.repository';

/** A business's settings document (businesses.settings_json, which the catalogue owns), or null for none. */
export type BusinessSettingsReader = (businessId: number) => Promise<string | null>;

/** What seat selection needs to know about a presentation. */
export interface SeatingPresentation {
  id: number;
  venueId: number;
  /** The presentation's seat plan, else its venue's default plan; null when it has none (video on demand). */
  seatplanId: number | null;
  /** Reserved seating; otherwise general admission, where the server picks the seat (spec 4). */
  reserved: boolean;
  gaCapacity: number | null;
  maxSeats: number;
  requiresVacantSeat: boolean;
  seatingPolicyId: number;
  timers: LockTimers;
  serviceChargeAgorot: number;
  row: PresentationSeatingRow;
}

// Presentations change rarely and only through staff tools; a couple of seconds of staleness keeps the hot hold and
// status paths at one query while a change (a branch going offline) still applies almost at once.
const PRESENTATION_TTL_MS = 2000;
const PRESENTATION_CACHE_SIZE = 2048;

/** Finds presentations for seat selection and decides whether they can be sold online now. */
export class SeatingPresentations {
  private readonly cache = new BoundedCache<number, SeatingPresentation>(PRESENTATION_CACHE_SIZE, PRESENTATION_TTL_MS);

  constructor(
    private readonly repository: SeatCatalogueRepository,
    private readonly clock: Clock,
    /** Where the lock timers of a presentation that follows its business come from; without it, the defaults. */
    private readonly businessSettings: BusinessSettingsReader = () => Promise.resolve(null),
  ) {}

  /** A scheduled presentation; PRESENTATION_NOT_FOUND otherwise. */
  find(id: number): Promise<SeatingPresentation> {
    return this.cache.get(id, async () => {
      const row = await this.repository.findPresentation(id);
      if (!row || row.status !== 'scheduled') throw new KupaError('PRESENTATION_NOT_FOUND');
      return {
        id: row.id,
        venueId: row.venue_id,
        seatplanId: row.seatplan_id ?? row.default_seatplan_id,
        reserved: row.is_reserved === 1,
        gaCapacity: row.ga_capacity,
        maxSeats: row.max_seats_per_transaction,
        requiresVacantSeat: row.requires_vacant_seat === 1,
        seatingPolicyId: row.seating_policy_id,
        // A presentation's own lockTimer wins; one that follows its business takes the business's (issue 13).
        timers:
          row.lock_timers_own === 1
            ? {
                chooseSeatsInSeconds: row.lock_choose_seats_s,
                chooseTicketsInSeconds: row.lock_choose_tickets_s,
                customerInfoInSeconds: row.lock_customer_info_s,
                chooseProductsInSeconds: row.lock_choose_products_s,
              }
            : lockTimersOf(await this.businessSettings(row.business_id)),
        serviceChargeAgorot: row.service_charge_agorot,
        row,
      };
    });
  }

  /** A presentation that can be sold online now: its location is online and ticketing is open (spec 4 and 8). */
  async forSale(id: number): Promise<SeatingPresentation> {
    const presentation = await this.find(id);
    this.assertOnSale(presentation);
    return presentation;
  }

  /** LOCATION_OFFLINE, TICKETING_NOT_STARTED with the local sale start, or TICKETING_ENDED. */
  assertOnSale(presentation: SeatingPresentation, { allowBeforeSale = false } = {}): void {
    const { row } = presentation;
    if (row.is_offline === 1) throw new KupaError('LOCATION_OFFLINE');
    const saleStartsAt = row.sale_starts_at ? new Date(row.sale_starts_at) : null;
    const state = ticketingState(
      { startsAt: new Date(row.starts_at), saleStartsAt, saleStopsAt: row.sale_stops_at ? new Date(row.sale_stops_at) : null },
      this.clock.now(),
    );
    if (state === 'ended') throw new KupaError('TICKETING_ENDED');
    if (state === 'not-started' && saleStartsAt && !allowBeforeSale) {
      throw new KupaError('TICKETING_NOT_STARTED', { date: localDateTimeOf(saleStartsAt, row.time_zone) });
    }
  }
}
