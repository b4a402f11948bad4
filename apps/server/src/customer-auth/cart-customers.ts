import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The customer-auth module's read port of what a cart reads of customers: a customer's loyalty points (spec 3: a
 * loyalty ticket is paid with them), and a query fragment of the customer columns a member lookup answers.
 */

/** A customer's loyalty points balance; null for an unknown customer. */
export async function loyaltyPointsOf(db: Kysely<Database>, customerId: number): Promise<number | null> {
  const row = await db.selectFrom('customers').select('loyalty_points').where('id', '=', customerId).executeTakeFirst();
  return row?.loyalty_points ?? null;
}

/**
 * A query fragment: every customer with the columns a member lookup finds and shows (`id`, `ssn`, `mobile`,
 * `loyalty_points`, `first_name`, `last_name`). The memberships module joins it as a subquery to its members
 * (`.innerJoin(memberCustomers(db).as('c'), 'c.id', 'm.customer_id')`), so that the lookup stays one statement: SQLite
 * and PostgreSQL flatten it into the join it replaces.
 */
export function memberCustomers(db: Kysely<Database>) {
  return db.selectFrom('customers').select(['id', 'ssn', 'mobile', 'loyalty_points', 'first_name', 'last_name']);
}
