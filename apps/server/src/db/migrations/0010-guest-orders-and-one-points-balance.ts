import type { Kysely } from 'kysely';
import { createIndex } from './column-helpers';

/**
 * Issue 14 (account takeover through checkout, member benefits):
 * - reservations.contact_mobile: the normalised mobile number a guest order's tickets were sent to. A guest order
 *   has no customer; it is attached to the customer whose owner later logs in by SMS code to that number.
 * - members.points_balance goes: a customer's loyalty points are customers.loyalty_points only (the balance every
 *   redemption spent); the membership shows its customer's balance. The dropped column was never spent from, so
 *   nothing of it is carried over.
 */
export function guestOrdersAndOnePointsBalanceMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('reservations').addColumn('contact_mobile', 'text').execute();
      await createIndex(db, 'reservations_contact_mobile_idx', 'reservations', ['contact_mobile']);
      await db.schema.alterTable('members').dropColumn('points_balance').execute();
    },
  };
}
