import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A customer's loyalty points are customers.loyalty_points only (ADR 0010: one balance that the customer and their
 * memberships both show). Other modules change it through these calls, inside their own transaction.
 */

/** Adds points to a customer's balance (a membership that grants points, spec 3 Available member: pointsBalance). */
export async function creditLoyaltyPoints(trx: Kysely<Database>, customerId: number, points: number): Promise<void> {
  if (points <= 0) return;
  await trx
    .updateTable('customers')
    .set((eb) => ({ loyalty_points: eb('loyalty_points', '+', points) }))
    .where('id', '=', customerId)
    .execute();
}

/** Takes granted points back (an order undone), never below zero: points spent meanwhile stay spent. */
export async function debitLoyaltyPoints(trx: Kysely<Database>, customerId: number, points: number): Promise<void> {
  if (points <= 0) return;
  const row = await trx.selectFrom('customers').select('loyalty_points').where('id', '=', customerId).executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('customers')
    .set({ loyalty_points: Math.max(0, row.loyalty_points - points) })
    .where('id', '=', customerId)
    .execute();
}

/** Spends points of a customer's balance (tickets paid with points, inside the commit); false when it does not cover them. */
export async function spendLoyaltyPoints(trx: Kysely<Database>, customerId: number, points: number): Promise<boolean> {
  const result = await trx
    .updateTable('customers')
    .set((eb) => ({ loyalty_points: eb('loyalty_points', '-', points) }))
    .where('id', '=', customerId)
    .where('loyalty_points', '>=', points)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
