import type { StaffTicketGroup, TicketGroupInput } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry } from '../shared/audit-log';
import { staffAuditEntry } from '../shared/staff-audit';

/**
 * Price levels (ticket groups) as the back office adds and renames them (issue 13). A level is never deleted: seats
 * and ticket types point at it. Its names are unique in the business in each language, whatever the case, since staff
 * and customers tell levels apart by them.
 */
export class TicketGroupAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
  ) {}

  private async rows(businessId: number) {
    return this.db
      .selectFrom('ticket_groups')
      .select(['id', 'name_he', 'name_en', 'color'])
      .where('business_id', '=', businessId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async get(businessId: number, id: number): Promise<StaffTicketGroup> {
    const row = (await this.rows(businessId)).find((r) => r.id === id);
    if (!row) {
      const owner = await this.db.selectFrom('ticket_groups').select('business_id').where('id', '=', id).executeTakeFirst();
      throw owner ? new KupaError('FORBIDDEN', { field: 'ticketGroupId', id }) : new KupaError('NOT_FOUND', { field: 'ticketGroupId', id });
    }
    return { id: row.id, nameHe: row.name_he, nameEn: row.name_en, color: row.color };
  }

  /** Adds (id null) or renames a price level; a name another level of the business has is 400 on that name. */
  async save(businessId: number, id: number | null, input: TicketGroupInput, actorId: number): Promise<StaffTicketGroup> {
    const before = id === null ? null : await this.get(businessId, id);
    const others = (await this.rows(businessId)).filter((r) => r.id !== id);
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    if (others.some((r) => same(r.name_he, input.nameHe))) throw new KupaError('VALIDATION_ERROR', { field: 'body.nameHe' });
    if (others.some((r) => same(r.name_en, input.nameEn))) throw new KupaError('VALIDATION_ERROR', { field: 'body.nameEn' });
    const values = { name_he: input.nameHe, name_en: input.nameEn, color: input.color };
    const saved = await writeTransaction(this.db, this.dialect, async (trx) => {
      let savedId = id;
      if (savedId === null) {
        const sortOrder = others.length + 1;
        const row = await trx
          .insertInto('ticket_groups')
          .values({ ...values, business_id: businessId, sort_order: sortOrder })
          .returning('id')
          .executeTakeFirstOrThrow();
        savedId = row.id;
      } else {
        await trx.updateTable('ticket_groups').set(values).where('id', '=', savedId).where('business_id', '=', businessId).execute();
      }
      const audit = staffAuditEntry(this.clock, actorId, {
        action: before ? 'ticket-group.changed' : 'ticket-group.created',
        entity: 'ticket-group',
        entityId: savedId,
        data: before ? { before, after: input } : { after: input },
      });
      await insertAuditEntry(trx, { ...audit, businessId });
      return savedId;
    });
    return this.get(businessId, saved);
  }
}

export function createTicketGroupAdmin(database: DatabaseHandle, clock: Clock): TicketGroupAdminService {
  return new TicketGroupAdminService(database.db, database.dialect, clock);
}
