import { buildSeatIndex, seatDrawingPosition, type MessageLocale, type SeatCell, type SeatIndex } from '@kupa/domain';
import { localized } from '../shared/localized';
import type { SeatplanRows } from './seat-catalogue.repository';

/** A seat plan as held in memory: the rows read once, the rules' index, names, and the wire forms built on demand. */
export interface SeatplanLayout {
  readonly id: number;
  readonly venueId: number;
  readonly rows: SeatplanRows;
  readonly index: SeatIndex;
  readonly sectionReserved: ReadonlyMap<number, boolean>;
  nameOf(seatId: number): { rowName: string; seatName: string };
  ticketGroupName(ticketGroupId: number, locale: MessageLocale): string;
  /** Values derived from the layout (its wire forms per language), built once and dropped with the layout. */
  memo<T>(key: string, build: () => T): T;
}

/** Builds the in-memory layout of a seat plan from its rows. */
export function toSeatplanLayout(rows: SeatplanRows): SeatplanLayout {
  const groups = new Map(rows.groups.map((g) => [g.id, g]));
  const cells: SeatCell[] = rows.seats.map((s) => {
    const group = groups.get(s.group_id) ?? { x: 0, y: 0, rotate: 0 };
    return {
      id: s.id,
      sectionId: s.section_id,
      groupId: s.group_id,
      x: s.grid_x,
      y: s.grid_y,
      ticketGroupId: s.ticket_group_id,
      premium: s.is_premium === 1,
      accessible: s.is_accessible === 1,
      companion: s.is_companion === 1,
      limitedView: s.is_limited_view === 1,
      blocked: s.is_blocked === 1,
      sofaSide: s.sofa_side === 'L' || s.sofa_side === 'R' ? s.sofa_side : null,
      ...seatDrawingPosition(group, s.cx, s.cy),
    };
  });
  const names = new Map(rows.seats.map((s) => [s.id, { rowName: s.row_name, seatName: s.seat_name }]));
  const ticketGroups = new Map(rows.ticketGroups.map((t) => [t.id, t]));
  const memos = new Map<string, unknown>();
  const layout: SeatplanLayout = {
    id: rows.plan.id,
    venueId: rows.plan.venue_id,
    rows,
    index: buildSeatIndex(cells),
    sectionReserved: new Map(rows.sections.map((s) => [s.id, s.is_reserved === 1])),
    nameOf: (seatId) => names.get(seatId) ?? { rowName: '', seatName: '' },
    ticketGroupName(id, locale) {
      const tg = ticketGroups.get(id);
      return tg ? localized(locale, tg.name_he, tg.name_en) : String(id);
    },
    memo<T>(key: string, build: () => T): T {
      if (!memos.has(key)) memos.set(key, build());
      return memos.get(key) as T;
    },
  };
  return layout;
}
