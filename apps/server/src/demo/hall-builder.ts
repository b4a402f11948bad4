import type { TicketGroupKey } from './demo-model';

// Drawing units (pixels) of the seat map; the web app scales the drawing to the screen.
export const PITCH_X = 24;
export const PITCH_Y = 28;
export const MARGIN = 30;
/** Room above the first row for the screen or stage. */
export const TOP = 90;

export interface SeatDraft {
  section: number;
  group: number;
  gridX: number;
  gridY: number;
  rowName: string;
  seatName: string;
  cx: number;
  cy: number;
  tg: TicketGroupKey;
  sofaSide: 'L' | 'R' | null;
  isPremium: boolean;
  isAccessible: boolean;
  isCompanion: boolean;
  isLimitedView: boolean;
  isBlocked: boolean;
}

export interface GroupDraft {
  section: number;
  x: number;
  y: number;
  rotate: number;
  originCol: number;
  originRow: number;
  pitchX: number;
  pitchY: number;
}

export interface SectionDraft {
  nameHe: string;
  nameEn: string;
  isReserved: boolean;
}

export interface GroupOptions {
  /** The grid column and row drawn at the group's (x, y). */
  originCol: number;
  originRow: number;
  /** Defaults to the column's place on a straight grid. */
  x?: number;
  y?: number;
  rotate?: number;
  pitchX?: number;
  pitchY?: number;
}

/** The x of a grid column on a straight grid. */
export const columnX = (col: number, pitchX = PITCH_X) => MARGIN + (col - 1) * pitchX;

/**
 * Builds one seat plan: sections, placement groups and seats on a grid. Seat labels are numbered right to left
 * per row, as in Israeli halls (the lowest grid X is the highest seat number).
 */
export class HallBuilder {
  readonly sections: SectionDraft[] = [];
  readonly groups: GroupDraft[] = [];
  readonly seats: SeatDraft[] = [];

  constructor(
    readonly name: string,
    readonly screen: 'screen' | 'stage',
  ) {}

  section(nameHe: string, nameEn: string, isReserved = true): number {
    this.sections.push({ nameHe, nameEn, isReserved });
    return this.sections.length - 1;
  }

  group(section: number, o: GroupOptions): number {
    const pitchX = o.pitchX ?? PITCH_X;
    const pitchY = o.pitchY ?? PITCH_Y;
    this.groups.push({
      section,
      x: o.x ?? columnX(o.originCol, pitchX),
      y: o.y ?? TOP,
      rotate: o.rotate ?? 0,
      originCol: o.originCol,
      originRow: o.originRow,
      pitchX,
      pitchY,
    });
    return this.groups.length - 1;
  }

  /** A row of seats at the given grid columns; gaps between columns are aisles. */
  row(group: number, gridY: number, rowName: string, columns: readonly number[], tg: TicketGroupKey): void {
    const g = this.groups[group];
    if (!g) throw new Error(`No group ${group}`);
    for (const gridX of columns) {
      this.seats.push({
        section: g.section,
        group,
        gridX,
        gridY,
        rowName,
        seatName: '',
        cx: (gridX - g.originCol) * g.pitchX,
        cy: (gridY - g.originRow) * g.pitchY,
        tg,
        sofaSide: null,
        isPremium: false,
        isAccessible: false,
        isCompanion: false,
        isLimitedView: false,
        isBlocked: false,
      });
    }
  }

  seatsOf(section: number, where: (s: SeatDraft) => boolean): SeatDraft[] {
    return this.seats.filter((s) => s.section === section && where(s));
  }

  seatAt(section: number, gridY: number, gridX: number): SeatDraft {
    const seat = this.seats.find((s) => s.section === section && s.gridY === gridY && s.gridX === gridX);
    if (!seat) throw new Error(`${this.name}: no seat at section ${section} row ${gridY} column ${gridX}`);
    return seat;
  }

  /** A wheelchair place with its companion seat in the next column. */
  wheelchair(section: number, gridY: number, wheelchairCol: number, companionCol: number): void {
    if (Math.abs(wheelchairCol - companionCol) !== 1) throw new Error('A companion seat sits next to the wheelchair place');
    Object.assign(this.seatAt(section, gridY, wheelchairCol), { isAccessible: true, tg: 'accessible', isPremium: false });
    Object.assign(this.seatAt(section, gridY, companionCol), { isCompanion: true, tg: 'accessible', isPremium: false });
  }

  /** Turns a row into two-seat sofas: each pair of adjacent columns is one sofa, its left half at the lower column. */
  sofas(section: number, gridY: number): void {
    const row = this.seatsOf(section, (s) => s.gridY === gridY && !s.isAccessible && !s.isCompanion).sort((a, b) => a.gridX - b.gridX);
    for (let i = 0; i + 1 < row.length; i += 2) {
      const left = row[i];
      const right = row[i + 1];
      if (!left || !right || right.gridX !== left.gridX + 1) throw new Error(`${this.name}: row ${gridY} cannot be paired into sofas`);
      left.sofaSide = 'L';
      right.sofaSide = 'R';
      // Draw the two halves of a sofa closer to each other than to the next sofa.
      left.cx += 3;
      right.cx -= 3;
    }
  }

  /** Numbers the seats and measures the drawing. */
  finish(): { width: number; height: number } {
    const rows = new Map<string, SeatDraft[]>();
    for (const s of this.seats) {
      const key = `${s.section}/${s.gridY}`;
      const row = rows.get(key);
      if (row) row.push(s);
      else rows.set(key, [s]);
    }
    for (const row of rows.values()) {
      row.sort((a, b) => a.gridX - b.gridX);
      row.forEach((s, i) => (s.seatName = String(row.length - i)));
    }
    let maxX = 0;
    let maxY = 0;
    for (const s of this.seats) {
      const { x, y } = this.drawingPosition(s);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    return { width: Math.ceil(maxX + MARGIN + PITCH_X), height: Math.ceil(maxY + MARGIN + PITCH_Y) };
  }

  /** Where the seat lands on the drawing: the group's place plus (cx, cy) rotated (api-compat seatplanV2). */
  drawingPosition(s: SeatDraft): { x: number; y: number } {
    const g = this.groups[s.group];
    if (!g) throw new Error(`No group ${s.group}`);
    const a = (g.rotate * Math.PI) / 180;
    return { x: g.x + s.cx * Math.cos(a) - s.cy * Math.sin(a), y: g.y + s.cx * Math.sin(a) + s.cy * Math.cos(a) };
  }
}

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
