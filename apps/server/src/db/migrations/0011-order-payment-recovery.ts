import { sql, type Kysely } from 'kysely';
import { createIndex } from './column-helpers';

/**
 * An order and its capture as one recoverable unit (ADR 0010): a paid order waits as 'pending_payment' until its
 * payment is captured, keeping the ticket messages it will send (rendered, as JSON) on the reservation until then; the
 * reconciliation job finds payments left between two steps by status and age, and pending orders by a partial index
 * (they are few and short-lived among many orders).
 */
export function orderPaymentRecoveryMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('reservations').addColumn('pending_messages_json', 'text').execute();
      await createIndex(db, 'payments_status_updated_idx', 'payments', ['status', 'updated_at']);
      await db.schema
        .createIndex('reservations_pending_payment_idx')
        .on('reservations')
        .column('created_at')
        .where(sql.ref('status'), '=', sql.lit('pending_payment'))
        .execute();
    },
  };
}
