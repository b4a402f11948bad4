import { withMine, type Occupancy } from './occupancy';
import { freeRunsOfRow } from './row-runs';
import { seatBeside, sofaPartnerOf, type SeatCell, type SeatIndex } from './seat-grid';
import type { SeatRules } from './seat-rules';

export interface BestSeatsRequest {
  index: SeatIndex;
  /** The buyer's view; the buyer's own holds should count as free when the choice replaces them. */
  occupancy: Occupancy;
  quantity: number;
  /** Only when asked does the choice include accessible (wheelchair) and companion seats, and then at least one accessible seat. */
  accessible: boolean;
  rules: SeatRules;
  ticketGroupId?: number | undefined;
  /** Sections to choose from (default: all). */
  sectionIds?: ReadonlySet<number> | undefined;
}

/** Where the best row lies, as a share of the plan's depth from the screen (drawn at the top of the plan). */
const IDEAL_DEPTH = 0.6;
/** Being off-centre costs more than being a row too near or far. */
const CENTRE_WEIGHT = 2;

type AccessibleMode = 'required' | 'allowed' | 'excluded';

interface Block {
  seats: SeatCell[];
  score: number;
}

/**
 * The best seats for a party (spec 4: auto-select-first-ticket holds the first available seats, NOT_ENOUGH_SEATS when
 * none; spec 5 seat rules): side by side in one row where possible, else in as few blocks of one price level as
 * possible near each other; centred and at about 60% of the depth; leaving no single empty seat; not splitting a
 * sofa; accessible seats only when asked. Null when the party cannot be seated.
 */
export function chooseBestSeats(request: BestSeatsRequest): SeatCell[] | null {
  const { quantity } = request;
  if (quantity < 1) return null;
  const geometry = planGeometry(request.index, request.sectionIds);
  let occupancy = request.occupancy;
  let level = request.ticketGroupId;
  const chosen: SeatCell[] = [];
  while (chosen.length < quantity) {
    const remaining = quantity - chosen.length;
    const accessible: AccessibleMode = !request.accessible ? 'excluded' : chosen.some((s) => s.accessible) ? 'allowed' : 'required';
    let block: Block | null = null;
    for (let size = remaining; size >= 1 && !block; size--) {
      block = bestBlock({ ...request, occupancy, ticketGroupId: level }, size, accessible, chosen, geometry);
    }
    if (!block) return null;
    chosen.push(...block.seats);
    occupancy = withMine(
      occupancy,
      block.seats.map((s) => s.id),
    );
    level = block.seats[0]?.ticketGroupId;
  }
  return chosen;
}

interface Geometry {
  centreX: number;
  idealY: number;
  width: number;
  depth: number;
}

/** The bounds of the seats one may choose from, measured once: the centre and the ideal depth are the hall's, not a row's. */
function planGeometry(index: SeatIndex, sectionIds: ReadonlySet<number> | undefined): Geometry {
  const seats = index.seats.filter((s) => !sectionIds || sectionIds.has(s.sectionId));
  const xs = seats.map((s) => s.px);
  const ys = seats.map((s) => s.py);
  const [minX, maxX, minY, maxY] = xs.length > 0 ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)] : [0, 0, 0, 0];
  return {
    centreX: (minX + maxX) / 2,
    idealY: minY + IDEAL_DEPTH * (maxY - minY),
    width: Math.max(1, maxX - minX),
    depth: Math.max(1, maxY - minY),
  };
}

function bestBlock(
  request: BestSeatsRequest,
  size: number,
  accessible: AccessibleMode,
  near: readonly SeatCell[],
  g: Geometry,
): Block | null {
  const { index, occupancy, rules } = request;
  let best: Block | null = null;
  for (const row of index.rows) {
    const first = row[0];
    if (!first || (request.sectionIds && !request.sectionIds.has(first.sectionId))) continue;
    for (const run of freeRunsOfRow(row, occupancy)) {
      for (let start = 0; start + size <= run.length; start++) {
        const seats = run.slice(start, start + size);
        if (!fitsParty(index, seats, request, accessible)) continue;
        if (!leavesNoSingleSeat(index, occupancy, run, start, size, rules)) continue;
        const score = scoreOf(seats, g, near);
        if (!best || score < best.score) best = { seats, score };
      }
    }
  }
  return best;
}

function fitsParty(index: SeatIndex, seats: readonly SeatCell[], request: BestSeatsRequest, accessible: AccessibleMode): boolean {
  const level = request.ticketGroupId ?? seats[0]?.ticketGroupId;
  const ids = new Set(seats.map((s) => s.id));
  for (const s of seats) {
    if (s.ticketGroupId !== level) return false;
    if (request.rules.holdOrder && s.premium) return false;
    if (accessible === 'excluded' && (s.accessible || s.companion)) return false;
    const partner = sofaPartnerOf(index, s);
    if (s.sofaSide && (!partner || !ids.has(partner.id))) return false;
  }
  return accessible !== 'required' || seats.some((s) => s.accessible);
}

/** Neither side of the block may leave one seat alone, except the vacant seat some events require beside another party. */
function leavesNoSingleSeat(
  index: SeatIndex,
  occupancy: Occupancy,
  run: readonly SeatCell[],
  start: number,
  size: number,
  rules: SeatRules,
): boolean {
  const sides = [
    { rest: start, edge: run[0], dir: -1 as const },
    { rest: run.length - start - size, edge: run[run.length - 1], dir: 1 as const },
  ];
  for (const { rest, edge, dir } of sides) {
    const beyond = edge ? seatBeside(index, edge, dir) : undefined;
    const otherParty = beyond !== undefined && occupancy.stateOf(beyond) === 'taken';
    if (rest === 1 && !(rules.requiresVacantSeat && otherParty)) return false;
    if (rest === 0 && rules.requiresVacantSeat && otherParty) return false;
  }
  return true;
}

function scoreOf(seats: readonly SeatCell[], g: Geometry, near: readonly SeatCell[]): number {
  const cx = mean(seats.map((s) => s.px));
  const cy = mean(seats.map((s) => s.py));
  let score = CENTRE_WEIGHT * (Math.abs(cx - g.centreX) / g.width) + Math.abs(cy - g.idealY) / g.depth;
  if (near.length > 0) {
    // Later blocks of a split party stay as close as possible to the seats already chosen.
    score += 4 * (Math.hypot(cx - mean(near.map((s) => s.px)), cy - mean(near.map((s) => s.py))) / Math.max(g.width, g.depth));
  }
  return score;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
