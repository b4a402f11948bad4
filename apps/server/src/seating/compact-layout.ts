import type { MessageLocale } from '@kupa/domain';
import type { CompactSeat, CompactSection, SeatplanV2 } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { SeatplanLayout } from './seatplan-layout';

/** The compact nested layout of api-compat seatplanV2: S -> sections -> G -> groups -> R -> rows by grid Y -> S -> seats by grid X. */
export function buildCompactLayout(layout: SeatplanLayout, locale: MessageLocale): SeatplanV2 {
  const { plan, sections, groups, seats } = layout.rows;
  const out: SeatplanV2 = { S: {}, w: plan.width, h: plan.height, sl: localized(locale, plan.screen_label_he, plan.screen_label_en) };
  const groupsById = new Map<number, CompactSection['G'][string]>();
  for (const section of sections) {
    out.S[String(section.id)] = { n: localized(locale, section.name_he, section.name_en), r: section.is_reserved ? 1 : 0, G: {} };
  }
  for (const g of groups) {
    const group = { rd: { x: g.x, y: g.y, rotate: g.rotate }, R: {} };
    groupsById.set(g.id, group);
    const section = out.S[String(g.section_id)];
    if (section) section.G[String(g.id)] = group;
  }
  for (const s of seats) {
    const group = groupsById.get(s.group_id);
    if (!group) continue;
    const row = (group.R[String(s.grid_y)] ??= { n: s.row_name, S: {} });
    const seat: CompactSeat = { n: s.seat_name, tg: s.ticket_group_id, rd: { cx: s.cx, cy: s.cy } };
    if (s.is_accessible) seat.hc = 1;
    if (s.is_companion) seat.co = 1;
    if (s.is_premium) seat.pr = 1;
    if (s.is_limited_view) seat.lv = 1;
    if (s.sofa_side === 'L') seat.cl = 1;
    if (s.sofa_side === 'R') seat.cr = 1;
    if (s.is_blocked) seat.bl = 1;
    row.S[String(s.grid_x)] = seat;
  }
  return out;
}
