/** A point of the plan, e.g. a seat's drawing position. */
export interface IndexedPoint {
  readonly index: number;
  readonly px: number;
  readonly py: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const VECTORS: Record<Direction, readonly [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

/** How much a sideways step counts against a candidate: 2 keeps the next seat of the row ahead of one a row away. */
const SIDEWAYS_WEIGHT = 2;

/**
 * A uniform grid over the drawn seats: the nearest seat in a direction is found by looking at the cells around a
 * seat, ring by ring, instead of at every seat (20 000-seat arenas stay instant).
 */
export class SpatialIndex<T extends IndexedPoint> {
  private readonly cells = new Map<string, T[]>();
  private readonly cellSize: number;
  /** The occupied cells' extent, so that searches stop once every cell has been looked at. */
  private readonly extent = { minX: 0, maxX: 0, minY: 0, maxY: 0 };

  constructor(
    private readonly points: readonly T[],
    cellSize: number,
  ) {
    this.cellSize = Math.max(1, cellSize);
    let first = true;
    for (const p of points) {
      const x = this.cellOf(p.px);
      const y = this.cellOf(p.py);
      const id = this.cellId(x, y);
      const cell = this.cells.get(id);
      if (cell) cell.push(p);
      else this.cells.set(id, [p]);
      const e = this.extent;
      if (first || x < e.minX) e.minX = x;
      if (first || x > e.maxX) e.maxX = x;
      if (first || y < e.minY) e.minY = y;
      if (first || y > e.maxY) e.maxY = y;
      first = false;
    }
  }

  /**
   * The seat a keyboard user expects when pressing an arrow key: ahead of `from` in that direction (within 60° of
   * it), scored by the distance ahead plus twice the sideways offset, so the next seat of a turned row wins over a
   * seat of the next row. Null at the edge of the plan.
   */
  nearestInDirection(from: T, direction: Direction): T | null {
    const [dx, dy] = VECTORS[direction];
    const cx = this.cellOf(from.px);
    const cy = this.cellOf(from.py);
    let best: T | null = null;
    let bestScore = Infinity;
    const last = this.lastRing(cx, cy);
    for (let ring = 0; ring <= last; ring++) {
      for (const p of this.ring(cx, cy, ring)) {
        if (p.index === from.index) continue;
        const vx = p.px - from.px;
        const vy = p.py - from.py;
        const ahead = vx * dx + vy * dy;
        if (ahead <= 0.5) continue;
        const sideways = Math.abs(vx * dy - vy * dx);
        // tan(60°): a wider cone reaches diagonal neighbours that a keyboard user would not call "to the right".
        if (sideways > ahead * 1.732) continue;
        const score = ahead + SIDEWAYS_WEIGHT * sideways;
        if (score < bestScore || (score === bestScore && best !== null && p.index < best.index)) {
          best = p;
          bestScore = score;
        }
      }
      // Every point of a later ring is at least `ring` cells away, and a score is never below the distance.
      if (best && bestScore <= ring * this.cellSize) break;
    }
    return best;
  }

  /** The point nearest to (x, y), for the first focus of the map. */
  nearestTo(x: number, y: number, accept: (p: T) => boolean = () => true): T | null {
    let best: T | null = null;
    let bestDistance = Infinity;
    const cx = this.cellOf(x);
    const cy = this.cellOf(y);
    const last = this.lastRing(cx, cy);
    for (let ring = 0; ring <= last; ring++) {
      for (const p of this.ring(cx, cy, ring)) {
        if (!accept(p)) continue;
        const d = Math.hypot(p.px - x, p.py - y);
        if (d < bestDistance) {
          best = p;
          bestDistance = d;
        }
      }
      if (best && bestDistance <= ring * this.cellSize) break;
    }
    return best;
  }

  /** The ring beyond which no occupied cell lies, seen from cell (cx, cy). */
  private lastRing(cx: number, cy: number): number {
    if (this.points.length === 0) return -1;
    const e = this.extent;
    return Math.max(Math.abs(cx - e.minX), Math.abs(cx - e.maxX), Math.abs(cy - e.minY), Math.abs(cy - e.maxY));
  }

  /** The points of the square ring of cells at Chebyshev distance `ring` from (cx, cy). */
  private *ring(cx: number, cy: number, ring: number): Generator<T> {
    if (ring === 0) {
      yield* this.cells.get(this.cellId(cx, cy)) ?? [];
      return;
    }
    for (let i = -ring; i <= ring; i++) {
      yield* this.cells.get(this.cellId(cx + i, cy - ring)) ?? [];
      yield* this.cells.get(this.cellId(cx + i, cy + ring)) ?? [];
    }
    for (let j = -ring + 1; j <= ring - 1; j++) {
      yield* this.cells.get(this.cellId(cx - ring, cy + j)) ?? [];
      yield* this.cells.get(this.cellId(cx + ring, cy + j)) ?? [];
    }
  }

  private cellOf(v: number): number {
    return Math.floor(v / this.cellSize);
  }

  private cellId(x: number, y: number): string {
    return `${x},${y}`;
  }
}
