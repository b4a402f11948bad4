import {
  neighboursOf,
  occupancyFor,
  seatKey,
  seatsTakenTogether,
  SINGLE_SEAT_BLOCKING_POLICY_ID,
  strandsSingleSeat,
  type Clock,
  type Occupancy,
  type SeatCell,
} from '@kupa/domain';
import type { SeatsStatus } from '@kupa/contracts';
import { generalAdmissionPlaces } from './general-admission';
import type { SeatClaimsRepository } from './seat-claims.repository';
import { toLiveClaims } from './seat-holder';
import type { SeatLayoutsService } from './seat-layouts.service';
import type { SeatingPresentation, SeatingPresentations } from './seating-presentation';
import type { SeatplanLayout } from './seatplan-layout';

/** Seat availability for one buyer (api-compat seats-statusV2): one read of the live claims plus the cached layout. */
export class SeatStatusService {
  constructor(
    private readonly presentations: SeatingPresentations,
    private readonly layouts: SeatLayoutsService,
    private readonly claims: SeatClaimsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Keys of the seats this buyer may take now: free seats and the buyer's own live holds; not sold, not held by
   * others, not blocked, not a sofa whose other half is taken, not next to another party where the event requires a
   * vacant seat, and under seating policy 3 not a seat that would strand a single seat (ADR 0007).
   */
  async status(buyer: string, presentationId: number, sectionId?: number): Promise<SeatsStatus> {
    const presentation = await this.presentations.find(presentationId);
    if (presentation.seatplanId === null) return { seats: {} };
    const layout = await this.layouts.layoutOf(presentation.seatplanId);
    const live = toLiveClaims(await this.claims.liveClaims([presentation.id], this.clock.now().toISOString()));
    const occupancy = occupancyFor(live, buyer);
    const seats: Record<string, number> = {};
    if (!presentation.reserved) {
      // General admission: the buyer's places, and free places while some of the capacity is left.
      const places = generalAdmissionPlaces(presentation, layout, 0);
      const full = live.length >= places.length;
      for (const seat of places) {
        if (sectionId !== undefined && seat.sectionId !== sectionId) continue;
        const state = occupancy.stateOf(seat);
        if (state === 'mine' || (state === 'free' && !full)) seats[seatKey(seat.sectionId, seat.x, seat.y)] = 0;
      }
      return { seats };
    }
    for (const seat of layout.index.seats) {
      if (sectionId !== undefined && seat.sectionId !== sectionId) continue;
      if (this.availableTo(presentation, layout, occupancy, seat)) seats[seatKey(seat.sectionId, seat.x, seat.y)] = 0;
    }
    return { seats };
  }

  /** Seats available to the buyer in every one of several presentations on one plan (a membership's fixed seat, spec 7). */
  async commonStatus(buyer: string, presentations: SeatingPresentation[], layout: SeatplanLayout): Promise<Record<string, number>> {
    const live = await this.claims.liveClaims(
      presentations.map((p) => p.id),
      this.clock.now().toISOString(),
    );
    const views = presentations.map((p) => ({
      p,
      occupancy: occupancyFor(toLiveClaims(live.filter((c) => c.presentation_id === p.id)), buyer),
    }));
    const seats: Record<string, number> = {};
    for (const seat of layout.index.seats) {
      if (views.every(({ p, occupancy }) => this.availableTo(p, layout, occupancy, seat)))
        seats[seatKey(seat.sectionId, seat.x, seat.y)] = 0;
    }
    return seats;
  }

  private availableTo(presentation: SeatingPresentation, layout: SeatplanLayout, occupancy: Occupancy, seat: SeatCell): boolean {
    const state = occupancy.stateOf(seat);
    if (state === 'mine') return true;
    if (state !== 'free') return false;
    if (layout.sectionReserved.get(seat.sectionId) === false) return true;
    const together = seatsTakenTogether(layout.index, seat);
    if (together.some((s) => occupancy.stateOf(s) !== 'free' && occupancy.stateOf(s) !== 'mine')) return false;
    if (
      presentation.requiresVacantSeat &&
      together.some((s) => neighboursOf(layout.index, s).some((n) => occupancy.stateOf(n) === 'taken'))
    )
      return false;
    if (presentation.seatingPolicyId === SINGLE_SEAT_BLOCKING_POLICY_ID && strandsSingleSeat(layout.index, occupancy, together))
      return false;
    return true;
  }
}
