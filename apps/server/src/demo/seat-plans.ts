import type { BusinessRefs, DemoContext, HallKind } from './demo-model';
import type { HallBuilder, SeatDraft } from './hall-builder';
import { HALL_LAYOUTS } from './hall-layouts';
import { ticketGroupId } from './tenants';

/** One thing a buyer takes whole: a seat, a two-seat sofa, or a wheelchair place with its companion seat. */
export interface SeatUnit {
  seatIds: readonly number[];
}

/** Adjacent sellable units of one row with the same price level and kind: buyers pick blocks inside a run. */
export interface SeatRun {
  ticketGroupId: number;
  kind: 'seats' | 'sofas' | 'wheelchair';
  isPremium: boolean;
  /** How much buyers like these seats (middle-to-back rows in a cinema, front rows in a theatre). */
  weight: number;
  units: SeatUnit[];
}

export interface SeatPlanIndex {
  seatplanId: number;
  /** Sellable seats: every seat that is not blocked. */
  capacity: number;
  isReserved: boolean;
  ticketGroupIds: readonly number[];
  runs: readonly SeatRun[];
}

/** Writes a hall's seat plan (plan, sections, groups, seats) and returns the index the sales generator uses. */
export function addSeatPlan(ctx: DemoContext, business: BusinessRefs, venueId: number, kind: Exclude<HallKind, 'vod'>): SeatPlanIndex {
  const hall = HALL_LAYOUTS[kind]();
  const { width, height } = hall.finish();
  const seatplanId = ctx.ids.next('seatplans');
  const sellable = hall.seats.filter((s) => !s.isBlocked);
  const stage = hall.screen === 'stage';
  ctx.sink.add('seatplans', {
    id: seatplanId,
    venue_id: venueId,
    name: hall.name,
    capacity: sellable.length,
    width,
    height,
    screen_label_he: stage ? 'במה' : 'מסך',
    screen_label_en: stage ? 'Stage' : 'Screen',
    view_area_filename: null,
    image_map_html: null,
  });
  const sectionIds = hall.sections.map((section, i) => {
    const id = ctx.ids.next('seatplan_sections');
    ctx.sink.add('seatplan_sections', {
      id,
      seatplan_id: seatplanId,
      name_he: section.nameHe,
      name_en: section.nameEn,
      is_reserved: section.isReserved ? 1 : 0,
      sort_order: i + 1,
    });
    return id;
  });
  const groupIds = hall.groups.map((g) => {
    const id = ctx.ids.next('seatplan_groups');
    ctx.sink.add('seatplan_groups', { id, section_id: at(sectionIds, g.section), x: round2(g.x), y: round2(g.y), rotate: g.rotate });
    return id;
  });
  const seatIds = new Map<SeatDraft, number>();
  for (const s of hall.seats) {
    const id = ctx.ids.next('seats');
    seatIds.set(s, id);
    ctx.sink.add('seats', {
      id,
      seatplan_id: seatplanId,
      section_id: at(sectionIds, s.section),
      group_id: at(groupIds, s.group),
      ticket_group_id: ticketGroupId(business, s.tg),
      grid_x: s.gridX,
      grid_y: s.gridY,
      row_name: s.rowName,
      seat_name: s.seatName,
      cx: round2(s.cx),
      cy: round2(s.cy),
      allocation_id: null,
      sofa_side: s.sofaSide,
      is_premium: s.isPremium ? 1 : 0,
      is_accessible: s.isAccessible ? 1 : 0,
      is_companion: s.isCompanion ? 1 : 0,
      is_limited_view: s.isLimitedView ? 1 : 0,
      is_blocked: s.isBlocked ? 1 : 0,
    });
  }
  const runs = buildRuns(hall, business, (s) => seatIds.get(s) ?? 0, stage);
  return {
    seatplanId,
    capacity: sellable.length,
    isReserved: hall.sections.every((s) => s.isReserved),
    ticketGroupIds: [...new Set(sellable.map((s) => ticketGroupId(business, s.tg)))].sort((a, b) => a - b),
    runs,
  };
}

function buildRuns(hall: HallBuilder, business: BusinessRefs, idOf: (s: SeatDraft) => number, stage: boolean): SeatRun[] {
  const runs: SeatRun[] = [];
  hall.sections.forEach((_, section) => {
    const seats = hall.seats.filter((s) => s.section === section && !s.isBlocked);
    const rowsY = [...new Set(seats.map((s) => s.gridY))].sort((a, b) => a - b);
    const maxY = Math.max(...rowsY);
    for (const y of rowsY) {
      const p = maxY > 1 ? (y - 1) / (maxY - 1) : 0.5;
      const rowWeight = (stage ? 1.3 - 0.7 * p : 0.3 + Math.exp(-((p - 0.62) ** 2) / 0.06)) * (section > 0 ? 0.6 : 1);
      const row = seats.filter((s) => s.gridY === y).sort((a, b) => a.gridX - b.gridX);
      let current: SeatRun | null = null;
      let lastX = -10;
      for (let i = 0; i < row.length; i++) {
        const s = row[i] as SeatDraft;
        if (s.isAccessible || s.isCompanion) {
          // The wheelchair place and its companion form one unit of their own.
          const partner = row[i + 1];
          if (!partner || partner.gridX !== s.gridX + 1) throw new Error(`${hall.name}: accessible seat without its pair`);
          runs.push({
            ticketGroupId: ticketGroupId(business, s.tg),
            kind: 'wheelchair',
            isPremium: false,
            weight: 1,
            units: [{ seatIds: [idOf(s), idOf(partner)] }],
          });
          i++;
          current = null;
          lastX = -10;
          continue;
        }
        const kind = s.sofaSide ? 'sofas' : 'seats';
        const tg = ticketGroupId(business, s.tg);
        const weight = rowWeight * (s.isLimitedView ? 0.25 : 1);
        if (
          !current ||
          s.gridX !== lastX + 1 ||
          current.ticketGroupId !== tg ||
          current.kind !== kind ||
          current.isPremium !== s.isPremium ||
          current.weight !== weight
        ) {
          current = { ticketGroupId: tg, kind, isPremium: s.isPremium, weight, units: [] };
          runs.push(current);
        }
        if (s.sofaSide === 'L') {
          const right = row[i + 1];
          if (!right || right.sofaSide !== 'R') throw new Error(`${hall.name}: sofa without its right half`);
          current.units.push({ seatIds: [idOf(s), idOf(right)] });
          i++;
          lastX = right.gridX;
        } else {
          current.units.push({ seatIds: [idOf(s)] });
          lastX = s.gridX;
        }
      }
    }
  });
  return runs;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function at(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`No id at ${index}`);
  return id;
}
