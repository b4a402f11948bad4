import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, SystemVoucherClassesTable, SystemVoucherPricesTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

export type VoucherClassValues = Omit<
  Insertable<SystemVoucherClassesTable>,
  'id' | 'business_id' | 'super_class_id' | 'is_customer_voucher'
>;
export type VoucherPriceValues = Omit<Insertable<SystemVoucherPricesTable>, 'id' | 'class_id'>;
export type VoucherClassRow = Awaited<ReturnType<VoucherClassAdminRepository['classes']>>[number];
export type VoucherClassPriceRow = Awaited<ReturnType<VoucherClassAdminRepository['pricesOf']>>[number];

/** The prices a save leaves: each existing one changed (by id), the new ones added, the rest removed. */
export interface VoucherPriceChanges {
  changed: ReadonlyArray<{ id: number; values: VoucherPriceValues }>;
  added: readonly VoucherPriceValues[];
  removed: readonly number[];
}

/** A business's gift-voucher classes and their prices, as staff edit them (the vouchers module owns them). */
export class VoucherClassAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  classes(businessId: number, classId?: number) {
    let query = this.db
      .selectFrom('system_voucher_classes')
      .select([
        'id',
        'business_id',
        'name_he',
        'name_en',
        'description_he',
        'description_en',
        'terms_he',
        'terms_en',
        'kind',
        'validity_days',
        'replacement_days',
        'is_open_value',
        'min_price_agorot',
        'max_price_agorot',
        'is_active',
        'is_customer_voucher',
      ])
      .where('business_id', '=', businessId);
    if (classId !== undefined) query = query.where('id', '=', classId);
    return query.orderBy('id').execute();
  }

  async ownerOf(classId: number): Promise<number | null> {
    const row = await this.db.selectFrom('system_voucher_classes').select('business_id').where('id', '=', classId).executeTakeFirst();
    return row?.business_id ?? null;
  }

  pricesOf(classIds: readonly number[]) {
    if (classIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('system_voucher_prices')
      .select(['id', 'class_id', 'price_code', 'name_he', 'name_en', 'price_agorot', 'value_agorot', 'ticket_quantity'])
      .where('class_id', 'in', [...classIds])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Which of these prices vouchers were sold at (such a price is never removed). */
  async soldPrices(priceIds: readonly number[]): Promise<Set<number>> {
    if (priceIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('system_vouchers')
      .select('price_id')
      .distinct()
      .where('price_id', 'in', [...priceIds])
      .execute();
    return new Set(rows.flatMap((r) => (r.price_id === null ? [] : [r.price_id])));
  }

  /** Writes a class (new when id is null) and its prices with the audit entry, in one transaction; answers its id. */
  save(
    businessId: number,
    id: number | null,
    values: VoucherClassValues,
    prices: VoucherPriceChanges,
    audit: (id: number) => Omit<AuditEntry, 'businessId'>,
  ): Promise<number> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      let classId = id;
      if (classId === null) {
        ({ id: classId } = await trx
          .insertInto('system_voucher_classes')
          .values({ ...values, business_id: businessId, is_customer_voucher: 0 })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else {
        await trx
          .updateTable('system_voucher_classes')
          .set(values)
          .where('id', '=', classId)
          .where('business_id', '=', businessId)
          .execute();
      }
      const saved = classId;
      if (prices.removed.length > 0) {
        await trx
          .deleteFrom('system_voucher_prices')
          .where('class_id', '=', saved)
          .where('id', 'in', [...prices.removed])
          .execute();
      }
      for (const price of prices.changed) {
        await trx.updateTable('system_voucher_prices').set(price.values).where('id', '=', price.id).where('class_id', '=', saved).execute();
      }
      if (prices.added.length > 0) {
        await trx
          .insertInto('system_voucher_prices')
          .values(prices.added.map((p) => ({ ...p, class_id: saved })))
          .execute();
      }
      await insertAuditEntry(trx, { ...audit(saved), businessId });
      return saved;
    });
  }
}
