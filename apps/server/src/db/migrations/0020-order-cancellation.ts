import type { Kysely } from 'kysely';

/**
 * Order cancellation by the customer (issue 9, ADR 0012): what a cancelled order kept as the cancellation service
 * charge and what went back to the card, on the reservation, and the cancellation asked for until it is finished (so
 * that a crash after the refund is finished by the job); and each refund the sandbox provider made, so that its own
 * page can show it (a real provider shows refunds in its merchant console).
 */
export function orderCancellationMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('reservations').addColumn('cancellation_charge_agorot', 'integer').execute();
      await db.schema.alterTable('reservations').addColumn('refunded_agorot', 'integer').execute();
      // A cancellation asked for and not finished yet (its refund may be made): { at, mobile, locale } as JSON.
      await db.schema.alterTable('reservations').addColumn('cancel_request_json', 'text').execute();
      await db.schema
        .createTable('sandbox_refunds')
        .addColumn('refund_id', 'text', (c) => c.primaryKey())
        .addColumn('capture_id', 'text', (c) => c.notNull())
        .addColumn('amount_agorot', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sandbox_refunds_capture').on('sandbox_refunds').column('capture_id').execute();
    },
  };
}
