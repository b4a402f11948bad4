import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The checkout's read port of an order's payments, for the order's pages (the reservations module's confirmation and
 * e-ticket): the payments are the checkout's rows, so other modules read them here rather than the payments table.
 */

const paymentsOf = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db
    .selectFrom('payments')
    .select(['method', 'amount_agorot', 'card_last4', 'system_voucher_id'])
    .where('reservation_id', '=', a.id)
    .where('status', 'in', ['authorised', 'captured'])
    .orderBy('id'),
);

/** The payments of an order that took money (or hold it): authorised or captured, in the order they were made. */
export function orderPayments(db: Kysely<Database>, reservationId: number) {
  return paymentsOf.execute(db, { id: reservationId });
}
