import type { Occupancy } from './occupancy';
import { freeRunAround } from './row-runs';
import type { SeatCell, SeatIndex } from './seat-grid';

/** Seating policy 3 keeps single seats from being left over (spec 3: seatingPolicyId 3 means keep-single-seat blocking). */
export const SINGLE_SEAT_BLOCKING_POLICY_ID = 3;

/**
 * True when taking these seats would strand a single free seat in a run of free seats longer than two (spec 4: with
 * seating policy 3 an available seat next to a taken seat is blocked so that no single seat is left over). A run of
 * two stays selectable seat by seat, or a pair could never be sold; the buyer must then take both (ADR 0007).
 */
export function strandsSingleSeat(index: SeatIndex, occupancy: Occupancy, seats: readonly SeatCell[]): boolean {
  const taking = new Set(seats.map((s) => s.id));
  const seen = new Set<number>();
  for (const seat of seats) {
    if (seen.has(seat.id)) continue;
    const run = freeRunAround(index, occupancy, seat);
    for (const s of run) seen.add(s.id);
    if (run.length <= 2) continue;
    let segment = 0;
    for (const s of run) {
      if (taking.has(s.id)) {
        if (segment === 1) return true;
        segment = 0;
      } else segment += 1;
    }
    if (segment === 1) return true;
  }
  return false;
}
