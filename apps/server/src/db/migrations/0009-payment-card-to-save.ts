import type { Kysely } from 'kysely';
import { createIndex } from './column-helpers';

/**
 * A card the buyer asked to save (saveMagCard) whose payment needs extra verification: the provider's token, last four
 * digits, expiry and brand wait on the payment row (JSON) until the order commits and saves them as a MagCard. Never
 * the card number or CVV. Also an index on the provider's reference, which the release of abandoned payments and the
 * same-key race read by.
 */
export function paymentCardToSaveMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('payments').addColumn('card_to_save_json', 'text').execute();
      await createIndex(db, 'payments_provider_reference_idx', 'payments', ['provider_reference']);
    },
  };
}
