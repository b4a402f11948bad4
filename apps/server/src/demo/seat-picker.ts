import type { SeededRandom } from '@kupa/domain';
import type { SeatPlanIndex, SeatRun } from './seat-plans';

const FREE = 0;
const SOLD = 1;
/** Left empty beside a sold block when the presentation requires a vacant seat. */
const SPACER = 2;

export interface PickedSeats {
  run: SeatRun;
  seatIds: number[];
}

/**
 * Chooses seats for the buyers of one presentation the way people choose: a block of adjacent seats in one
 * row, middle rows first, without leaving a single empty seat beside the block when that can be avoided
 * (spec 5), sofas whole. A seat is handed out at most once, so no seat is ever sold twice.
 */
export class SeatPicker {
  private readonly state: Uint8Array[];
  private readonly freeUnits: number[];

  constructor(
    private readonly plan: SeatPlanIndex,
    private readonly rng: SeededRandom,
    private readonly options: { firstFit: boolean; vacantSeat: boolean },
  ) {
    this.state = plan.runs.map((r) => new Uint8Array(r.units.length));
    this.freeUnits = plan.runs.map((r) => r.units.length);
  }

  /** Seats still free, counting every seat of a free unit. */
  get freeSeats(): number {
    let n = 0;
    this.plan.runs.forEach((run, i) => {
      const state = this.state[i] as Uint8Array;
      run.units.forEach((u, j) => {
        if (state[j] === FREE) n += u.seatIds.length;
      });
    });
    return n;
  }

  /** A block of `units` adjacent free units in one run accepted by `accept`, or null when none is left. */
  pick(units: number, accept: (run: SeatRun) => boolean): PickedSeats | null {
    const candidates: number[] = [];
    this.plan.runs.forEach((run, i) => {
      if ((this.freeUnits[i] ?? 0) >= units && accept(run)) candidates.push(i);
    });
    if (candidates.length === 0) return null;
    if (this.options.firstFit) {
      for (const i of candidates) {
        const start = this.starts(i, units, false)[0];
        if (start !== undefined) return this.take(i, start, units);
      }
      return null;
    }
    // A few tries at a liked row without leaving a lone seat, then any block anywhere.
    for (let attempt = 0; attempt < 6; attempt++) {
      const i = this.weightedRun(candidates);
      const starts = this.starts(i, units, true);
      if (starts.length > 0) return this.take(i, this.nearMiddle(i, starts, units), units);
    }
    for (const strict of [true, false]) {
      for (const i of candidates) {
        const starts = this.starts(i, units, strict);
        if (starts.length > 0) return this.take(i, this.nearMiddle(i, starts, units), units);
      }
    }
    return null;
  }

  private weightedRun(candidates: readonly number[]): number {
    let total = 0;
    for (const i of candidates) total += this.plan.runs[i]?.weight ?? 0;
    let r = this.rng.next() * total;
    for (const i of candidates) {
      r -= this.plan.runs[i]?.weight ?? 0;
      if (r < 0) return i;
    }
    return candidates[candidates.length - 1] as number;
  }

  /** Start positions of free blocks; strict ones leave no single free unit between the block and a taken one. */
  private starts(runIndex: number, units: number, strict: boolean): number[] {
    const state = this.state[runIndex] as Uint8Array;
    const out: number[] = [];
    let freeRun = 0;
    for (let j = 0; j < state.length; j++) {
      freeRun = state[j] === FREE ? freeRun + 1 : 0;
      if (freeRun < units) continue;
      const start = j - units + 1;
      if (strict && (this.loneGap(state, start - 1, -1) || this.loneGap(state, j + 1, 1))) continue;
      out.push(start);
    }
    return out;
  }

  /** True when the unit at `at` is free but the next one outwards is not: selling would strand it. */
  private loneGap(state: Uint8Array, at: number, step: number): boolean {
    if (at < 0 || at >= state.length || state[at] !== FREE) return false;
    const beyond = at + step;
    return beyond >= 0 && beyond < state.length && state[beyond] !== FREE;
  }

  private nearMiddle(runIndex: number, starts: readonly number[], units: number): number {
    const length = this.state[runIndex]?.length ?? 0;
    const target = (length - units) / 2 + (this.rng.next() - 0.5) * length * 0.6;
    let best = starts[0] as number;
    for (const s of starts) if (Math.abs(s - target) < Math.abs(best - target)) best = s;
    return best;
  }

  private take(runIndex: number, start: number, units: number): PickedSeats {
    const run = this.plan.runs[runIndex] as SeatRun;
    const state = this.state[runIndex] as Uint8Array;
    const seatIds: number[] = [];
    for (let j = start; j < start + units; j++) {
      state[j] = SOLD;
      seatIds.push(...(run.units[j]?.seatIds ?? []));
    }
    let taken = units;
    if (this.options.vacantSeat) {
      for (const j of [start - 1, start + units]) {
        if (j >= 0 && j < state.length && state[j] === FREE) {
          state[j] = SPACER;
          taken++;
        }
      }
    }
    this.freeUnits[runIndex] = (this.freeUnits[runIndex] ?? 0) - taken;
    return { run, seatIds };
  }
}
