import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The vouchers module's read port of system vouchers by their reference, for the cart (ADR 0009): the voucher tender
 * of any order, a ticket voucher's line, and the voucher lookup. Rows of any status and dates: the checkout's rules
 * (packages/domain) decide whether a voucher pays.
 */

/** System vouchers by reference (any case), with their class's kind, customer flag and names. */
export async function vouchersByReference(db: Kysely<Database>, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .selectFrom('system_vouchers as v')
    .innerJoin('system_voucher_classes as c', 'c.id', 'v.class_id')
    .select([
      'v.id',
      'v.reference',
      'v.business_id',
      'v.class_id',
      'v.quantity',
      'v.redeemed_quantity',
      'v.balance_agorot',
      'v.start_date',
      'v.end_date',
      'v.status',
      'c.kind',
      'c.is_customer_voucher',
      'c.name_he',
      'c.name_en',
    ])
    .where(sql<string>`upper(v.reference)`, 'in', [...new Set(references.map((r) => r.trim().toUpperCase()))])
    .execute();
}
