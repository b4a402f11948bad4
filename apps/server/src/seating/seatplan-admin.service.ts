import {
  SeatPlanDocumentSchema,
  type SeatPlanDocument,
  type SeatplanResponse,
  type SeatplanV2,
  type SeatplanVersion,
  type StaffTicketGroup,
} from '@kupa/contracts';
import { KupaError, type Clock, type MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { VenueAdminService } from '../catalogue/venue-admin.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { seatplanUseOfVenue } from '../presentations/seatplan-use';
import { insertAuditEntry } from '../shared/audit-log';
import { buildCompactLayout } from './compact-layout';
import { SeatCatalogueRepository } from './seat-catalogue.repository';
import { SeatplanAdminRepository, type SeatplanAdminRow } from './seatplan-admin.repository';
import { buildSeatplan, ticketGroupsOf, type BuiltPlan } from './seatplan-design';
import { legacyDocumentOf } from './seatplan-legacy-document';
import { previewRows } from './seatplan-preview';
import { toSeatplanLayout } from './seatplan-layout';

/**
 * Seat plans as the back office designs them (issue 13, ADR 0015). A plan is built from the designer's document; a
 * plan version that any presentation uses is never changed: saving it writes the next version of its family and makes
 * that the hall's current plan, which new presentations take. A version no presentation uses is replaced (a new row
 * with the same family and version number, so no cached layout of the old id is ever wrong) or deleted.
 */
export class SeatplanAdminService {
  constructor(
    private readonly repository: SeatplanAdminRepository,
    private readonly catalogue: SeatCatalogueRepository,
    private readonly halls: VenueAdminService,
    private readonly clock: Clock,
  ) {}

  async ticketGroups(businessId: number): Promise<StaffTicketGroup[]> {
    const rows = await this.repository.ticketGroups(businessId);
    return rows.map((t) => ({ id: t.id, nameHe: t.name_he, nameEn: t.name_en, color: t.color }));
  }

  /** A hall's plan versions, oldest first, with how many presentations use each. */
  async versions(businessId: number, venueId: number): Promise<SeatplanVersion[]> {
    const hall = await this.halls.hallOf(businessId, venueId);
    const [plans, use] = await Promise.all([
      this.repository.plansOfVenue(venueId),
      seatplanUseOfVenue(this.repository.db, venueId, hall.defaultSeatplanId),
    ]);
    return plans.map((p) => versionOf(p, hall.defaultSeatplanId, use));
  }

  /** A plan version with its document (the export); plans older than the designer get a document read from their seats. */
  async get(businessId: number, seatplanId: number): Promise<{ plan: SeatplanVersion; document: SeatPlanDocument }> {
    const row = await this.owned(businessId, seatplanId);
    const plan = (await this.versions(businessId, row.venue_id)).find((v) => v.id === seatplanId);
    if (!plan) throw new KupaError('SEATPLAN_NOT_FOUND', { id: seatplanId });
    return { plan, document: await this.documentOf(row) };
  }

  /** A new plan (family) for a hall, which becomes the hall's current plan. */
  async create(businessId: number, venueId: number, document: SeatPlanDocument, actorId: number): Promise<SeatplanResponse> {
    await this.halls.hallOf(businessId, venueId);
    const built = await this.build(businessId, document);
    const id = await writeTransaction(this.repository.db, this.repository.dialect, async (trx) => {
      const newId = await this.repository.insert(trx, this.newVersion(venueId, document, built, null, 1));
      await this.halls.setDefaultSeatplan(trx, venueId, newId);
      await this.audit(trx, businessId, actorId, 'seatplan.created', newId, { venueId, after: document });
      return newId;
    });
    return { ...(await this.get(businessId, id)), outcome: 'created' };
  }

  /** Saves a changed document: a used version gets a successor (the hall's new current plan), an unused one is replaced. */
  async save(businessId: number, seatplanId: number, document: SeatPlanDocument, actorId: number): Promise<SeatplanResponse> {
    const before = await this.owned(businessId, seatplanId);
    const previous = await this.documentOf(before);
    if (JSON.stringify(previous) === JSON.stringify(document)) return { ...(await this.get(businessId, seatplanId)), outcome: 'unchanged' };
    const built = await this.build(businessId, document);
    const { id, outcome } = await writeTransaction(this.repository.db, this.repository.dialect, async (trx) => {
      const hall = await this.halls.hallOf(businessId, before.venue_id, trx);
      const use = await seatplanUseOfVenue(trx, hall.id, hall.defaultSeatplanId);
      const family = before.family_id ?? before.id;
      if ((use.get(seatplanId) ?? 0) > 0) {
        const plans = await this.repository.plansOfVenue(hall.id, trx);
        const version = Math.max(...plans.filter((p) => (p.family_id ?? p.id) === family).map((p) => p.version)) + 1;
        const newId = await this.repository.insert(trx, this.newVersion(hall.id, document, built, family, version));
        await this.halls.setDefaultSeatplan(trx, hall.id, newId);
        await this.audit(trx, businessId, actorId, 'seatplan.versioned', newId, {
          venueId: hall.id,
          from: seatplanId,
          before: previous,
          after: document,
        });
        return { id: newId, outcome: 'versioned' as const };
      }
      const newId = await this.repository.insert(trx, this.newVersion(hall.id, document, built, family, before.version));
      if (hall.defaultSeatplanId === seatplanId) await this.halls.setDefaultSeatplan(trx, hall.id, newId);
      await this.repository.remove(trx, seatplanId);
      await this.audit(trx, businessId, actorId, 'seatplan.changed', newId, {
        venueId: hall.id,
        replaced: seatplanId,
        before: previous,
        after: document,
      });
      return { id: newId, outcome: 'changed' as const };
    });
    return { ...(await this.get(businessId, id)), outcome };
  }

  /** Deletes a version no presentation uses; if it was the hall's current plan, the newest other version takes over. */
  async remove(businessId: number, seatplanId: number, actorId: number): Promise<void> {
    const before = await this.owned(businessId, seatplanId);
    const document = await this.documentOf(before);
    await writeTransaction(this.repository.db, this.repository.dialect, async (trx) => {
      const hall = await this.halls.hallOf(businessId, before.venue_id, trx);
      const use = await seatplanUseOfVenue(trx, hall.id, hall.defaultSeatplanId);
      if ((use.get(seatplanId) ?? 0) > 0) throw new KupaError('SEATPLAN_IN_USE', { id: seatplanId });
      await this.repository.remove(trx, seatplanId);
      if (hall.defaultSeatplanId === seatplanId) {
        const rest = await this.repository.plansOfVenue(hall.id, trx);
        await this.halls.setDefaultSeatplan(trx, hall.id, rest.at(-1)?.id ?? null);
      }
      await this.audit(trx, businessId, actorId, 'seatplan.deleted', seatplanId, { venueId: hall.id, before: document });
    });
  }

  /** The customers' compact layout (seatplanV2) of a document, built exactly as a saved plan's, without saving it. */
  async preview(businessId: number, document: SeatPlanDocument, locale: MessageLocale): Promise<SeatplanV2> {
    const built = await this.build(businessId, document);
    const groups = await this.repository.ticketGroups(businessId);
    return buildCompactLayout(toSeatplanLayout(previewRows(document, built, groups)), locale);
  }

  private async build(businessId: number, document: SeatPlanDocument): Promise<BuiltPlan> {
    const own = new Set((await this.repository.ticketGroups(businessId)).map((t) => t.id));
    const foreign = ticketGroupsOf(document).find((t) => !own.has(t.id));
    if (foreign) throw new KupaError('VALIDATION_ERROR', { field: foreign.field });
    return buildSeatplan(document);
  }

  private newVersion(venueId: number, document: SeatPlanDocument, built: BuiltPlan, familyId: number | null, version: number) {
    return {
      venueId,
      built,
      name: document.name,
      screenLabelHe: document.screenLabelHe,
      screenLabelEn: document.screenLabelEn,
      documentJson: JSON.stringify(document),
      familyId,
      version,
      createdAt: this.clock.now().toISOString(),
    };
  }

  private async documentOf(row: SeatplanAdminRow): Promise<SeatPlanDocument> {
    if (row.document_json !== null) return SeatPlanDocumentSchema.parse(JSON.parse(row.document_json));
    const rows = await this.catalogue.findSeatplan(row.id);
    if (!rows) throw new KupaError('SEATPLAN_NOT_FOUND', { id: row.id });
    return legacyDocumentOf(rows);
  }

  /** A plan of one of the business's halls: SEATPLAN_NOT_FOUND for an unknown id, FORBIDDEN for another's. */
  private async owned(businessId: number, seatplanId: number): Promise<SeatplanAdminRow> {
    const row = await this.repository.plan(seatplanId);
    if (!row) throw new KupaError('SEATPLAN_NOT_FOUND', { id: seatplanId });
    await this.halls.hallOf(businessId, row.venue_id).catch((error: unknown) => {
      throw error instanceof KupaError && error.code === 'VENUE_NOT_FOUND'
        ? new KupaError('SEATPLAN_NOT_FOUND', { id: seatplanId })
        : error;
    });
    return row;
  }

  private audit(trx: Kysely<Database>, businessId: number, actorId: number, action: string, id: number, data: unknown) {
    return insertAuditEntry(trx, {
      businessId,
      at: this.clock.now().toISOString(),
      actorKind: 'staff',
      actorId: String(actorId),
      action,
      entity: 'seatplan',
      entityId: String(id),
      data,
    });
  }
}

function versionOf(row: SeatplanAdminRow, defaultId: number | null, use: Map<number, number>): SeatplanVersion {
  return {
    id: row.id,
    venueId: row.venue_id,
    familyId: row.family_id ?? row.id,
    version: row.version,
    name: row.name,
    capacity: row.capacity,
    isDefault: row.id === defaultId,
    presentations: use.get(row.id) ?? 0,
    createdAt: row.created_at,
  };
}

/** The seat plans service of a database (the back office's halls section). */
export function createSeatplanAdmin(database: DatabaseHandle, halls: VenueAdminService, clock: Clock): SeatplanAdminService {
  return new SeatplanAdminService(
    new SeatplanAdminRepository(database.db, database.dialect),
    new SeatCatalogueRepository(database.db),
    halls,
    clock,
  );
}
