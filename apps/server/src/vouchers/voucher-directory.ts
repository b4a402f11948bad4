import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The vouchers module's read port of its vouchers' names, for an order's pages (the confirmation, the e-ticket, the
 * waiver page): the reservations module reads them here rather than in the voucher tables. Each function is one
 * statement for a whole order.
 */

/** The class (id and names) of some system vouchers, by voucher id (an unknown id is left out). */
export async function voucherClassesOf(
  db: Kysely<Database>,
  voucherIds: readonly number[],
): Promise<Map<number, { class_id: number; name_he: string; name_en: string }>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('system_vouchers as sv')
    .innerJoin('system_voucher_classes as c', 'c.id', 'sv.class_id')
    .select(['sv.id', 'sv.class_id', 'c.name_he', 'c.name_en'])
    .where('sv.id', 'in', [...new Set(voucherIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { class_id: r.class_id, name_he: r.name_he, name_en: r.name_en }]));
}

/** The system vouchers an order bought, in the order they were issued: each one's reference and its class's names. */
export function vouchersBoughtIn(db: Kysely<Database>, reservationId: number) {
  return boughtIn.execute(db, { id: reservationId });
}

// Every purchase's answer reads it: compiled once (db/compiled-once.ts).
const boughtIn = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db
    .selectFrom('system_vouchers as sv')
    .innerJoin('system_voucher_classes as c', 'c.id', 'sv.class_id')
    .select(['sv.reference', 'c.name_he', 'c.name_en'])
    .where('sv.purchase_reservation_id', '=', a.id)
    .orderBy('sv.id'),
);
