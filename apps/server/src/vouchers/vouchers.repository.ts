import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, SystemVouchersTable } from '../db/schema';

export type VoucherPriceRow = Awaited<ReturnType<VouchersRepository['pricesByIds']>>[number];
export type VoucherClassOfferRow = Awaited<ReturnType<VouchersRepository['classesOnSale']>>[number];
export type VoucherViewRow = NonNullable<Awaited<ReturnType<VouchersRepository['voucherByReference']>>>;

/** The gift vouchers' own tables: classes and prices on sale, the vouchers sold and their cancellation. */
export class VouchersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active classes sold to the public (a customer voucher is given by customer service, never sold), in list order. */
  async classesOnSale(businessId?: number) {
    let query = this.db
      .selectFrom('system_voucher_classes as c')
      .innerJoin('businesses as b', 'b.id', 'c.business_id')
      .select([
        'c.id',
        'c.business_id',
        'b.settings_json as business_settings_json',
        'c.super_class_id',
        'c.name_he',
        'c.name_en',
        'c.description_he',
        'c.description_en',
        'c.terms_he',
        'c.terms_en',
        'c.kind',
        'c.validity_days',
        'c.min_price_agorot',
        'c.max_price_agorot',
        'c.is_open_value',
        'b.currency',
        'b.name_he as business_name_he',
        'b.name_en as business_name_en',
      ])
      .where('c.is_active', '=', 1)
      .where('c.is_customer_voucher', '=', 0);
    if (businessId !== undefined) query = query.where('c.business_id', '=', businessId);
    return query.orderBy('c.business_id').orderBy('c.id').execute();
  }

  /** The prices of these classes, in their sort order. */
  async pricesOfClasses(classIds: readonly number[]) {
    if (classIds.length === 0) return [];
    return this.db
      .selectFrom('system_voucher_prices')
      .select(['id', 'class_id', 'price_code', 'name_he', 'name_en', 'price_agorot', 'value_agorot', 'ticket_quantity'])
      .where('class_id', 'in', [...classIds])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Prices by id with what selling them needs from their class and business. */
  async pricesByIds(priceIds: readonly number[]) {
    if (priceIds.length === 0) return [];
    return this.db
      .selectFrom('system_voucher_prices as p')
      .innerJoin('system_voucher_classes as c', 'c.id', 'p.class_id')
      .innerJoin('businesses as b', 'b.id', 'c.business_id')
      .select([
        'p.id',
        'p.class_id',
        'p.name_he',
        'p.name_en',
        'p.price_agorot',
        'p.value_agorot',
        'p.ticket_quantity',
        'c.business_id',
        'c.name_he as class_name_he',
        'c.name_en as class_name_en',
        'c.kind',
        'c.validity_days',
        'c.min_price_agorot',
        'c.max_price_agorot',
        'c.is_open_value',
        'c.is_customer_voucher',
        'c.is_active',
        'b.currency',
      ])
      .where('p.id', 'in', [...new Set(priceIds)])
      .execute();
  }

  /** The auth profile a business's web sales go through: its first one (0 when it has none). */
  /** The tenant settings (settings_json) of a business; '{}' for an unknown one. */
  async businessSettingsOf(businessId: number): Promise<string> {
    const row = await this.db.selectFrom('businesses').select('settings_json').where('id', '=', businessId).executeTakeFirst();
    return row?.settings_json ?? '{}';
  }

  async webAuthProfileOf(businessId: number): Promise<number> {
    const row = await this.db
      .selectFrom('auth_profiles')
      .select('id')
      .where('business_id', '=', businessId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? 0;
  }

  /** Writes a voucher unless its reference is taken (then answers false, and the caller draws another). */
  async insertVoucher(row: Insertable<SystemVouchersTable>): Promise<boolean> {
    const inserted = await this.db
      .insertInto('system_vouchers')
      .values(row)
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Cancels every voucher an order sold: it can never pay again. */
  async cancelVouchersOfOrder(reservationId: number): Promise<void> {
    await this.db
      .updateTable('system_vouchers')
      .set({ status: 'cancelled' })
      .where('purchase_reservation_id', '=', reservationId)
      .execute();
  }

  /** The vouchers an order sold. */
  async vouchersOfOrder(reservationId: number) {
    return this.db.selectFrom('system_vouchers').selectAll().where('purchase_reservation_id', '=', reservationId).orderBy('id').execute();
  }

  /** One voucher by its reference (any case), for its page: no buyer details. */
  async voucherByReference(reference: string) {
    return this.db
      .selectFrom('system_vouchers as v')
      .innerJoin('system_voucher_classes as c', 'c.id', 'v.class_id')
      .innerJoin('businesses as b', 'b.id', 'v.business_id')
      .select([
        'v.reference',
        'v.initial_value_agorot',
        'v.balance_agorot',
        'v.quantity',
        'v.redeemed_quantity',
        'v.start_date',
        'v.end_date',
        'v.status',
        'v.is_for_replacement',
        'c.kind',
        'c.name_he',
        'c.name_en',
        'c.terms_he',
        'c.terms_en',
        'b.currency',
        'b.time_zone',
      ])
      .where(sql<string>`upper(v.reference)`, '=', reference.trim().toUpperCase())
      .executeTakeFirst();
  }
}
