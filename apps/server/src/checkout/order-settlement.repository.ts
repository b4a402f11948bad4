import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { COMMITTED_MARKER, parseCartPayload } from './cart.repository';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/** An order written by a commit and waiting for its payment's capture (ADR 0010). */
export const PENDING_PAYMENT = 'pending_payment';

export interface SettlementOrder {
  id: number;
  identifier: string;
  business_id: number;
  buyer_uuid: string | null;
  kind: string;
  status: string;
  idempotency_key: string | null;
  pending_messages_json: string | null;
}

/**
 * The rows that move an order out of 'pending_payment': its confirmation once captured, or its cancellation. Every
 * move is a conditional update from 'pending_payment', so the commit, a retry and the reconciliation job on any
 * server process settle an order once.
 */
export class OrderSettlementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  order(reservationId: number, executor: Kysely<Database> = this.db): Promise<SettlementOrder | undefined> {
    return executor
      .selectFrom('reservations')
      .select(['id', 'identifier', 'business_id', 'buyer_uuid', 'kind', 'status', 'idempotency_key', 'pending_messages_json'])
      .where('id', '=', reservationId)
      .executeTakeFirst();
  }

  /** Orders still waiting for their capture, written before the cutoff (a literal status: the partial index's). */
  async pendingBefore(cutoff: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('reservations')
      .select('id')
      .where('status', '=', sql.lit(PENDING_PAYMENT))
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** pending_payment -> confirmed (paid now); false when the order was settled already. */
  async confirm(trx: Kysely<Database>, reservationId: number, at: string): Promise<boolean> {
    const result = await trx
      .updateTable('reservations')
      .set({ status: 'confirmed', paid_at: at, pending_messages_json: null })
      .where('id', '=', reservationId)
      .where('status', '=', PENDING_PAYMENT)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** pending_payment -> cancelled; false when the order was settled already (the caller then frees nothing). */
  async cancel(trx: Kysely<Database>, reservationId: number, at: string): Promise<boolean> {
    const result = await trx
      .updateTable('reservations')
      .set({ status: 'cancelled', cancelled_at: at, pending_messages_json: null })
      .where('id', '=', reservationId)
      .where('status', '=', PENDING_PAYMENT)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
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
    return this.db.selectFrom('seat_claims').select(['presentation_id', 'seat_id']).where('reservation_id', '=', reservationId).execute();
  }

  /** When the order's first presentation starts (an order for a show already started can no longer be honoured). */
  async firstStartOf(reservationId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('reservation_tickets as t')
      .innerJoin('presentations as p', 'p.id', 't.presentation_id')
      .select((eb) => eb.fn.min<string>('p.starts_at').as('starts_at'))
      .where('t.reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row?.starts_at ?? null;
  }
}
