import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withBusinessFacts } from '../catalogue/business-directory';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

export type CustomerVoucherRow = Awaited<ReturnType<CustomerVouchersRepository['vouchersOfOwners']>>[number];

/** The system vouchers of customers in the customer area: the list, and the owner's cancel and replacement. */
export class CustomerVouchersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('system_vouchers as v')
      .innerJoin('system_voucher_classes as c', 'c.id', 'v.class_id')
      .select([
        'v.id',
        'v.reference',
        'v.business_id',
        'v.customer_id',
        'v.purchase_reservation_id',
        'v.initial_value_agorot',
        'v.balance_agorot',
        'v.quantity',
        'v.redeemed_quantity',
        'v.start_date',
        'v.end_date',
        'v.status',
        'v.is_for_replacement',
        'v.created_at',
        'c.kind',
        'c.name_he',
        'c.name_en',
        'c.is_customer_voucher',
        'c.replacement_days',
      ]);
  }

  /** Adds to each voucher what its business says of it: currency, time zone and settings (the catalogue's). */
  private withBusiness<R extends { business_id: number }>(rows: readonly R[]) {
    return withBusinessFacts(this.db, rows, (b) => ({ currency: b.currency, time_zone: b.timeZone, settings_json: b.settingsJson }));
  }

  /** The vouchers bought by or for these customers, or in these orders of theirs; newest first. */
  async vouchersOfOwners(customerIds: readonly number[], reservationIds: readonly number[]) {
    if (customerIds.length === 0 && reservationIds.length === 0) return [];
    const rows = await this.select()
      .where((eb) =>
        eb.or([
          ...(customerIds.length > 0 ? [eb('v.customer_id', 'in', [...customerIds])] : []),
          ...(reservationIds.length > 0 ? [eb('v.purchase_reservation_id', 'in', [...reservationIds])] : []),
        ]),
      )
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .execute();
    return this.withBusiness(rows);
  }

  /** One voucher by its reference (any case). */
  async voucherByReference(reference: string) {
    const row = await this.select()
      .where(sql<string>`upper(v.reference)`, '=', reference.trim().toUpperCase())
      .executeTakeFirst();
    if (!row) return undefined;
    const [found] = await this.withBusiness([row]);
    return found;
  }

  /**
   * Cancels an unused active voucher, once: the conditions are in the update, so a second (or parallel) cancel
   * changes nothing and answers false. The refund it owes (`refundRequestJson`, null when nothing goes back by card)
   * is recorded with it, and the audit entry is written, in the same transaction.
   */
  async cancelUnused(voucherId: number, audit: AuditEntry, refundRequestJson: string | null): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('system_vouchers')
        .set({ status: 'cancelled', cancel_refund_json: refundRequestJson })
        .where('id', '=', voucherId)
        .where('status', '=', 'active')
        .where('is_for_replacement', '=', 0)
        .where('redeemed_quantity', '=', 0)
        .where((eb) => eb.or([eb('balance_agorot', 'is', null), eb('balance_agorot', '=', eb.ref('initial_value_agorot'))]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await insertAuditEntry(trx, audit);
      return true;
    });
  }

  /** Cancelled vouchers whose refund is recorded and not yet answered by the provider (the finishing job's work). */
  async unfinishedRefunds(limit: number) {
    const rows = await this.select()
      .select('v.cancel_refund_json')
      .where('v.cancel_refund_json', 'is not', null)
      .where('v.status', '=', 'cancelled')
      .orderBy('v.id')
      .limit(limit)
      .execute();
    return this.withBusiness(rows);
  }

  /**
   * What each voucher of an order cost, in the order they were written (id): a fixed price's price, an open value's
   * chosen value (its price); 0 for a voucher without a price row.
   */
  async pricesInOrder(reservationId: number): Promise<Array<{ id: number; priceAgorot: number }>> {
    const rows = await this.db
      .selectFrom('system_vouchers as v')
      .leftJoin('system_voucher_prices as p', 'p.id', 'v.price_id')
      .leftJoin('system_voucher_classes as c', 'c.id', 'v.class_id')
      .select(['v.id', 'v.initial_value_agorot', 'p.price_agorot', 'c.is_open_value'])
      .where('v.purchase_reservation_id', '=', reservationId)
      .orderBy('v.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      priceAgorot: r.is_open_value === 1 ? (r.initial_value_agorot ?? 0) : (r.price_agorot ?? 0),
    }));
  }

  /** Makes a voucher cancelled by a refused refund active again (only while it is still cancelled and unused). */
  async restoreCancelled(voucherId: number, audit: AuditEntry): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('system_vouchers')
        .set({ status: 'active', cancel_refund_json: null })
        .where('id', '=', voucherId)
        .where('status', '=', 'cancelled')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) await insertAuditEntry(trx, audit);
    });
  }

  /** Records a voucher's refund in the audit log and closes its refund request, once (false when it was closed). */
  async recordRefund(voucherId: number, audit: AuditEntry): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('system_vouchers')
        .set({ cancel_refund_json: null })
        .where('id', '=', voucherId)
        .where('cancel_refund_json', 'is not', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await insertAuditEntry(trx, audit);
      return true;
    });
  }

  /** Marks an active voucher for replacement with its new dates, once (false when it already was, or is cancelled). */
  async markForReplacement(voucherId: number, dates: { startDate: string; endDate: string }, audit: AuditEntry): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('system_vouchers')
        .set({ is_for_replacement: 1, start_date: dates.startDate, end_date: dates.endDate })
        .where('id', '=', voucherId)
        .where('status', '=', 'active')
        .where('is_for_replacement', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await insertAuditEntry(trx, audit);
      return true;
    });
  }
}
