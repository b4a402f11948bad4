import {
  checkFinalSelection,
  HOLD_EXTENSION_GRACE_MS,
  holdExpiry,
  KupaError,
  leavesSeatChoice,
  MAX_HOLD_EXTENSIONS,
  SEAT_STEPS,
  stepBit,
  type Clock,
  type MessageLocale,
  type SeatStep,
} from '@kupa/domain';
import type { HoldsResponse } from '@kupa/contracts';
import { holdsView } from './held-seat-view';
import type { SeatClaimsRepository } from './seat-claims.repository';
import { toLiveClaims, type SeatHolder } from './seat-holder';
import type { SeatLayoutsService } from './seat-layouts.service';
import type { SeatingPresentation, SeatingPresentations } from './seating-presentation';
import type { SeatplanLayout } from './seatplan-layout';

/** A buyer's holds over time: what is held, moving to another order step, and the one extension (spec 4 Order flow). */
export class SeatHoldsService {
  constructor(
    private readonly presentations: SeatingPresentations,
    private readonly layouts: SeatLayoutsService,
    private readonly claims: SeatClaimsRepository,
    private readonly holder: SeatHolder,
    private readonly clock: Clock,
  ) {}

  /** The buyer's live holds of a presentation (after a page reload, or to show the timer). */
  async holds(buyer: string, presentationId: number, locale: MessageLocale): Promise<HoldsResponse> {
    const presentation = await this.presentations.find(presentationId);
    const layout = await this.layoutOf(presentation);
    const rows = await this.claims.holdsOf(presentation.id, buyer, this.clock.now().toISOString());
    return holdsView(presentation, layout, rows, locale);
  }

  /**
   * Moves the buyer's holds to an order step. Leaving seat choice, the whole selection must meet the seat rules
   * (ADR 0007); the first time the holds enter a step they get that step's own timer, counted from now (spec 4:
   * each step has its own seat-lock time limit).
   */
  async moveToStep(buyer: string, presentationId: number, step: SeatStep, locale: MessageLocale): Promise<HoldsResponse> {
    const presentation = await this.presentations.forSale(presentationId);
    const layout = await this.layoutOf(presentation);
    const now = this.clock.now();
    if (leavesSeatChoice(step)) {
      const live = toLiveClaims(await this.claims.liveClaims([presentation.id], now.toISOString()));
      const mine = live.filter((c) => c.buyer === buyer && !c.sold);
      if (mine.length === 0) throw new KupaError('SEAT_LOCK_EXPIRED');
      const rules = {
        maxSeats: presentation.maxSeats,
        requiresVacantSeat: presentation.requiresVacantSeat,
        seatingPolicyId: presentation.seatingPolicyId,
        holdOrder: false,
      };
      // General admission has no neighbours: only the limit applies there.
      const violation = presentation.reserved
        ? checkFinalSelection({ index: layout.index, claims: live, buyer, rules })
        : mine.length > rules.maxSeats
          ? { code: 'MAX_SEATS_EXCEEDED' as const, details: { max: rules.maxSeats } }
          : null;
      if (violation) throw new KupaError(violation.code, violation.details);
    }
    const rows = await this.claims.moveToStep(
      presentation.id,
      buyer,
      step,
      holdExpiry(now, presentation.timers, step).toISOString(),
      stepBit(step),
      now.toISOString(),
    );
    if (rows.length === 0) throw new KupaError('SEAT_LOCK_EXPIRED');
    return holdsView(presentation, layout, rows, locale);
  }

  /**
   * Extends the buyer's holds once, also after they expired (spec 4: the checkout timer can be extended after
   * expiry), as long as nobody has taken the seats since and the expiry is at most the grace period ago.
   */
  async extend(buyer: string, presentationId: number, locale: MessageLocale): Promise<HoldsResponse> {
    const presentation = await this.presentations.forSale(presentationId);
    const layout = await this.layoutOf(presentation);
    const now = this.clock.now();
    const byStep = Object.fromEntries(SEAT_STEPS.map((s) => [s, holdExpiry(now, presentation.timers, s).toISOString()])) as Record<
      SeatStep,
      string
    >;
    const graceStart = new Date(now.getTime() - HOLD_EXTENSION_GRACE_MS).toISOString();
    const rows = await this.claims.extend(presentation.id, buyer, byStep, MAX_HOLD_EXTENSIONS, graceStart, now.toISOString());
    if (rows.length === 0) {
      // Only to choose the message: the update above already decided that nothing could be extended.
      const recent = await this.claims.holdsOf(presentation.id, buyer, graceStart);
      throw new KupaError(recent.some((r) => r.extended_count >= MAX_HOLD_EXTENSIONS) ? 'SEAT_LOCK_EXTENSION_USED' : 'SEAT_LOCK_EXPIRED');
    }
    this.holder.announce(
      presentation.id,
      rows.flatMap((r) => layout.index.byId.get(r.seat_id) ?? []),
      'locked',
    );
    return holdsView(presentation, layout, rows, locale);
  }

  /**
   * Releases the buyer's live holds of a presentation (leaving or resetting the order, spec 4 Reset) and announces
   * the freed seats. Answers how many seats were released.
   */
  async releaseHolds(buyer: string, presentationId: number): Promise<number> {
    const presentation = await this.presentations.find(presentationId);
    const rows = await this.claims.holdsOf(presentation.id, buyer, this.clock.now().toISOString());
    const released = await this.claims.release(
      rows.map((r) => ({ presentationId: presentation.id, seatId: r.seat_id })),
      buyer,
    );
    if (released.length > 0 && presentation.seatplanId !== null) {
      const layout = await this.layouts.layoutOf(presentation.seatplanId);
      this.holder.announce(
        presentation.id,
        released.flatMap((r) => layout.index.byId.get(r.seatId) ?? []),
        'released',
      );
    }
    return released.length;
  }

  private async layoutOf(presentation: SeatingPresentation): Promise<SeatplanLayout> {
    if (presentation.seatplanId === null) throw new KupaError('SEATPLAN_NOT_FOUND');
    return this.layouts.layoutOf(presentation.seatplanId);
  }
}
