import type { Occupancy } from './occupancy';
import { seatBeside, type SeatCell, type SeatIndex } from './seat-grid';

/**
 * The runs of free seats of a row line (spec 5 single-seat rules): consecutive grid columns that are all free,
 * bounded by a seat in any other state, an aisle (a missing column) or the row end.
 */
export function freeRunsOfRow(row: readonly SeatCell[], occupancy: Occupancy): SeatCell[][] {
  const runs: SeatCell[][] = [];
  let current: SeatCell[] = [];
  let previous: SeatCell | undefined;
  for (const seat of row) {
    const free = occupancy.stateOf(seat) === 'free';
    const contiguous = previous !== undefined && seat.x === previous.x + 1;
    if (!free || !contiguous) {
      if (current.length > 0) runs.push(current);
      current = [];
    }
    if (free) current.push(seat);
    previous = seat;
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** The run of free seats around a free seat, or an empty list when it is not free (spec 4 policy 3). */
export function freeRunAround(index: SeatIndex, occupancy: Occupancy, seat: SeatCell): SeatCell[] {
  if (occupancy.stateOf(seat) !== 'free') return [];
  const run = [seat];
  for (const side of [-1, 1] as const) {
    let next = seatBeside(index, seat, side);
    while (next && occupancy.stateOf(next) === 'free') {
      if (side < 0) run.unshift(next);
      else run.push(next);
      next = seatBeside(index, next, side);
    }
  }
  return run;
}

/** The seats directly beside a seat in its row, at most two (spec 5: a vacant seat next to other parties). */
export function neighboursOf(index: SeatIndex, seat: SeatCell): SeatCell[] {
  const out: SeatCell[] = [];
  for (const side of [-1, 1] as const) {
    const n = seatBeside(index, seat, side);
    if (n) out.push(n);
  }
  return out;
}
