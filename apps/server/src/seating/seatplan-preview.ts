import type { SeatPlanDocument } from '@kupa/contracts';
import type { SeatplanRows } from './seat-catalogue.repository';
import type { BuiltPlan } from './seatplan-design';

type TicketGroupRow = SeatplanRows['ticketGroups'][number];

/**
 * A built plan in the shape of the rows read from the database, with ids numbered from 1, so the preview goes
 * through the same layout code as the customers' seat map (toSeatplanLayout, buildCompactLayout).
 */
export function previewRows(document: SeatPlanDocument, built: BuiltPlan, ticketGroups: TicketGroupRow[]): SeatplanRows {
  const plan: SeatplanRows['plan'] = {
    id: 0,
    venue_id: 0,
    name: document.name,
    capacity: built.capacity,
    width: built.width,
    height: built.height,
    screen_label_he: document.screenLabelHe,
    screen_label_en: document.screenLabelEn,
    view_area_filename: null,
    image_map_html: null,
    family_id: null,
    version: 1,
    document_json: null,
    created_at: null,
  };
  const sections: SeatplanRows['sections'] = [];
  const groups: SeatplanRows['groups'] = [];
  const seats: SeatplanRows['seats'] = [];
  built.sections.forEach((section, i) => {
    const id = i + 1;
    sections.push({
      id,
      seatplan_id: 0,
      name_he: section.nameHe,
      name_en: section.nameEn,
      is_reserved: section.isReserved ? 1 : 0,
      sort_order: i,
    });
    groups.push({ id, section_id: id, x: section.x, y: section.y, rotate: 0 });
    for (const s of section.seats) {
      seats.push({
        id: seats.length + 1,
        seatplan_id: 0,
        section_id: id,
        group_id: id,
        ticket_group_id: s.ticketGroupId,
        grid_x: s.gridX,
        grid_y: s.gridY,
        row_name: s.rowName,
        seat_name: s.seatName,
        cx: s.cx,
        cy: s.cy,
        allocation_id: null,
        sofa_side: s.sofaSide,
        is_premium: s.isPremium ? 1 : 0,
        is_accessible: s.isAccessible ? 1 : 0,
        is_companion: s.isCompanion ? 1 : 0,
        is_limited_view: s.isLimitedView ? 1 : 0,
        is_blocked: s.isBlocked ? 1 : 0,
      });
    }
  });
  return { plan, sections, groups, seats, ticketGroups };
}
