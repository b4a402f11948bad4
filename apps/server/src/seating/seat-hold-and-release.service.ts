import {
  chooseBestSeats,
  KupaError,
  occupancyFor,
  seatKey,
  seatsTakenTogether,
  withMineReleased,
  type Clock,
  type MessageLocale,
  type SeatCell,
} from '@kupa/domain';
import type { BestAvailableBody, LockedSeat, LockSeatBody, LockSeatsBody, SeatRef } from '@kupa/contracts';
import { generalAdmissionPlaces, isGeneralAdmission } from './general-admission';
import { heldSeatView } from './held-seat-view';
import type { HeldRow, SeatClaimsRepository } from './seat-claims.repository';
import { toLiveClaims, type SeatHolder } from './seat-holder';
import type { SeatLayoutsService } from './seat-layouts.service';
import type { SeatingPresentation, SeatingPresentations } from './seating-presentation';
import type { SeatplanLayout } from './seatplan-layout';

/** Rounds of choosing again when another buyer takes one of the chosen seats first. */
const BEST_AVAILABLE_ROUNDS = 3;

/** Holding and releasing seats for a buyer (spec 4 Seats; spec 7 lock-seat and unlock-seat), one by one, in batches or best available. */
export class SeatHoldAndReleaseService {
  constructor(
    private readonly presentations: SeatingPresentations,
    private readonly layouts: SeatLayoutsService,
    private readonly claims: SeatClaimsRepository,
    private readonly holder: SeatHolder,
    private readonly clock: Clock,
  ) {}

  /** Holds one seat (and its sofa half); for general admission the server picks the place and answers it. */
  async holdSeat(buyer: string, body: LockSeatBody, locale: MessageLocale): Promise<LockedSeat> {
    const { seat: ref } = body;
    const presentation = await this.presentations.forSale(ref.PresentationId);
    const layout = await this.layoutFor(presentation, ref);
    const seat = seatAt(layout, ref.VenueSectionId, ref.XCoordinate, ref.YCoordinate);
    if (!seat) throw new KupaError('SEAT_NOT_AVAILABLE');
    if (isGeneralAdmission(presentation, layout, seat.sectionId)) {
      const [held] = await this.holder.holdPlaces(buyer, presentation, generalAdmissionPlaces(presentation, layout, seat.sectionId), 1, {
        replace: false,
      });
      return this.viewOf(presentation, layout, held ? [held] : [], locale)[0] ?? missingHold();
    }
    const held = await this.holder.hold(buyer, [{ presentation, layout, seats: seatsTakenTogether(layout.index, seat) }], {
      holdOrder: body.orderType === 'hold',
    });
    const row = held.find((r) => r.seat_id === seat.id) ?? missingHold();
    return heldSeatView(presentation, layout, seat, row, locale);
  }

  /** Holds several seats of one presentation, all or nothing (Kupa extension). */
  async holdSeats(buyer: string, body: LockSeatsBody, locale: MessageLocale): Promise<LockedSeat[]> {
    const presentation = await this.presentations.forSale(body.presentationId);
    const layout = await this.layoutOf(presentation);
    const requested: SeatCell[] = [];
    for (const s of body.seats) {
      const seat = seatAt(layout, s.VenueSectionId, s.XCoordinate, s.YCoordinate);
      if (!seat) throw new KupaError('SEAT_NOT_AVAILABLE');
      requested.push(seat);
    }
    const first = requested[0];
    if (first && isGeneralAdmission(presentation, layout, first.sectionId)) {
      const places = generalAdmissionPlaces(presentation, layout, first.sectionId);
      const held = await this.holder.holdPlaces(buyer, presentation, places, requested.length, { replace: false });
      return this.viewOf(presentation, layout, held, locale);
    }
    const seats = uniqueSeats(requested.flatMap((s) => seatsTakenTogether(layout.index, s)));
    const held = await this.holder.hold(buyer, [{ presentation, layout, seats }], { holdOrder: body.orderType === 'hold' });
    return this.viewOf(presentation, layout, held, locale);
  }

  /** Releases a seat the buyer holds, with its sofa half; SEAT_UNLOCK_FAILED when the buyer holds neither. */
  async releaseSeat(buyer: string, ref: SeatRef): Promise<string[]> {
    const presentation = await this.presentations.find(ref.PresentationId);
    const layout = await this.layoutOf(presentation);
    const seat = seatAt(layout, ref.VenueSectionId, ref.XCoordinate, ref.YCoordinate);
    if (!seat) throw new KupaError('SEAT_UNLOCK_FAILED');
    const seats = seatsTakenTogether(layout.index, seat);
    const released = await this.claims.release(
      seats.map((s) => ({ presentationId: presentation.id, seatId: s.id })),
      buyer,
    );
    if (released.length === 0) throw new KupaError('SEAT_UNLOCK_FAILED');
    const releasedSeats = seats.filter((s) => released.some((r) => r.seatId === s.id));
    this.holder.announce(presentation.id, releasedSeats, 'released');
    return releasedSeats.map((s) => seatKey(s.sectionId, s.x, s.y));
  }

  /**
   * Holds the best seats for a party (spec 4: auto-select raises NOT_ENOUGH_SEATS when none fit), replacing the
   * buyer's current holds of the presentation in the same transaction.
   */
  async bestAvailable(buyer: string, body: BestAvailableBody, locale: MessageLocale): Promise<LockedSeat[]> {
    const presentation = await this.presentations.forSale(body.presentationId);
    if (body.quantity > presentation.maxSeats) throw new KupaError('MAX_SEATS_EXCEEDED', { max: presentation.maxSeats });
    const layout = await this.layoutOf(presentation);
    if (!presentation.reserved) {
      const places = generalAdmissionPlaces(presentation, layout, body.sectionId ?? 0);
      const held = await this.holder.holdPlaces(buyer, presentation, places, body.quantity, { replace: true });
      return this.viewOf(presentation, layout, held, locale);
    }
    const rules = {
      maxSeats: presentation.maxSeats,
      requiresVacantSeat: presentation.requiresVacantSeat,
      seatingPolicyId: presentation.seatingPolicyId,
      holdOrder: body.orderType === 'hold',
    };
    // Reserved sections only: places in a general-admission section are the server's to pick, not a "best seat".
    const reservedSections = [...layout.sectionReserved].filter(([, reserved]) => reserved).map(([id]) => id);
    const sectionIds = new Set(body.sectionId !== undefined ? reservedSections.filter((id) => id === body.sectionId) : reservedSections);
    for (let round = 0; round < BEST_AVAILABLE_ROUNDS; round++) {
      const now = this.clock.now();
      const live = toLiveClaims(await this.claims.liveClaims([presentation.id], now.toISOString()));
      const chosen = chooseBestSeats({
        index: layout.index,
        occupancy: withMineReleased(occupancyFor(live, buyer)),
        quantity: body.quantity,
        accessible: body.accessible ?? false,
        rules,
        ticketGroupId: body.ticketGroupId,
        sectionIds,
      });
      if (!chosen) throw new KupaError('NOT_ENOUGH_SEATS');
      const targets = chosen.map((s) => ({ presentationId: presentation.id, seatId: s.id }));
      const held = await this.holder.replace(presentation, targets, this.holder.termsFor(buyer, [presentation], now), layout.index.seats);
      if (held) {
        this.holder.announce(presentation.id, chosen, 'locked');
        return this.viewOf(presentation, layout, held, locale);
      }
    }
    throw new KupaError('NOT_ENOUGH_SEATS');
  }

  private async layoutOf(presentation: SeatingPresentation): Promise<SeatplanLayout> {
    if (presentation.seatplanId === null) throw new KupaError('SEATPLAN_NOT_FOUND');
    return this.layouts.layoutOf(presentation.seatplanId);
  }

  /** The presentation's layout, refusing a seat reference to another venue or plan (a stale or forged client). */
  private async layoutFor(presentation: SeatingPresentation, ref: SeatRef): Promise<SeatplanLayout> {
    if (ref.VenueId !== presentation.venueId) throw new KupaError('VALIDATION_ERROR', { field: 'seat.VenueId' });
    const layout = await this.layoutOf(presentation);
    if (ref.VenueSeatplanId && ref.VenueSeatplanId !== layout.id)
      throw new KupaError('VALIDATION_ERROR', { field: 'seat.VenueSeatplanId' });
    return layout;
  }

  private viewOf(presentation: SeatingPresentation, layout: SeatplanLayout, rows: readonly HeldRow[], locale: MessageLocale): LockedSeat[] {
    return rows.flatMap((row) => {
      const seat = layout.index.byId.get(row.seat_id);
      return seat ? [heldSeatView(presentation, layout, seat, row, locale)] : [];
    });
  }
}

export function seatAt(layout: SeatplanLayout, sectionId: number, x: number, y: number): SeatCell | undefined {
  return layout.index.byKey.get(seatKey(sectionId, x, y));
}

function uniqueSeats(seats: SeatCell[]): SeatCell[] {
  return [...new Map(seats.map((s) => [s.id, s])).values()];
}

/** A claim that succeeded always returns its rows; reaching this is a bug, not a buyer's error. */
function missingHold(): never {
  throw new Error('a successful claim returned no row for the requested seat');
}
