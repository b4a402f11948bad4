import type { ErrorCode } from '../error-codes';
import { occupancyFor, withMine, type LiveClaim, type Occupancy } from './occupancy';
import { neighboursOf } from './row-runs';
import type { SeatCell, SeatIndex } from './seat-grid';
import { singleSeatGaps } from './single-seat-gaps';
import { SINGLE_SEAT_BLOCKING_POLICY_ID, strandsSingleSeat } from './singles-policy';

/** The presentation's seat rules (spec 3 Presentation, spec 5 Seats). */
export interface SeatRules {
  maxSeats: number;
  requiresVacantSeat: boolean;
  seatingPolicyId: number;
  /** An unpaid hold order (spec 4: premium seats cannot be held). */
  holdOrder: boolean;
}

/** A broken rule, as the catalogue code the server answers with. */
export interface SeatRuleViolation {
  code: ErrorCode;
  details?: Record<string, string | number>;
}

export interface SeatsToAdd {
  index: SeatIndex;
  occupancy: Occupancy;
  /** The seats the buyer asks for, sofa halves included. */
  seats: readonly SeatCell[];
  rules: SeatRules;
}

/**
 * Rules checked when a buyer adds seats (spec 5): the seat must be free, premium seats cannot be held, at most
 * maxSeats, one price level, policy 3, a vacant seat beside other parties where required, and no single empty seat
 * beside the selection that the buyer could not fill by adding it (ADR 0007: seat-by-seat picking stays possible).
 */
export function checkSeatsToAdd({ index, occupancy, seats, rules }: SeatsToAdd): SeatRuleViolation | null {
  if (seats.some((s) => ['taken', 'blocked'].includes(occupancy.stateOf(s)))) return { code: 'SEAT_NOT_AVAILABLE' };
  if (rules.holdOrder && seats.some((s) => s.premium)) return { code: 'PREMIUM_SEAT_NOT_HOLDABLE' };
  const adding = seats.filter((s) => occupancy.stateOf(s) === 'free');
  if (adding.length === 0) return null;

  const after = withMine(
    occupancy,
    adding.map((s) => s.id),
  );
  const selection = cellsOf(index, after.mine);
  if (selection.length > rules.maxSeats) return { code: 'MAX_SEATS_EXCEEDED', details: { max: rules.maxSeats } };
  if (new Set(selection.map((s) => s.ticketGroupId)).size > 1) return { code: 'SEAT_PRICE_LEVEL_MISMATCH' };
  if (rules.seatingPolicyId === SINGLE_SEAT_BLOCKING_POLICY_ID && strandsSingleSeat(index, occupancy, adding)) {
    return { code: 'SEAT_NOT_AVAILABLE' };
  }
  if (rules.requiresVacantSeat && adding.some((s) => neighboursOf(index, s).some((n) => after.stateOf(n) === 'taken'))) {
    return { code: 'VACANT_SEAT_REQUIRED' };
  }

  const level = selection[0]?.ticketGroupId;
  const gaps = singleSeatGaps(index, after).filter((g) => !(rules.requiresVacantSeat && g.betweenParties));
  const fillable = gaps.every(
    (g) =>
      g.seat.ticketGroupId === level &&
      !g.seat.sofaSide &&
      !(rules.holdOrder && g.seat.premium) &&
      !(rules.requiresVacantSeat && neighboursOf(index, g.seat).some((n) => after.stateOf(n) === 'taken')),
  );
  if (!fillable || selection.length + gaps.length > rules.maxSeats) return { code: 'SEAT_GAP_NOT_ALLOWED' };
  return null;
}

export interface FinalSelection {
  index: SeatIndex;
  /** Every live claim of the presentation. */
  claims: readonly LiveClaim[];
  buyer: string;
  rules: SeatRules;
}

/**
 * Rules the whole selection must meet when the buyer leaves seat choice (spec 5): at most maxSeats, one price level,
 * a vacant seat beside other parties where required (the later of two racing parties gives way), and no single
 * empty seat between or beside the selected seats.
 */
export function checkFinalSelection({ index, claims, buyer, rules }: FinalSelection): SeatRuleViolation | null {
  const occupancy = occupancyFor(claims, buyer);
  const selection = cellsOf(index, occupancy.mine);
  if (selection.length > rules.maxSeats) return { code: 'MAX_SEATS_EXCEEDED', details: { max: rules.maxSeats } };
  if (new Set(selection.map((s) => s.ticketGroupId)).size > 1) return { code: 'SEAT_PRICE_LEVEL_MISMATCH' };
  if (rules.requiresVacantSeat) {
    const bySeat = new Map(claims.map((c) => [c.seatId, c]));
    for (const seat of selection) {
      const own = bySeat.get(seat.id);
      for (const n of neighboursOf(index, seat)) {
        const other = bySeat.get(n.id);
        if (own && other && other.buyer !== buyer && claimedFirst(other, own)) return { code: 'VACANT_SEAT_REQUIRED' };
      }
    }
  }
  const gaps = singleSeatGaps(index, occupancy).filter((g) => !(rules.requiresVacantSeat && g.betweenParties));
  return gaps.length > 0 ? { code: 'SEAT_GAP_NOT_ALLOWED' } : null;
}

/** Sales always come first; otherwise the earlier claim, then the smaller buyer id, so both parties agree on who gives way. */
function claimedFirst(a: LiveClaim, b: LiveClaim): boolean {
  if (a.sold !== b.sold) return a.sold;
  if (a.since !== b.since) return a.since < b.since;
  return a.buyer < b.buyer;
}

function cellsOf(index: SeatIndex, ids: ReadonlySet<number>): SeatCell[] {
  const out: SeatCell[] = [];
  for (const id of ids) {
    const cell = index.byId.get(id);
    if (cell) out.push(cell);
  }
  return out;
}
