import type { OrderType } from '@kupa/domain';
import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { COMMITTED_MARKER, parseCartPayload } from './cart.repository';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/**
 * The checkout's own rows of the commit transaction (ADR 0009) and of its undo: the idempotency records, the buyer's
 * stored cart and the voucher payments; each write takes the transaction it runs in. What the order is and what it
 * sold are written by their owners in the same transaction (ADR 0011): the reservation, its tickets and products by
 * reservations/order-records.ts, the seats by seating/seat-sales.ts, the vouchers' debits by vouchers/voucher-debits.ts,
 * the customer's record and card by customer-auth/order-customers.ts.
 */
export class CommitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async idempotentAnswer(key: string): Promise<string | undefined> {
    const [row] = await idempotentAnswerOf.execute(this.db, { key });
    return row?.response_json;
  }

  async saveIdempotentAnswer(trx: Kysely<Database>, key: string, scope: string, responseJson: string, now: string): Promise<void> {
    await trx.insertInto('idempotency_records').values({ key, scope, response_json: responseJson, created_at: now }).execute();
  }

  async deleteIdempotentAnswer(trx: Kysely<Database>, key: string): Promise<void> {
    await trx.deleteFrom('idempotency_records').where('key', '=', key).execute();
  }

  /**
   * What a commit checks before it takes the payment, in one statement: the stored answer of its idempotency key (a
   * repeat is answered with it), and the reservation the buyer's stored cart was committed as, if it was.
   */
  async beforePayment(
    key: string | null,
    buyerUuid: string,
  ): Promise<{ storedAnswer: string | undefined; committedIdentifier: string | null }> {
    const [row] = await beforePaymentOf.execute(this.db, { key: key ?? '', buyer: buyerUuid });
    return {
      storedAnswer: key === null ? undefined : (row?.stored_answer ?? undefined),
      committedIdentifier: row?.cart_payload ? committedIdentifierOf(parseCartPayload(row.cart_payload)) : null,
    };
  }

  /** The payload of the buyer's stored cart as the order's transaction sees it, or null when the client never stored one. */
  async storedCartPayload(buyerUuid: string, trx: Kysely<Database>): Promise<Record<string, unknown> | null> {
    const [row] = await cartPayloadOf.execute(trx, { buyer: buyerUuid });
    return row ? parseCartPayload(row.payload_json) : null;
  }

  /**
   * Marks the buyer's cart committed (payload_json.committedReservationIdentifier), creating the cart row when the
   * client committed without storing it first; null clears the mark (an order undone after a failed capture).
   * `stored` is the stored payload as this transaction already read it (storedCartPayload), when it did.
   */
  async markCartCommitted(
    trx: Kysely<Database>,
    row: {
      buyerUuid: string;
      businessId: number;
      customerId: number | null;
      authProfileId: number;
      orderType: OrderType;
      payload: Record<string, unknown>;
    },
    identifier: string | null,
    now: string,
    stored?: Record<string, unknown> | null,
  ): Promise<void> {
    const existing = stored === undefined ? await this.storedCartPayload(row.buyerUuid, trx) : stored;
    const payload = existing ? { ...existing } : { ...row.payload };
    if (identifier === null) delete payload[COMMITTED_MARKER];
    else payload[COMMITTED_MARKER] = identifier;
    const payload_json = JSON.stringify(payload);
    if (existing) {
      await updateCartPayload.execute(trx, { buyer: row.buyerUuid, payload_json, now });
    } else {
      await trx
        .insertInto('carts')
        .values({
          buyer_uuid: row.buyerUuid,
          business_id: row.businessId,
          customer_id: row.customerId,
          auth_profile_id: row.authProfileId,
          order_type: row.orderType,
          payload_json,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }

  /**
   * Voids the voucher payments of an undone order (the vouchers module gives the vouchers back what they paid,
   * vouchers/voucher-debits.ts giveBackVoucherDebits, in the same transaction).
   */
  async voidVoucherPayments(trx: Kysely<Database>, reservationId: number, now: string): Promise<void> {
    await trx
      .updateTable('payments')
      .set({ status: 'voided', updated_at: now })
      .where('reservation_id', '=', reservationId)
      .where('method', '=', 'voucher')
      .where('status', '=', 'captured')
      .execute();
  }

  async insertVoucherPayment(
    trx: Kysely<Database>,
    row: { reservationId: number; buyerUuid: string; voucherId: number; amountAgorot: number; currency: string; now: string },
  ): Promise<void> {
    await trx
      .insertInto('payments')
      .values({
        reservation_id: row.reservationId,
        buyer_uuid: row.buyerUuid,
        provider: 'kupa',
        method: 'voucher',
        status: 'captured',
        amount_agorot: row.amountAgorot,
        currency: row.currency,
        provider_reference: null,
        card_last4: null,
        customer_card_id: null,
        system_voucher_id: row.voucherId,
        idempotency_key: null,
        failure_code: null,
        identifier: null,
        capture_reference: null,
        created_at: row.now,
        updated_at: row.now,
      })
      .execute();
  }

  async audit(trx: Kysely<Database>, entry: AuditEntry & { businessId: number }): Promise<void> {
    await insertAuditEntry(trx, entry);
  }
}

// The commit's small reads and writes, run by every purchase, compiled once per shape (db/compiled-once.ts).

const idempotentAnswerOf = new CompiledOnce((db: Kysely<Database>, a: { key: string }) =>
  db.selectFrom('idempotency_records').select('response_json').where('key', '=', a.key),
);

const beforePaymentOf = new CompiledOnce((db: Kysely<Database>, a: { key: string; buyer: string }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('idempotency_records').select('response_json').where('key', '=', a.key).as('stored_answer'),
    eb.selectFrom('carts').select('payload_json').where('buyer_uuid', '=', a.buyer).as('cart_payload'),
  ]),
);

const cartPayloadOf = new CompiledOnce((db: Kysely<Database>, a: { buyer: string }) =>
  db.selectFrom('carts').select('payload_json').where('buyer_uuid', '=', a.buyer),
);

const updateCartPayload = new CompiledOnce((db: Kysely<Database>, a: { buyer: string; payload_json: string; now: string }) =>
  db.updateTable('carts').set({ payload_json: a.payload_json, updated_at: a.now }).where('buyer_uuid', '=', a.buyer),
);

/** The reservation identifier a stored cart payload was committed as, or null. */
export function committedIdentifierOf(payload: Record<string, unknown> | null): string | null {
  const marker = payload?.[COMMITTED_MARKER];
  return typeof marker === 'string' ? marker : null;
}
