import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, SystemVouchersTable } from '../db/schema';
import { businessFacts, webAuthProfileOf, withBusinessFacts } from '../catalogue/business-directory';

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
      .select([
        'c.id',
        'c.business_id',
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
      ])
      .where('c.is_active', '=', 1)
      .where('c.is_customer_voucher', '=', 0);
    if (businessId !== undefined) query = query.where('c.business_id', '=', businessId);
    const rows = await query.orderBy('c.business_id').orderBy('c.id').execute();
    return withBusinessFacts(this.db, rows, (b) => ({
      business_settings_json: b.settingsJson,
      currency: b.currency,
      business_name_he: b.nameHe,
      business_name_en: b.nameEn,
    }));
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
    const rows = await this.db
      .selectFrom('system_voucher_prices as p')
      .innerJoin('system_voucher_classes as c', 'c.id', 'p.class_id')
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
      ])
      .where('p.id', 'in', [...new Set(priceIds)])
      .execute();
    return withBusinessFacts(this.db, rows, (b) => ({ currency: b.currency }));
  }

  /** The tenant settings (settings_json) of a business; '{}' for an unknown one. */
  async businessSettingsOf(businessId: number): Promise<string> {
    return (await businessFacts(this.db, businessId))?.settingsJson ?? '{}';
  }

  /** The auth profile a business's web sales go through: its first one (0 when it has none). */
  async webAuthProfileOf(businessId: number): Promise<number> {
    return (await webAuthProfileOf(this.db, businessId)) ?? 0;
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
    const row = await this.db
      .selectFrom('system_vouchers as v')
      .innerJoin('system_voucher_classes as c', 'c.id', 'v.class_id')
      .select([
        'v.business_id',
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
      ])
      .where(sql<string>`upper(v.reference)`, '=', reference.trim().toUpperCase())
      .executeTakeFirst();
    if (!row) return undefined;
    const [found] = await withBusinessFacts(this.db, [row], (b) => ({ currency: b.currency, time_zone: b.timeZone }));
    return found;
  }
}
