import type { PresentationStatus } from '@kupa/domain';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, PresentationsTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';
import { featuresOfBusiness, venuesOfBusiness } from '../catalogue/schedule-catalogue';

export type PresentationValues = Omit<Insertable<PresentationsTable>, 'id'>;
type Audit = Omit<AuditEntry, 'businessId'>;

const COLUMNS = [
  'p.id',
  'p.business_id',
  'p.feature_id',
  'p.venue_id',
  'p.starts_at',
  'p.status',
  'p.is_reserved',
  'p.ga_capacity',
  'p.sale_starts_at',
  'p.sale_stops_at',
  'p.lock_choose_seats_s',
  'p.lock_timers_own',
  'p.lock_choose_tickets_s',
  'p.lock_customer_info_s',
  'p.lock_choose_products_s',
  'p.max_seats_per_transaction',
  'p.service_charge_agorot',
  'p.booking_fee_agorot',
] as const;

/** What a schedule list may be narrowed to besides its dates (nothing given: every presentation). */
export interface PresentationFilter {
  featureId?: number;
  venueId?: number;
  status?: PresentationStatus;
}

export type SchedulePresentationRow = Awaited<ReturnType<ScheduleAdminRepository['presentations']>>[number];

/** The schedule as the back office manages it: presentations, their ticket types, and what they are made of. */
export class ScheduleAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The business's features (the catalogue's read port). */
  features(businessId: number) {
    return featuresOfBusiness(this.db, businessId);
  }

  /** The business's venues with their locations (the catalogue's read port). */
  venues(businessId: number) {
    return venuesOfBusiness(this.db, businessId);
  }

  pricePolicies(businessId: number) {
    return this.db
      .selectFrom('price_policies')
      .select(['id', 'name_he', 'name_en', 'price_agorot', 'kind'])
      .where('business_id', '=', businessId)
      .where('retired_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** The business's presentations starting in [fromIso, toIso), narrowed to a film, a hall and a status when given. */
  presentations(businessId: number, fromIso: string, toIso: string, filter: PresentationFilter = {}) {
    const { featureId, venueId, status } = filter;
    let query = this.db
      .selectFrom('presentations as p')
      .select(COLUMNS)
      .where('p.business_id', '=', businessId)
      .where('p.starts_at', '>=', fromIso)
      .where('p.starts_at', '<', toIso);
    if (featureId !== undefined) query = query.where('p.feature_id', '=', featureId);
    if (venueId !== undefined) query = query.where('p.venue_id', '=', venueId);
    if (status !== undefined) query = query.where('p.status', '=', status);
    return query.orderBy('p.starts_at').orderBy('p.id').execute();
  }

  presentationsById(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('presentations as p')
      .select(COLUMNS)
      .where('p.id', 'in', ids)
      .orderBy('p.starts_at')
      .orderBy('p.id')
      .execute();
  }

  async policiesOf(presentationIds: readonly number[]): Promise<Map<number, number[]>> {
    const byPresentation = new Map<number, number[]>();
    if (presentationIds.length === 0) return byPresentation;
    const rows = await this.db
      .selectFrom('presentation_price_policies')
      .select(['presentation_id', 'price_policy_id'])
      .where('presentation_id', 'in', presentationIds)
      .orderBy('price_policy_id')
      .execute();
    for (const r of rows) byPresentation.set(r.presentation_id, [...(byPresentation.get(r.presentation_id) ?? []), r.price_policy_id]);
    return byPresentation;
  }

  /** Adds the presentations with their ticket types and one audit entry, in one transaction; answers their ids. */
  create(
    businessId: number,
    rows: readonly PresentationValues[],
    pricePolicyIds: readonly number[],
    audit: (ids: number[]) => Audit,
  ): Promise<number[]> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const ids: number[] = [];
      for (const row of rows) {
        const { id } = await trx.insertInto('presentations').values(row).returning('id').executeTakeFirstOrThrow();
        ids.push(id);
      }
      const links = ids.flatMap((presentation_id) => pricePolicyIds.map((price_policy_id) => ({ presentation_id, price_policy_id })));
      if (links.length > 0) await trx.insertInto('presentation_price_policies').values(links).execute();
      await insertAuditEntry(trx, { ...audit(ids), businessId });
      return ids;
    });
  }

  /** Changes a scheduled presentation of the business with its audit entry; false when there is none. */
  update(businessId: number, id: number, values: Updateable<PresentationsTable>, audit: Audit): Promise<boolean> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const result = await trx
        .updateTable('presentations')
        .set(values)
        .where('id', '=', id)
        .where('business_id', '=', businessId)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await insertAuditEntry(trx, { ...audit, businessId });
      return true;
    });
  }

  /** Marks the presentation cancelled (no new sales from now on) with its audit entry; false when it already was. */
  markCancelled(businessId: number, id: number, audit: Audit): Promise<boolean> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const result = await trx
        .updateTable('presentations')
        .set({ status: 'cancelled' })
        .where('id', '=', id)
        .where('business_id', '=', businessId)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await insertAuditEntry(trx, { ...audit, businessId });
      return true;
    });
  }
}
