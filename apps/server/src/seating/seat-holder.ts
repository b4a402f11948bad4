import {
  checkSeatsToAdd,
  holdExpiry,
  KupaError,
  occupancyFor,
  seatKey,
  stepBit,
  type Clock,
  type LiveClaim,
  type SeatCell,
} from '@kupa/domain';
import type { ClaimTarget, HeldRow, HoldTerms, SeatClaimsRepository } from './seat-claims.repository';
import type { SeatEventPublisher } from './seat-events';
import type { SeatingPresentation } from './seating-presentation';
import type { SeatplanLayout } from './seatplan-layout';

/** Seats to hold in one presentation (sofa halves included). */
export interface HoldPlan {
  presentation: SeatingPresentation;
  layout: SeatplanLayout;
  seats: SeatCell[];
}

export interface HoldOptions {
  holdOrder: boolean;
  /** Overrides the presentation's limit (a membership allows the sum of its selected quantities). */
  maxSeats?: number;
}

/** Rounds of re-reading and re-picking when other buyers take general-admission places first. */
const PLACE_PICK_ROUNDS = 5;

/** The claims repository's rows as the rules read them. */
export function toLiveClaims(
  rows: ReadonlyArray<{ seat_id: number; buyer_uuid: string; status: string; created_at: string }>,
): LiveClaim[] {
  return rows.map((r) => ({ seatId: r.seat_id, buyer: r.buyer_uuid, sold: r.status === 'sold', since: r.created_at }));
}

/**
 * Takes seats for a buyer: judges them by the seat rules (spec 5) on the rows involved, then claims them all at
 * once, across presentations when a membership holds one seat in several (all or nothing), and announces them.
 * lock-seat, lock-seats, best available and the membership and enrolment holds all go through here.
 */
export class SeatHolder {
  constructor(
    private readonly claims: SeatClaimsRepository,
    private readonly events: SeatEventPublisher,
    private readonly clock: Clock,
  ) {}

  async hold(buyer: string, plans: HoldPlan[], options: HoldOptions): Promise<HeldRow[]> {
    const now = this.clock.now();
    const rowSeatIds = new Set<number>();
    for (const plan of plans)
      for (const seat of plan.seats) for (const s of plan.layout.index.rowOf.get(seat.id) ?? []) rowSeatIds.add(s.id);
    const live = await this.claims.liveClaims(
      plans.map((p) => p.presentation.id),
      now.toISOString(),
      { buyer, seatIds: [...rowSeatIds] },
    );
    for (const plan of plans) {
      const p = plan.presentation;
      const violation = checkSeatsToAdd({
        index: plan.layout.index,
        occupancy: occupancyFor(toLiveClaims(live.filter((c) => c.presentation_id === p.id)), buyer),
        seats: plan.seats,
        rules: {
          maxSeats: options.maxSeats ?? p.maxSeats,
          requiresVacantSeat: p.requiresVacantSeat,
          seatingPolicyId: p.seatingPolicyId,
          holdOrder: options.holdOrder,
        },
      });
      if (violation) throw new KupaError(violation.code, violation.details);
    }
    const targets = plans.flatMap((plan) => plan.seats.map((s) => ({ presentationId: plan.presentation.id, seatId: s.id })));
    const held = await this.claims.claim(
      targets,
      this.termsFor(
        buyer,
        plans.map((p) => p.presentation),
        now,
      ),
    );
    if (!held) throw new KupaError('SEAT_NOT_AVAILABLE');
    for (const plan of plans) this.announce(plan.presentation.id, plan.seats, 'locked');
    return held;
  }

  /**
   * Takes `count` general-admission places: the server picks free ones (spec 4: for non-reserved seating the
   * returned seat becomes the selected one). With `replace`, the result replaces the buyer's current places.
   */
  async holdPlaces(
    buyer: string,
    presentation: SeatingPresentation,
    places: readonly SeatCell[],
    count: number,
    options: { replace: boolean },
  ): Promise<HeldRow[]> {
    for (let round = 0; round < PLACE_PICK_ROUNDS; round++) {
      const now = this.clock.now();
      const live = toLiveClaims(await this.claims.liveClaims([presentation.id], now.toISOString()));
      const claimed = new Map(live.map((c) => [c.seatId, c]));
      const mine = places.filter((s) => claimed.get(s.id)?.buyer === buyer && !claimed.get(s.id)?.sold);
      if (!options.replace && mine.length + count > presentation.maxSeats)
        throw new KupaError('MAX_SEATS_EXCEEDED', { max: presentation.maxSeats });
      const free = shuffled(places.filter((s) => !claimed.has(s.id)));
      const pick = (options.replace ? [...mine, ...free] : free).slice(0, count);
      if (pick.length < count) throw new KupaError('NOT_ENOUGH_SEATS');
      const targets: ClaimTarget[] = pick.map((s) => ({ presentationId: presentation.id, seatId: s.id }));
      const terms = this.termsFor(buyer, [presentation], now);
      const held = options.replace ? await this.replace(presentation, targets, terms, places) : await this.claims.claim(targets, terms);
      if (held) {
        this.announce(presentation.id, pick, 'locked');
        return held;
      }
    }
    throw new KupaError('NOT_ENOUGH_SEATS');
  }

  /** Takes exactly these seats and releases the buyer's other holds of the presentation; null when a seat was taken meanwhile. */
  async replace(
    presentation: SeatingPresentation,
    targets: ClaimTarget[],
    terms: HoldTerms,
    seatsOfPlan: readonly SeatCell[],
  ): Promise<HeldRow[] | null> {
    const result = await this.claims.replaceHolds(presentation.id, targets, terms);
    if (!result) return null;
    const byId = new Map(seatsOfPlan.map((s) => [s.id, s]));
    this.announce(
      presentation.id,
      result.released.flatMap((id) => byId.get(id) ?? []),
      'released',
    );
    return result.held;
  }

  termsFor(buyer: string, presentations: SeatingPresentation[], now: Date): HoldTerms {
    // One expiry for a hold across presentations: the shortest choose-seats timer among them.
    const expiresAt = presentations.map((p) => holdExpiry(now, p.timers, 'chooseSeats').toISOString()).sort()[0] ?? now.toISOString();
    return { buyer, step: 'chooseSeats', expiresAt, grantedSteps: stepBit('chooseSeats'), now: now.toISOString() };
  }

  announce(presentationId: number, seats: readonly SeatCell[], state: 'locked' | 'released'): void {
    if (seats.length > 0)
      this.events.publish(
        presentationId,
        seats.map((s) => ({ seat: seatKey(s.sectionId, s.x, s.y), state })),
      );
  }
}

/** A random order, so that concurrent buyers of general admission rarely reach for the same place. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
