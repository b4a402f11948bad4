import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  cancelPendingOrder,
  confirmPendingOrder,
  firstStartOfOrder,
  ordersPendingPaymentBefore,
  settlementOrder,
  type SettlementOrder,
} from '../reservations/order-settlement-records';
import { claimedSeatsOfOrder } from '../seating/settled-order-seats';
import { COMMITTED_MARKER, parseCartPayload } from './cart.repository';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/**
 * What the settlement reads and writes: the order's moves out of 'pending_payment' (its confirmation once captured,
 * or its cancellation) through the reservations module, which owns them (conditional updates, so the commit, a retry
 * and the reconciliation job on any server process settle an order once); its seats through seating; and the
 * checkout's own rows (the buyer's cart, the audit).
 */
export class OrderSettlementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  order(reservationId: number, executor: Kysely<Database> = this.db): Promise<SettlementOrder | undefined> {
    return settlementOrder(executor, reservationId);
  }

  /** Orders still waiting for their capture, written before the cutoff. */
  pendingBefore(cutoff: string, limit: number): Promise<number[]> {
    return ordersPendingPaymentBefore(this.db, cutoff, limit);
  }

  /** pending_payment -> confirmed (paid now); false when the order was settled already. */
  confirm(trx: Kysely<Database>, reservationId: number, at: string): Promise<boolean> {
    return confirmPendingOrder(trx, reservationId, at);
  }

  /** pending_payment -> cancelled; false when the order was settled already (the caller then frees nothing). */
  cancel(trx: Kysely<Database>, reservationId: number, at: string): Promise<boolean> {
    return cancelPendingOrder(trx, reservationId, at);
  }

  /** Clears the committed mark of the buyer's cart (an order that did not happen): the buyer may commit again. */
  async clearCartCommitted(trx: Kysely<Database>, buyerUuid: string, at: string): Promise<void> {
    const cart = await trx.selectFrom('carts').select('payload_json').where('buyer_uuid', '=', buyerUuid).executeTakeFirst();
    if (!cart) return;
    const payload = parseCartPayload(cart.payload_json);
    delete payload[COMMITTED_MARKER];
    await trx
      .updateTable('carts')
      .set({ payload_json: JSON.stringify(payload), updated_at: at })
      .where('buyer_uuid', '=', buyerUuid)
      .execute();
  }

  /** An audit entry of its own (a payment the reconciliation job resolved may belong to no order, nor business). */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  /** The seats sold to an order, by presentation (to announce them). */
  seatsOf(reservationId: number): Promise<Array<{ presentation_id: number; seat_id: number }>> {
    return claimedSeatsOfOrder(this.db, reservationId);
  }

  /** When the order's first presentation starts (an order for a show already started can no longer be honoured). */
  firstStartOf(reservationId: number): Promise<string | null> {
    return firstStartOfOrder(this.db, reservationId);
  }
}
