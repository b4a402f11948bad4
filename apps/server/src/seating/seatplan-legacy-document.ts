import {
  SEATPLAN_DOCUMENT_FORMAT,
  type DesignerRow,
  type DesignerSeat,
  type DesignerSection,
  type SeatPlanDocument,
} from '@kupa/contracts';
import type { SeatplanRows } from './seat-catalogue.repository';

type SeatRow = SeatplanRows['seats'][number];

/**
 * The designer's document of a plan made before the designer (the demo's halls): each section's seats grouped into
 * rows by grid Y, straight, positions from the section's leftmost column, missing columns as gaps, numbering read
 * from the labels. Turned blocks and hand-placed drawings are not kept: the document is where a redesign starts.
 */
export function legacyDocumentOf(rows: SeatplanRows): SeatPlanDocument {
  const sections = rows.sections.map((section): DesignerSection => {
    const seats = rows.seats.filter((s) => s.section_id === section.id);
    if (section.is_reserved !== 1) {
      return {
        nameHe: section.name_he,
        nameEn: section.name_en,
        kind: 'general',
        capacity: Math.max(1, seats.filter((s) => s.is_blocked !== 1).length),
        ticketGroupId: mostCommon(seats.map((s) => s.ticket_group_id)),
        rows: [],
      };
    }
    const left = Math.min(...seats.map((s) => s.grid_x));
    const byY = new Map<number, SeatRow[]>();
    for (const seat of seats) byY.set(seat.grid_y, [...(byY.get(seat.grid_y) ?? []), seat]);
    const designed = [...byY.entries()].sort(([a], [b]) => a - b).map(([, row]) => legacyRow(row, left));
    return { nameHe: section.name_he, nameEn: section.name_en, kind: 'reserved', capacity: null, ticketGroupId: null, rows: designed };
  });
  return {
    format: SEATPLAN_DOCUMENT_FORMAT,
    name: rows.plan.name,
    screenLabelHe: rows.plan.screen_label_he,
    screenLabelEn: rows.plan.screen_label_en,
    sections,
  };
}

function legacyRow(seats: SeatRow[], left: number): DesignerRow {
  const sorted = [...seats].sort((a, b) => a.grid_x - b.grid_x);
  const first = sorted[0] as SeatRow;
  const last = sorted.at(-1) as SeatRow;
  const offset = first.grid_x - left;
  const positions = last.grid_x - first.grid_x + 1;
  const taken = new Set(sorted.map((s) => s.grid_x - first.grid_x + 1));
  const gaps = Array.from({ length: positions }, (_, i) => i + 1).filter((p) => !taken.has(p));
  const numbers = sorted.map((s) => Number(s.seat_name));
  const numeric = numbers.every((n) => Number.isInteger(n) && n > 0);
  const rtl = numeric && numbers.length > 1 && (numbers[0] ?? 0) > (numbers.at(-1) ?? 0);
  const ticketGroupId = mostCommon(sorted.map((s) => s.ticket_group_id));
  const settings = sorted
    .map((s): DesignerSeat => ({
      position: s.grid_x - first.grid_x + 1,
      premium: s.is_premium === 1,
      accessible: s.is_accessible === 1,
      companion: s.is_companion === 1,
      limitedView: s.is_limited_view === 1,
      blocked: s.is_blocked === 1,
      sofa: s.sofa_side === 'L' || s.sofa_side === 'R' ? s.sofa_side : null,
      ticketGroupId: s.ticket_group_id === ticketGroupId ? null : s.ticket_group_id,
    }))
    .filter((s) => s.premium || s.accessible || s.companion || s.limitedView || s.blocked || s.sofa !== null || s.ticketGroupId !== null);
  return {
    label: first.row_name.slice(0, 8) || '1',
    positions,
    offset,
    curve: 0,
    numbering: rtl ? 'rtl' : 'ltr',
    firstNumber: numeric ? Math.min(...numbers) : 1,
    gaps,
    ticketGroupId,
    seats: settings,
  };
}

function mostCommon(ids: number[]): number {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 1;
}
