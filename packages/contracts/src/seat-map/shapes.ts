import type { MapSeat } from './layout';
import { seatKind, type SeatState } from './state';

type Point = readonly [number, number];
type ShapedSeat = Pick<MapSeat, 'px' | 'py' | 'rotate' | 'premium' | 'accessible' | 'sofa'>;

// Marks are cut out of the seat (fill-rule evenodd), so a state never relies on colour alone (WCAG 1.4.1):
// taken seats carry a cross, selected seats a check; the kind of seat is its outline (circle, diamond, square,
// sofa half), and an accessible seat shows a wheel while free.
const CROSS: readonly Point[] = (() => {
  const l = 0.66;
  const w = 0.17;
  const plus: Point[] = [
    [w, -l],
    [w, -w],
    [l, -w],
    [l, w],
    [w, w],
    [w, l],
    [-w, l],
    [-w, w],
    [-l, w],
    [-l, -w],
    [-w, -w],
    [-w, -l],
  ];
  const c = Math.SQRT1_2;
  return plus.map(([x, y]): Point => [x * c - y * c, x * c + y * c]);
})();
const CHECK: readonly Point[] = [
  [-0.62, 0],
  [-0.45, -0.17],
  [-0.15, 0.13],
  [0.45, -0.47],
  [0.62, -0.3],
  [-0.15, 0.47],
];
const DIAMOND: readonly Point[] = [
  [0, -1.22],
  [1.22, 0],
  [0, 1.22],
  [-1.22, 0],
];
const SQUARE: readonly Point[] = [
  [-0.92, -0.92],
  [0.92, -0.92],
  [0.92, 0.92],
  [-0.92, 0.92],
];

/** Seat radius in plan units for a plan whose neighbouring seats are `unit` apart. */
export function seatRadius(unit: number): number {
  return unit * 0.42;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

function polygon(points: readonly Point[], scale: number, seat: ShapedSeat): string {
  const a = (seat.rotate * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  let d = '';
  points.forEach(([x, y], i) => {
    const sx = x * scale;
    const sy = y * scale;
    d += `${i === 0 ? 'M' : 'L'}${n(seat.px + sx * cos - sy * sin)} ${n(seat.py + sx * sin + sy * cos)}`;
  });
  return `${d}Z`;
}

/**
 * A mark cut into a seat (the cross, the check): its first point absolute, the others relative to it. The relative
 * part depends only on the mark, its size and the block's turn, so it is formatted once per plan and not per seat:
 * a 20 000-seat plan has thousands of taken seats, each a 12-point cross (issue 12).
 */
const markTails = new WeakMap<readonly Point[], Map<number, Map<number, string>>>();

function mark(points: readonly Point[], scale: number, seat: ShapedSeat): string {
  const a = (seat.rotate * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const turned = (p: Point): Point => [p[0] * scale * cos - p[1] * scale * sin, p[0] * scale * sin + p[1] * scale * cos];
  const [x0, y0] = turned(points[0] ?? [0, 0]);
  let byScale = markTails.get(points);
  if (!byScale) markTails.set(points, (byScale = new Map()));
  let tails = byScale.get(scale);
  if (!tails) byScale.set(scale, (tails = new Map()));
  let tail = tails.get(seat.rotate);
  if (tail === undefined) {
    // Each step is rounded from the exact corner, so rounding never adds up along the outline.
    let d = '';
    let at: Point = [Math.round(x0 * 100) / 100, Math.round(y0 * 100) / 100];
    for (const p of points.slice(1)) {
      const [x, y] = turned(p);
      const next: Point = [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
      d += `l${n(next[0] - at[0])} ${n(next[1] - at[1])}`;
      at = next;
    }
    tail = `${d}Z`;
    tails.set(seat.rotate, tail);
  }
  return `M${n(seat.px + x0)} ${n(seat.py + y0)}${tail}`;
}

/** Circle tails by radius: only the starting point differs from seat to seat. */
const circleTails = new Map<number, string>();

function circle(cx: number, cy: number, r: number): string {
  let tail = circleTails.get(r);
  if (tail === undefined) {
    tail = `a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
    circleTails.set(r, tail);
  }
  return `M${n(cx - r)} ${n(cy)}${tail}`;
}

/** Half of a sofa: round on the outer side, flat where it meets the other half (which is `unit` away). */
function sofaHalf(seat: ShapedSeat, r: number, unit: number): string {
  const flat = unit / 2 - unit * 0.04;
  const side = seat.sofa === 'L' ? 1 : -1;
  const a = (seat.rotate * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const at = (x: number, y: number) => `${n(seat.px + x * cos - y * sin)} ${n(seat.py + x * sin + y * cos)}`;
  // Top of the round end, straight to the flat side, down, back, and the half circle round the outer end.
  return `M${at(0, -r)}L${at(side * flat, -r)}L${at(side * flat, r)}L${at(0, r)}A${n(r)} ${n(r)} 0 0 ${side === 1 ? 1 : 0} ${at(0, -r)}Z`;
}

function outline(seat: ShapedSeat, r: number, unit: number): string {
  if (seat.sofa) return sofaHalf(seat, r, unit);
  switch (seatKind(seat)) {
    case 'premium':
      return polygon(DIAMOND, r, seat);
    case 'accessible':
      return polygon(SQUARE, r, seat);
    case 'regular':
      return circle(seat.px, seat.py, r);
  }
}

/**
 * The SVG path of a seat in a state: its outline with the state's mark cut out. With `numbered` (the map is zoomed
 * in far enough to print seat numbers) a selected seat leaves room for its number instead of the check.
 */
export function seatPath(seat: ShapedSeat, state: SeatState, unit: number, numbered = false): string {
  const r = seatRadius(unit);
  const shape = outline(seat, r, unit);
  if (state === 'taken') return shape + mark(CROSS, r, seat);
  if (state === 'selected') return numbered ? shape : shape + mark(CHECK, r, seat);
  if (seat.accessible) return shape + circle(seat.px, seat.py, r * 0.56) + circle(seat.px, seat.py, r * 0.3);
  return shape;
}

/** Whether a seat's number is printed on it when numbers are shown: not on taken seats (they carry a cross) nor on the wheel. */
export function showsNumber(seat: Pick<MapSeat, 'accessible'>, state: SeatState): boolean {
  if (state === 'taken') return false;
  return state === 'selected' || !seat.accessible;
}
