import type { DesignerRow, DesignerSection, SeatPlanDocument } from '@kupa/contracts';

// Drawing units of the seat map (the demo halls use the same): the web app scales the drawing to the screen.
export const PITCH_X = 24;
export const PITCH_Y = 28;
const MARGIN = 30;
/** Room above the first row for the screen or stage. */
const TOP = 90;
/** Room between two sections. */
const SECTION_GAP = 40;
/** General-admission places are laid out in rows of this many (the server assigns them; customers never pick). */
const GENERAL_ROW = 20;
/** The two halves of a sofa are drawn closer to each other than to the next sofa. */
const SOFA_NUDGE = 3;

export interface BuiltSeat {
  gridX: number;
  gridY: number;
  rowName: string;
  seatName: string;
  cx: number;
  cy: number;
  ticketGroupId: number;
  sofaSide: 'L' | 'R' | null;
  isPremium: boolean;
  isAccessible: boolean;
  isCompanion: boolean;
  isLimitedView: boolean;
  isBlocked: boolean;
}

export interface BuiltSection {
  nameHe: string;
  nameEn: string;
  isReserved: boolean;
  /** The section's one placement group: seats are drawn at (x + cx, y + cy). */
  x: number;
  y: number;
  seats: BuiltSeat[];
}

export interface BuiltPlan {
  width: number;
  height: number;
  /** Places sold online: every seat that is not blocked. */
  capacity: number;
  sections: BuiltSection[];
}

/**
 * Builds the seats of a plan from the designer's document (ADR 0015): each row's positions left to right (gaps are
 * aisles and stay empty), the seat labels in the row's numbering direction from its first number, the drawing
 * position of each seat (a curved row sets its middle back by `curve` units, its ends not at all, along a parabola),
 * and the seat flags and price levels. Sections are stacked top to bottom and centred.
 */
export function buildSeatplan(document: SeatPlanDocument): BuiltPlan {
  const widths = document.sections.map(sectionWidth);
  const contentWidth = Math.max(...widths);
  const sections: BuiltSection[] = [];
  let top = TOP;
  document.sections.forEach((section, i) => {
    const seats = section.kind === 'general' ? generalPlaces(section) : section.rows.flatMap((row, r) => rowSeats(row, r));
    const x = MARGIN + (contentWidth - (widths[i] ?? 0)) / 2;
    sections.push({ nameHe: section.nameHe, nameEn: section.nameEn, isReserved: section.kind === 'reserved', x, y: top, seats });
    const depth = Math.max(0, ...seats.map((s) => s.cy));
    top += depth + PITCH_Y + SECTION_GAP;
  });
  const capacity = sections.reduce((sum, s) => sum + s.seats.filter((seat) => !seat.isBlocked).length, 0);
  return { width: Math.ceil(contentWidth + 2 * MARGIN + PITCH_X), height: Math.ceil(top - SECTION_GAP + MARGIN), capacity, sections };
}

/** The drawing width of a section from its leftmost to its rightmost position. */
function sectionWidth(section: DesignerSection): number {
  if (section.kind === 'general') return (Math.min(section.capacity ?? 1, GENERAL_ROW) - 1) * PITCH_X;
  return Math.max(0, ...section.rows.map((row) => (row.offset + row.positions - 1) * PITCH_X));
}

/** The seats of one row (index r from the front), numbered and placed. */
export function rowSeats(row: DesignerRow, r: number): BuiltSeat[] {
  const gaps = new Set(row.gaps);
  const positions = Array.from({ length: row.positions }, (_, i) => i + 1).filter((p) => !gaps.has(p));
  const settings = new Map(row.seats.map((s) => [s.position, s]));
  const middle = (row.positions + 1) / 2;
  const half = Math.max(1, (row.positions - 1) / 2);
  return positions.map((position, i) => {
    const number = row.numbering === 'ltr' ? row.firstNumber + i : row.firstNumber + positions.length - 1 - i;
    const seat = settings.get(position);
    const t = (position - middle) / half;
    const sofaSide = seat?.sofa ?? null;
    const nudge = sofaSide === 'L' ? SOFA_NUDGE : sofaSide === 'R' ? -SOFA_NUDGE : 0;
    return {
      gridX: row.offset + position,
      gridY: r + 1,
      rowName: row.label,
      seatName: String(number),
      cx: (row.offset + position - 1) * PITCH_X + nudge,
      cy: r * PITCH_Y + round2(row.curve * (1 - t * t)),
      ticketGroupId: seat?.ticketGroupId ?? row.ticketGroupId,
      sofaSide,
      isPremium: seat?.premium ?? false,
      isAccessible: seat?.accessible ?? false,
      isCompanion: seat?.companion ?? false,
      isLimitedView: seat?.limitedView ?? false,
      isBlocked: seat?.blocked ?? false,
    };
  });
}

/** A general-admission section's places in rows of GENERAL_ROW: capacity is kept by the seats themselves (ADR 0007). */
function generalPlaces(section: DesignerSection): BuiltSeat[] {
  const capacity = section.capacity ?? 0;
  return Array.from({ length: capacity }, (_, i) => {
    const gridX = (i % GENERAL_ROW) + 1;
    const gridY = Math.floor(i / GENERAL_ROW) + 1;
    return {
      gridX,
      gridY,
      rowName: String(gridY),
      seatName: String(gridX),
      cx: (gridX - 1) * PITCH_X,
      cy: (gridY - 1) * PITCH_Y,
      ticketGroupId: section.ticketGroupId ?? 0,
      sofaSide: null,
      isPremium: false,
      isAccessible: false,
      isCompanion: false,
      isLimitedView: false,
      isBlocked: false,
    };
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every ticket group a document names, for the check that they are the business's own. */
export function ticketGroupsOf(document: SeatPlanDocument): Array<{ id: number; field: string }> {
  const out: Array<{ id: number; field: string }> = [];
  document.sections.forEach((section, s) => {
    if (section.ticketGroupId !== null) out.push({ id: section.ticketGroupId, field: `body.document.sections.${s}.ticketGroupId` });
    section.rows.forEach((row, r) => {
      out.push({ id: row.ticketGroupId, field: `body.document.sections.${s}.rows.${r}.ticketGroupId` });
      row.seats.forEach((seat, i) => {
        if (seat.ticketGroupId !== null)
          out.push({ id: seat.ticketGroupId, field: `body.document.sections.${s}.rows.${r}.seats.${i}.ticketGroupId` });
      });
    });
  });
  return out;
}
