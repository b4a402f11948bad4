import type { SeatplanV2 } from '../seating';
import { seatDrawingPosition } from '@kupa/domain';
import { keyOf } from './key';

/** One seat of the map, placed where the layout draws it. */
export interface MapSeat {
  /** Position in the model's seat list (stable for one layout): painters keep per-seat data in arrays by it. */
  readonly index: number;
  readonly key: string;
  readonly sectionId: number;
  readonly groupId: string;
  /** Grid column (XCoordinate) and grid row (YCoordinate). */
  readonly x: number;
  readonly y: number;
  readonly rowName: string;
  readonly seatName: string;
  /** Price level. */
  readonly ticketGroupId: number;
  /** Drawing position: the group's rd plus (cx, cy) rotated by the group's angle (api-compat seatplanV2). */
  readonly px: number;
  readonly py: number;
  /** The group's angle in degrees: a seat's shape turns with its block. */
  readonly rotate: number;
  readonly premium: boolean;
  readonly accessible: boolean;
  readonly companion: boolean;
  readonly limitedView: boolean;
  /** Never sold online: always drawn as taken. */
  readonly blocked: boolean;
  readonly sofa: 'L' | 'R' | null;
  /** False in general admission (the presentation or the section's `r` is 0): the server picks the place. */
  readonly reserved: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A row of a section (its grid Y), seats in drawn order from left to right. */
export interface MapRow {
  readonly id: string;
  readonly sectionId: number;
  readonly y: number;
  readonly name: string;
  readonly seats: readonly MapSeat[];
}

export interface MapSection {
  readonly id: number;
  readonly name: string;
  readonly reserved: boolean;
  readonly seats: readonly MapSeat[];
  /** The drawn extent of the section's seats. */
  readonly box: Box;
}

/** A text drawn on the plan (row names at both ends of a row, section names above their seats). */
export interface PlanLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly rotate: number;
}

export interface SeatMapModel {
  readonly seats: readonly MapSeat[];
  readonly byKey: ReadonlyMap<string, MapSeat>;
  readonly sections: readonly MapSection[];
  readonly rows: readonly MapRow[];
  readonly rowOf: ReadonlyMap<string, MapRow>;
  /** The usual distance between neighbours of a row, in plan units: seat shapes and zoom limits follow it. */
  readonly unit: number;
  /** Everything drawn: seats, labels and the screen. */
  readonly box: Box;
  /** The screen or stage, drawn above the first rows; label null when the plan names none. */
  readonly screen: { readonly label: string | null; readonly x: number; readonly y: number; readonly width: number };
  readonly rowLabels: readonly PlanLabel[];
  readonly sectionLabels: readonly PlanLabel[];
  /** True when at least one seat is chosen on the map (reserved seating). */
  readonly hasReservedSeats: boolean;
}

const DEFAULT_UNIT = 24;

/**
 * Builds the drawing model of a seatplanV2 layout (api-compat): every seat at the group's rd plus its (cx, cy)
 * rotated by the group's angle, rows by section and grid Y, the screen at the top. `presentationReserved` false
 * (isReserved 0) makes every section general admission.
 */
export function buildSeatMapModel(plan: SeatplanV2, presentationReserved = true): SeatMapModel {
  const seats: MapSeat[] = [];
  const sections: MapSection[] = [];
  const neighbourGaps: number[] = [];
  for (const [sectionKey, section] of Object.entries(plan.S)) {
    const sectionId = Number(sectionKey);
    const reserved = presentationReserved && section.r === 1;
    const sectionSeats: MapSeat[] = [];
    for (const [groupId, group] of Object.entries(section.G)) {
      const rotate = group.rd.rotate;
      for (const [rowKey, row] of Object.entries(group.R)) {
        const y = Number(rowKey);
        const inRow = new Map<number, MapSeat>();
        for (const [seatKey, s] of Object.entries(row.S)) {
          const x = Number(seatKey);
          const { px, py } = seatDrawingPosition(group.rd, s.rd.cx, s.rd.cy);
          const seat: MapSeat = {
            index: seats.length,
            key: keyOf({ sectionId, x, y }),
            sectionId,
            groupId,
            x,
            y,
            rowName: row.n,
            seatName: s.n,
            ticketGroupId: s.tg,
            px,
            py,
            rotate,
            premium: s.pr === 1,
            accessible: s.hc === 1,
            companion: s.co === 1,
            limitedView: s.lv === 1,
            blocked: s.bl === 1,
            sofa: s.cl === 1 ? 'L' : s.cr === 1 ? 'R' : null,
            reserved,
          };
          seats.push(seat);
          sectionSeats.push(seat);
          inRow.set(x, seat);
        }
        if (neighbourGaps.length < 4000) {
          for (const [x, seat] of inRow) {
            const next = inRow.get(x + 1);
            if (next) neighbourGaps.push(Math.hypot(next.px - seat.px, next.py - seat.py));
          }
        }
      }
    }
    sections.push({ id: sectionId, name: section.n, reserved, seats: sectionSeats, box: boxOf(sectionSeats, 0) });
  }

  const unit = median(neighbourGaps) ?? DEFAULT_UNIT;
  const rows = rowsOf(seats);
  const rowOf = new Map<string, MapRow>();
  for (const row of rows) for (const seat of row.seats) rowOf.set(seat.key, row);
  const rowLabels = rows.filter((r) => r.seats.some((s) => s.reserved)).flatMap((row) => rowEndLabels(row, unit));
  const seatBox = boxOf(seats, unit / 2);
  const sectionLabels = sections.map((s) => ({ text: s.name, x: s.box.x + s.box.width / 2, y: s.box.y - unit * 0.95, rotate: 0 }));
  // With several sections, their names sit above their seats: the screen keeps clear of the first one.
  const screenY = seatBox.y - unit * (sections.length > 1 ? 3.7 : 2.6);
  const screen = { label: plan.sl ?? null, x: seatBox.x + seatBox.width * 0.15, y: screenY, width: seatBox.width * 0.7 };

  let box = unionBox(seatBox, { x: seatBox.x, y: screenY - unit * 0.8, width: seatBox.width, height: unit });
  for (const label of [...rowLabels, ...sectionLabels])
    box = unionBox(box, { x: label.x - unit, y: label.y - unit / 2, width: 2 * unit, height: unit });
  if (plan.w !== undefined && plan.h !== undefined && seats.length > 0) box = unionBox(box, { x: 0, y: 0, width: plan.w, height: plan.h });

  return {
    seats,
    byKey: new Map(seats.map((s) => [s.key, s])),
    sections,
    rows,
    rowOf,
    unit,
    box,
    screen,
    rowLabels,
    sectionLabels,
    hasReservedSeats: seats.some((s) => s.reserved),
  };
}

/** The other half of a sofa: the neighbour in the same block and grid row with the opposite side (spec 5: taken together). */
export function sofaPartner(model: Pick<SeatMapModel, 'byKey'>, seat: MapSeat): MapSeat | undefined {
  if (!seat.sofa) return undefined;
  const wanted = seat.sofa === 'L' ? 'R' : 'L';
  const step = seat.sofa === 'L' ? 1 : -1;
  for (const dx of [step, -step]) {
    const other = model.byKey.get(keyOf({ sectionId: seat.sectionId, x: seat.x + dx, y: seat.y }));
    if (other && other.groupId === seat.groupId && other.sofa === wanted) return other;
  }
  return undefined;
}

/** The seats a click takes or releases together: the seat and, for a sofa, its other half. */
export function seatsTogether(model: Pick<SeatMapModel, 'byKey'>, seat: MapSeat): MapSeat[] {
  const partner = sofaPartner(model, seat);
  return partner ? [seat, partner] : [seat];
}

/** Rows by section and grid Y, seats sorted left to right as drawn; rows ordered front (screen) to back. */
function rowsOf(seats: readonly MapSeat[]): MapRow[] {
  const byId = new Map<string, MapSeat[]>();
  for (const seat of seats) {
    const id = `${seat.sectionId}:${seat.y}`;
    const list = byId.get(id);
    if (list) list.push(seat);
    else byId.set(id, [seat]);
  }
  const rows: MapRow[] = [];
  for (const [id, list] of byId) {
    list.sort((a, b) => a.px - b.px || a.x - b.x);
    const first = list[0] as MapSeat;
    rows.push({ id, sectionId: first.sectionId, y: first.y, name: first.rowName, seats: list });
  }
  return rows;
}

/** The row's name just beyond its leftmost and rightmost seats, along the turn of their blocks. */
function rowEndLabels(row: MapRow, unit: number): PlanLabel[] {
  const first = row.seats[0];
  const last = row.seats.at(-1);
  if (!first || !last) return [];
  const along = (seat: MapSeat, distance: number) => {
    const a = (seat.rotate * Math.PI) / 180;
    return { x: seat.px + distance * Math.cos(a), y: seat.py + distance * Math.sin(a), rotate: seat.rotate };
  };
  return [
    { text: row.name, ...along(first, -unit * 1.1) },
    { text: row.name, ...along(last, unit * 1.1) },
  ];
}

function boxOf(seats: readonly MapSeat[], pad: number): Box {
  if (seats.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of seats) {
    if (s.px < minX) minX = s.px;
    if (s.py < minY) minY = s.py;
    if (s.px > maxX) maxX = s.px;
    if (s.py > maxY) maxY = s.py;
  }
  return { x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad };
}

export function unionBox(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

function median(values: number[]): number | null {
  const usable = values.filter((v) => v > 0.5);
  if (usable.length === 0) return null;
  usable.sort((a, b) => a - b);
  return usable[Math.floor(usable.length / 2)] ?? null;
}
