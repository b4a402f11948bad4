import type { SeatCell } from './seat-grid';

/** How one buyer sees a seat: free to take, held or bought by this buyer, taken by someone else, or blocked. */
export type SeatState = 'free' | 'mine' | 'taken' | 'blocked';

/** A hold or sale that counts now (an expired hold does not: ADR 0002). */
export interface LiveClaim {
  readonly seatId: number;
  readonly buyer: string;
  readonly sold: boolean;
  /** When the holder took the seat (ISO 8601 UTC): the earlier party keeps its seat in a neighbour dispute. */
  readonly since: string;
}

/** One buyer's view of the seats of one presentation. */
export interface Occupancy {
  stateOf(seat: SeatCell): SeatState;
  /** Seat ids this buyer holds. */
  readonly mine: ReadonlySet<number>;
}

/** The seats as `buyer` sees them given the live claims of the presentation (spec 4: seat states). */
export function occupancyFor(claims: Iterable<LiveClaim>, buyer: string): Occupancy {
  const mine = new Set<number>();
  const taken = new Set<number>();
  for (const c of claims) (c.buyer === buyer && !c.sold ? mine : taken).add(c.seatId);
  return makeOccupancy(mine, taken);
}

/** The same view as if the buyer also held `seatIds`: a selection is judged before it is written (spec 5). */
export function withMine(occupancy: Occupancy, seatIds: Iterable<number>): Occupancy {
  const mine = new Set(occupancy.mine);
  for (const id of seatIds) mine.add(id);
  return {
    mine,
    stateOf: (seat) => (mine.has(seat.id) && !seat.blocked ? 'mine' : occupancy.stateOf(seat)),
  };
}

/** The same view with the buyer's own holds counted as free: best available replaces the selection (spec 4 auto-select). */
export function withMineReleased(occupancy: Occupancy): Occupancy {
  return {
    mine: new Set<number>(),
    stateOf: (seat) => {
      const state = occupancy.stateOf(seat);
      return state === 'mine' ? 'free' : state;
    },
  };
}

function makeOccupancy(mine: ReadonlySet<number>, taken: ReadonlySet<number>): Occupancy {
  return {
    mine,
    stateOf(seat) {
      if (seat.blocked) return 'blocked';
      if (mine.has(seat.id)) return 'mine';
      if (taken.has(seat.id)) return 'taken';
      return 'free';
    },
  };
}
