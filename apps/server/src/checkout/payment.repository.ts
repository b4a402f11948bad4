import type { PaymentStatus } from '@kupa/domain';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PaymentsTable } from '../db/schema';
import { savedCardForPayment } from '../customer-auth/saved-card-payments';

export type PaymentRow = Selectable<PaymentsTable>;

/** The checkout's payment rows: one per card or bank payment started, one per voucher used. Never a card number. */
export class PaymentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<PaymentsTable>, executor: Kysely<Database> = this.db): Promise<number> {
    const inserted = await executor.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /**
   * Writes a payment row before its provider is asked (the intent, named by the provider's idempotency key); answers
   * undefined when a row with this key exists already (a retry of the same commit, or another process with it).
   */
  async insertIntent(row: Insertable<PaymentsTable>): Promise<number | undefined> {
    const inserted = await this.db
      .insertInto('payments')
      .values(row)
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  byIdempotencyKey(key: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  byId(id: number, executor: Kysely<Database> = this.db): Promise<PaymentRow | undefined> {
    return executor.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Moves a row on from the state it was read in; false when someone (the reconciliation job) moved it first. */
  async updateFrom(
    id: number,
    expectedStatus: PaymentStatus,
    patch: Updateable<PaymentsTable>,
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('payments')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', expectedStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The card or bank payment an order is paid by (the one its commit attached). */
  ofReservation(reservationId: number, executor: Kysely<Database> = this.db): Promise<PaymentRow | undefined> {
    return executor
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('method', 'in', ['card', 'bank'])
      .orderBy('id')
      .executeTakeFirst();
  }

  /**
   * Card and bank payments left between two steps of a commit and untouched since the cutoff: intents the provider's
   * answer never reached, and authorised payments (of no order, or of an order still waiting for its capture).
   */
  stale(cutoff: string, limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', 'in', ['intent', 'authorised'])
      .where('updated_at', '<', cutoff)
      .where('method', 'in', ['card', 'bank'])
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a stale row for one resolution: only if nobody touched it since it was read (a commit finishing it, or the
   * job on another server process). A resolution that dies half-way leaves the row stale again for the next run.
   * The row must still be older than the cutoff: a claim stamps it with now, so a process that read the row after
   * another claimed it (the same instant on both clocks included) cannot claim it again.
   */
  async claimStale(row: PaymentRow, now: string, cutoff: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('updated_at', '=', row.updated_at)
      .where('updated_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A started payment by its public identifier, only for the buyer who started it. */
  byIdentifier(identifier: string, buyerUuid: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('identifier', '=', identifier)
      .where('buyer_uuid', '=', buyerUuid)
      .executeTakeFirst();
  }

  async update(id: number, patch: Updateable<PaymentsTable>, executor: Kysely<Database> = this.db): Promise<void> {
    await executor.updateTable('payments').set(patch).where('id', '=', id).execute();
  }

  /**
   * Ties a payment to the order it paid for, once: answers false when another order already took it (a payment
   * completed twice by racing commits).
   */
  async attachToReservation(executor: Kysely<Database>, paymentId: number, reservationId: number, now: string): Promise<boolean> {
    const result = await executor
      .updateTable('payments')
      .set({ reservation_id: reservationId, updated_at: now })
      .where('id', '=', paymentId)
      .where('reservation_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Card and bank payments that never became an order's and were last touched before the cutoff. */
  abandoned(cutoff: string, limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', 'is', null)
      .where('method', 'in', ['card', 'bank'])
      .where('status', 'in', ['requires_verification', 'pending', 'authorised'])
      .where('updated_at', '<', cutoff)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Takes an abandoned payment out of use before its money is given back: only while it is still in the expected
   * state and tied to no order, so a commit completing it at the same moment and this release cannot both win.
   */
  async claimAbandoned(id: number, expectedStatus: PaymentStatus, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ status: 'abandoned', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', expectedStatus)
      .where('reservation_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Whether a payment row with this provider reference (this row included) already pays for an order. */
  async isPaymentOfAnOrder(providerReference: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payments')
      .select('id')
      .where('provider_reference', '=', providerReference)
      .where('reservation_id', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A saved card (MagCard) of the customer, as the provider's token (the customer-auth module's read). */
  savedCard(customerId: number, cardId: number): Promise<{ id: number; provider_token: string; last4: string } | undefined> {
    return savedCardForPayment(this.db, customerId, cardId);
  }
}
