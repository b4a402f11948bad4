import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The customer-auth module's read port of a saved card (MagCard) for a payment by it: the checkout pays with the
 * provider's token of the customer's own card and reads it here rather than the customer_cards table.
 */

/** A saved card of the customer that was not deleted, with the provider's token; undefined for another's card. */
export function savedCardForPayment(
  db: Kysely<Database>,
  customerId: number,
  cardId: number,
): Promise<{ id: number; provider_token: string; last4: string } | undefined> {
  return db
    .selectFrom('customer_cards')
    .select(['id', 'provider_token', 'last4'])
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
}
