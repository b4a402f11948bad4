import type { Occupancy, SeatState } from './occupancy';
import { freeRunsOfRow } from './row-runs';
import { seatBeside, type SeatCell, type SeatIndex } from './seat-grid';

export interface SingleSeatGap {
  readonly seat: SeatCell;
  /** The gap sits between the buyer's seat and another party's seat: the vacant seat some events require. */
  readonly betweenParties: boolean;
}

/**
 * Single free seats left between or beside the buyer's seats: a free seat with no free neighbour, next to a seat
 * of the buyer (spec 5: a selection must not leave a single empty seat between or beside selected seats).
 */
export function singleSeatGaps(index: SeatIndex, occupancy: Occupancy): SingleSeatGap[] {
  const rows = new Set<readonly SeatCell[]>();
  for (const id of occupancy.mine) {
    const row = index.rowOf.get(id);
    if (row) rows.add(row);
  }
  const gaps: SingleSeatGap[] = [];
  for (const row of rows) {
    for (const run of freeRunsOfRow(row, occupancy)) {
      const seat = run[0];
      if (run.length !== 1 || !seat) continue;
      const sides: Array<SeatState | 'edge'> = [-1, 1].map((side) => {
        const n = seatBeside(index, seat, side as -1 | 1);
        return n ? occupancy.stateOf(n) : 'edge';
      });
      if (!sides.includes('mine')) continue;
      gaps.push({ seat, betweenParties: sides.includes('taken') });
    }
  }
  return gaps;
}
