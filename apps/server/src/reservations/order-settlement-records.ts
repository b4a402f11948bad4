import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { presentationStarts } from '../presentations/settlement-facts';

/**
 * The reservation rows of an order's settlement (ADR 0010): the checkout captures the payment, and this module moves
 * its order out of 'pending_payment', confirmed once captured or cancelled. Every move is a conditional update from
 * 'pending_payment', so the commit, a retry and the reconciliation job on any server process settle an order once.
 * The moves run inside the checkout's settling transaction (`trx`).
 */

/** An order written by a commit and waiting for its payment's capture (ADR 0010). */
export const PENDING_PAYMENT = 'pending_payment';

/** What the settlement reads of an order. */
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

/** The order as the settlement sees it (inside its transaction when given one). */
export function settlementOrder(db: Kysely<Database>, reservationId: number): Promise<SettlementOrder | undefined> {
  return db
    .selectFrom('reservations')
    .select(['id', 'identifier', 'business_id', 'buyer_uuid', 'kind', 'status', 'idempotency_key', 'pending_messages_json'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
}

/** Orders still waiting for their capture, written before the cutoff (a literal status: the partial index's). */
export async function ordersPendingPaymentBefore(db: Kysely<Database>, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
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
export async function confirmPendingOrder(trx: Kysely<Database>, reservationId: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('reservations')
    .set({ status: 'confirmed', paid_at: at, pending_messages_json: null })
    .where('id', '=', reservationId)
    .where('status', '=', PENDING_PAYMENT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** pending_payment -> cancelled; false when the order was settled already (the caller then frees nothing). */
export async function cancelPendingOrder(trx: Kysely<Database>, reservationId: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('reservations')
    .set({ status: 'cancelled', cancelled_at: at, pending_messages_json: null })
    .where('id', '=', reservationId)
    .where('status', '=', PENDING_PAYMENT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * When the order's first presentation starts, or null for an order without tickets (an order for a show already
 * started can no longer be honoured). One statement: the schedule's start times are joined as the presentations
 * module's fragment.
 */
export async function firstStartOfOrder(db: Kysely<Database>, reservationId: number): Promise<string | null> {
  const row = await db
    .selectFrom('reservation_tickets as t')
    .innerJoin(presentationStarts(db).as('p'), 'p.id', 't.presentation_id')
    .select((eb) => eb.fn.min<string>('p.starts_at').as('starts_at'))
    .where('t.reservation_id', '=', reservationId)
    .executeTakeFirst();
  return row?.starts_at ?? null;
}
