import type { MessageLocale } from '@kupa/domain';
import type { SeatplanV1 } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { SeatplanLayout } from './seatplan-layout';

type V1Section = SeatplanV1['sections'][string];
type V1Group = V1Section['groups'][string];

/** The verbose v1 layout of api-compat GET /api/seats/seatplan (sections -> groups -> rows by Y -> seats by X). */
export function buildVerboseLayout(layout: SeatplanLayout, locale: MessageLocale): SeatplanV1 {
  const { plan, sections, groups, seats } = layout.rows;
  const out: SeatplanV1 = {
    VenueId: plan.venue_id,
    VenueSeatplanId: plan.id,
    width: plan.width,
    height: plan.height,
    screenLabel: localized(locale, plan.screen_label_he, plan.screen_label_en),
    viewAreaName: plan.name,
    viewAreaFilename: plan.view_area_filename,
    imageMapHtml: plan.image_map_html,
    sections: {},
  };
  const groupsById = new Map<number, V1Group>();
  for (const section of sections) {
    out.sections[String(section.id)] = {
      VenueSectionId: section.id,
      SectionName: localized(locale, section.name_he, section.name_en),
      Capacity: 0,
      IsReserved: section.is_reserved === 1,
      groups: {},
    };
  }
  for (const g of groups) {
    const group: V1Group = { VenueGroupId: g.id, x: g.x, y: g.y, rotate: g.rotate, rows: {} };
    groupsById.set(g.id, group);
    const section = out.sections[String(g.section_id)];
    if (section) section.groups[String(g.id)] = group;
  }
  for (const s of seats) {
    const group = groupsById.get(s.group_id);
    if (!group) continue;
    const row = (group.rows[String(s.grid_y)] ??= { YCoordinate: s.grid_y, RowName: s.row_name, seats: {} });
    row.seats[String(s.grid_x)] = {
      XCoordinate: s.grid_x,
      YCoordinate: s.grid_y,
      SeatName: s.seat_name,
      RowName: s.row_name,
      TicketGroupId: s.ticket_group_id,
      VenueSectionId: s.section_id,
      isAvailable: s.is_blocked === 0,
      isBlocked: s.is_blocked === 1,
      isPremium: s.is_premium === 1,
      isAccessible: s.is_accessible === 1,
      isCompanion: s.is_companion === 1,
      isLimitedView: s.is_limited_view === 1,
      sofaSide: s.sofa_side === 'L' || s.sofa_side === 'R' ? s.sofa_side : null,
      cx: s.cx,
      cy: s.cy,
    };
    const section = out.sections[String(s.section_id)];
    if (section && s.is_blocked === 0) section.Capacity += 1;
  }
  return out;
}
