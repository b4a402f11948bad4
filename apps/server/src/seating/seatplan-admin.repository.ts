import type { Kysely } from 'kysely';
import { bulkInsert } from '../db/bulk-insert';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import type { BuiltPlan } from './seatplan-design';

const PLAN_COLUMNS = ['id', 'venue_id', 'family_id', 'version', 'name', 'capacity', 'document_json', 'created_at'] as const;

export type SeatplanAdminRow = NonNullable<Awaited<ReturnType<SeatplanAdminRepository['plan']>>>;

export interface NewPlanVersion {
  venueId: number;
  built: BuiltPlan;
  name: string;
  screenLabelHe: string | null;
  screenLabelEn: string | null;
  documentJson: string;
  /** The family's first version id, or null for a new family (the new row is its own family). */
  familyId: number | null;
  version: number;
  createdAt: string;
}

/** Seat plans, their sections, groups and seats as the back office writes them (the seating module owns them). */
export class SeatplanAdminRepository {
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: DialectName,
  ) {}

  plansOfVenue(venueId: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('seatplans').select(PLAN_COLUMNS).where('venue_id', '=', venueId).orderBy('id').execute();
  }

  plan(id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('seatplans').select(PLAN_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  ticketGroups(businessId: number) {
    return this.db
      .selectFrom('ticket_groups')
      .select(['id', 'name_he', 'name_en', 'color'])
      .where('business_id', '=', businessId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Writes one plan version with its sections, one placement group per section, and its seats; answers its id. */
  async insert(trx: Kysely<Database>, plan: NewPlanVersion): Promise<number> {
    const { built } = plan;
    const { id } = await trx
      .insertInto('seatplans')
      .values({
        venue_id: plan.venueId,
        name: plan.name,
        capacity: built.capacity,
        width: built.width,
        height: built.height,
        screen_label_he: plan.screenLabelHe,
        screen_label_en: plan.screenLabelEn,
        family_id: plan.familyId,
        version: plan.version,
        document_json: plan.documentJson,
        created_at: plan.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (plan.familyId === null) await trx.updateTable('seatplans').set({ family_id: id }).where('id', '=', id).execute();
    const seats: Array<Record<string, unknown>> = [];
    for (const [sortOrder, section] of built.sections.entries()) {
      const { id: sectionId } = await trx
        .insertInto('seatplan_sections')
        .values({
          seatplan_id: id,
          name_he: section.nameHe,
          name_en: section.nameEn,
          is_reserved: section.isReserved ? 1 : 0,
          sort_order: sortOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: groupId } = await trx
        .insertInto('seatplan_groups')
        .values({ section_id: sectionId, x: section.x, y: section.y, rotate: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const s of section.seats) {
        seats.push({
          seatplan_id: id,
          section_id: sectionId,
          group_id: groupId,
          ticket_group_id: s.ticketGroupId,
          grid_x: s.gridX,
          grid_y: s.gridY,
          row_name: s.rowName,
          seat_name: s.seatName,
          cx: s.cx,
          cy: s.cy,
          sofa_side: s.sofaSide,
          is_premium: s.isPremium ? 1 : 0,
          is_accessible: s.isAccessible ? 1 : 0,
          is_companion: s.isCompanion ? 1 : 0,
          is_limited_view: s.isLimitedView ? 1 : 0,
          is_blocked: s.isBlocked ? 1 : 0,
        });
      }
    }
    await bulkInsert(trx, this.dialect, 'seats', seats);
    return id;
  }

  /** Removes a plan version no presentation uses, with everything under it. */
  async remove(trx: Kysely<Database>, id: number): Promise<void> {
    await trx.deleteFrom('seats').where('seatplan_id', '=', id).execute();
    await trx
      .deleteFrom('seatplan_groups')
      .where('section_id', 'in', (eb) => eb.selectFrom('seatplan_sections').select('id').where('seatplan_id', '=', id))
      .execute();
    await trx.deleteFrom('seatplan_sections').where('seatplan_id', '=', id).execute();
    await trx.deleteFrom('seatplans').where('id', '=', id).execute();
  }
}
