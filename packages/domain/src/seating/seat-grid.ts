/** One seat of a seat plan as the rules see it (spec 3: Seat; api-compat seatplanV2 flags). */
export interface SeatCell {
  readonly id: number;
  readonly sectionId: number;
  readonly groupId: number;
  /** Grid column (XCoordinate) and grid row (YCoordinate) inside the section. */
  readonly x: number;
  readonly y: number;
  /** The price level. */
  readonly ticketGroupId: number;
  readonly premium: boolean;
  readonly accessible: boolean;
  readonly companion: boolean;
  readonly limitedView: boolean;
  /** Never sold online (house seats, broken seats). */
  readonly blocked: boolean;
  /** 'L' or 'R' for the halves of a sofa or bed, always in adjacent grid columns (L at x, R at x + 1). */
  readonly sofaSide: 'L' | 'R' | null;
  /** Drawing position on the plan: the group's placement plus the rotated offset (api-compat seatplanV2). */
  readonly px: number;
  readonly py: number;
}

/** A seat plan indexed for the seat rules: by id, by status key, and by row line. */
export interface SeatIndex {
  readonly seats: readonly SeatCell[];
  readonly byId: ReadonlyMap<number, SeatCell>;
  readonly byKey: ReadonlyMap<string, SeatCell>;
  /** Row lines: the seats of one section, group and grid row, in grid-column order. */
  readonly rows: ReadonlyArray<readonly SeatCell[]>;
  readonly rowOf: ReadonlyMap<number, readonly SeatCell[]>;
}

/** The key of a seat in seats-statusV2, "<sectionId>_<x>_<y>" (api-compat). */
export function seatKey(sectionId: number, x: number, y: number): string {
  return `${sectionId}_${x}_${y}`;
}

/** Where a seat is drawn: the group's placement plus (cx, cy) rotated by the group's angle (api-compat seatplanV2). */
export function seatDrawingPosition(group: { x: number; y: number; rotate: number }, cx: number, cy: number): { px: number; py: number } {
  const a = (group.rotate * Math.PI) / 180;
  return { px: group.x + cx * Math.cos(a) - cy * Math.sin(a), py: group.y + cx * Math.sin(a) + cy * Math.cos(a) };
}

/** Indexes a seat plan's seats so that the row rules (spec 5) can walk a row seat by seat. */
export function buildSeatIndex(cells: readonly SeatCell[]): SeatIndex {
  const byId = new Map<number, SeatCell>();
  const byKey = new Map<string, SeatCell>();
  const lines = new Map<string, SeatCell[]>();
  for (const cell of cells) {
    byId.set(cell.id, cell);
    byKey.set(seatKey(cell.sectionId, cell.x, cell.y), cell);
    const lineKey = `${cell.sectionId}:${cell.groupId}:${cell.y}`;
    const line = lines.get(lineKey);
    if (line) line.push(cell);
    else lines.set(lineKey, [cell]);
  }
  const rows = [...lines.values()].map((line) => line.sort((a, b) => a.x - b.x));
  const rowOf = new Map<number, readonly SeatCell[]>();
  for (const row of rows) for (const cell of row) rowOf.set(cell.id, row);
  return { seats: cells, byId, byKey, rows, rowOf };
}

/** The seat directly beside another in its row line (grid column x - 1 or x + 1 of the same group); an aisle or the row end gives none. */
export function seatBeside(index: SeatIndex, seat: SeatCell, side: -1 | 1): SeatCell | undefined {
  const next = index.byKey.get(seatKey(seat.sectionId, seat.x + side, seat.y));
  return next && next.groupId === seat.groupId ? next : undefined;
}

/** The other half of a sofa or bed seat (spec 5: sofa or bed seats must be selected together and adjacent). */
export function sofaPartnerOf(index: SeatIndex, seat: SeatCell): SeatCell | undefined {
  if (!seat.sofaSide) return undefined;
  const wanted = seat.sofaSide === 'L' ? 'R' : 'L';
  const preferred = seatBeside(index, seat, seat.sofaSide === 'L' ? 1 : -1);
  if (preferred?.sofaSide === wanted) return preferred;
  const other = seatBeside(index, seat, seat.sofaSide === 'L' ? -1 : 1);
  return other?.sofaSide === wanted ? other : undefined;
}

/** The seats a buyer takes or releases together when choosing one: the seat and, for a sofa, its other half (spec 5). */
export function seatsTakenTogether(index: SeatIndex, seat: SeatCell): SeatCell[] {
  const partner = sofaPartnerOf(index, seat);
  return partner ? [seat, partner].sort((a, b) => a.x - b.x) : [seat];
}
