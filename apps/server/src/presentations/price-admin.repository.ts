import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, PricePoliciesTable, TicketCodesTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertBusinessRow, updateBusinessRow } from '../shared/business-rows';
import { ticketGroupsOfBusinesses } from '../seating/ticket-group-directory';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';
import { withFeatureNames } from './feature-names';

export type TicketTypeValues = Omit<Insertable<PricePoliciesTable>, 'id' | 'business_id'>;
export type TicketCodeValues = Omit<Insertable<TicketCodesTable>, 'id' | 'business_id' | 'used_count'>;
export type TicketTypeRow = Awaited<ReturnType<PriceAdminRepository['ticketTypes']>>[number];
export type TicketCodeRow = Awaited<ReturnType<PriceAdminRepository['codes']>>[number];
type Audit = Omit<AuditEntry, 'businessId'>;

/** The most upcoming presentations the prices section lists for attaching ticket types. */
const UPCOMING_LIMIT = 500;

/** Ticket types (price_policies), discount codes (ticket_codes) and which presentations sell which types. */
export class PriceAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  ticketTypes(businessId: number) {
    return this.db
      .selectFrom('price_policies')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async ticketTypeExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('price_policies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The business's price levels in display order (the seating module's read port). */
  ticketGroups(businessId: number) {
    return ticketGroupsOfBusinesses(this.db, [businessId]);
  }

  /** Scheduled presentations of the business that have not started, soonest first, with their film's names (the catalogue's). */
  async upcoming(businessId: number, nowIso: string) {
    const rows = await this.db
      .selectFrom('presentations')
      .select(['id', 'starts_at', 'feature_id'])
      .where('business_id', '=', businessId)
      .where('status', '=', 'scheduled')
      .where('starts_at', '>', nowIso)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(UPCOMING_LIMIT)
      .execute();
    return withFeatureNames(this.db, rows);
  }

  /** The upcoming presentations selling each of the business's ticket types. */
  async upcomingLinks(businessId: number, nowIso: string): Promise<Map<number, number[]>> {
    const rows = await this.db
      .selectFrom('presentation_price_policies as ppp')
      .innerJoin('presentations as p', 'p.id', 'ppp.presentation_id')
      .select(['ppp.price_policy_id', 'ppp.presentation_id'])
      .where('p.business_id', '=', businessId)
      .where('p.status', '=', 'scheduled')
      .where('p.starts_at', '>', nowIso)
      .orderBy('p.starts_at')
      .orderBy('p.id')
      .execute();
    const links = new Map<number, number[]>();
    for (const r of rows) links.set(r.price_policy_id, [...(links.get(r.price_policy_id) ?? []), r.presentation_id]);
    return links;
  }

  async presentationTypes(presentationId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('presentation_price_policies')
      .select('price_policy_id')
      .where('presentation_id', '=', presentationId)
      .orderBy('price_policy_id')
      .execute();
    return rows.map((r) => r.price_policy_id);
  }

  presentationOwner(presentationId: number) {
    return this.db.selectFrom('presentations').select(['business_id', 'status']).where('id', '=', presentationId).executeTakeFirst();
  }

  createTicketType(businessId: number, values: TicketTypeValues, audit: (id: number) => Audit): Promise<number> {
    return insertBusinessRow(this.db, this.dialect, 'price_policies', businessId, values, audit);
  }

  /** Changes a ticket type of the business with its audit entry; false when there is none. */
  updateTicketType(businessId: number, id: number, values: Updateable<PricePoliciesTable>, audit: Audit): Promise<boolean> {
    return updateBusinessRow(this.db, this.dialect, 'price_policies', businessId, id, values, audit);
  }

  /** Links and unlinks one ticket type and presentations (already checked to be the business's), with the audit entry. */
  linkPresentations(businessId: number, ticketTypeId: number, attach: readonly number[], detach: readonly number[], audit: Audit) {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      if (detach.length > 0)
        await trx
          .deleteFrom('presentation_price_policies')
          .where('price_policy_id', '=', ticketTypeId)
          .where('presentation_id', 'in', [...detach])
          .execute();
      const linked = new Set(
        attach.length === 0
          ? []
          : (
              await trx
                .selectFrom('presentation_price_policies')
                .select('presentation_id')
                .where('price_policy_id', '=', ticketTypeId)
                .where('presentation_id', 'in', [...attach])
                .execute()
            ).map((r) => r.presentation_id),
      );
      const rows = attach.filter((p) => !linked.has(p)).map((presentation_id) => ({ presentation_id, price_policy_id: ticketTypeId }));
      if (rows.length > 0) await trx.insertInto('presentation_price_policies').values(rows).execute();
      await insertAuditEntry(trx, { ...audit, businessId });
    });
  }

  /** Replaces the set of ticket types one presentation sells, with the audit entry. */
  replacePresentationTypes(businessId: number, presentationId: number, ticketTypeIds: readonly number[], audit: Audit) {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      await trx.deleteFrom('presentation_price_policies').where('presentation_id', '=', presentationId).execute();
      await trx
        .insertInto('presentation_price_policies')
        .values(ticketTypeIds.map((price_policy_id) => ({ presentation_id: presentationId, price_policy_id })))
        .execute();
      await insertAuditEntry(trx, { ...audit, businessId });
    });
  }

  codes(businessId: number) {
    return this.db
      .selectFrom('ticket_codes')
      .select(['id', 'business_id', 'code', 'price_policy_id', 'max_uses', 'used_count', 'valid_from', 'valid_until', 'is_disabled'])
      .where('business_id', '=', businessId)
      .orderBy('id', 'desc')
      .execute();
  }

  code(id: number) {
    return this.db
      .selectFrom('ticket_codes')
      .select(['id', 'business_id', 'code', 'price_policy_id', 'max_uses', 'used_count', 'valid_from', 'valid_until', 'is_disabled'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether the business has another code equal to this one without regard to case. */
  async codeTaken(businessId: number, code: string, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('ticket_codes')
      .select('id')
      .where('business_id', '=', businessId)
      .where(sql<string>`upper(code)`, '=', code.toUpperCase());
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  createCode(businessId: number, values: TicketCodeValues, audit: (id: number) => Audit): Promise<number> {
    return insertBusinessRow(this.db, this.dialect, 'ticket_codes', businessId, values, audit);
  }

  updateCode(businessId: number, id: number, values: Updateable<TicketCodesTable>, audit: Audit): Promise<boolean> {
    return updateBusinessRow(this.db, this.dialect, 'ticket_codes', businessId, id, values, audit);
  }
}
