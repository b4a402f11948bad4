import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { createIndex } from './column-helpers';

/**
 * Checkout payments (ADR 0009): a payment gets a public, unguessable identifier the buyer's client completes it by
 * (verification return, bank approval), and the provider's capture reference once captured (refunds name it).
 */
export function checkoutPaymentsMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('payments').addColumn('identifier', 'text').execute();
      await db.schema.alterTable('payments').addColumn('capture_reference', 'text').execute();
      await createIndex(db, 'payments_identifier_idx', 'payments', ['identifier'], true);
    },
  };
}
