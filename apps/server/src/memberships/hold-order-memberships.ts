import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The memberships module's read port for hold orders (ADR 0009, spec 4): only a customer with an active membership
 * that allows holds may hold an order, and the checkout asks here rather than reading the members tables.
 */

/** Whether the customer has an active member record, valid on this local date, of a membership that allows holds. */
export async function hasHoldingMembership(
  db: Kysely<Database>,
  customerId: number,
  businessId: number,
  localDate: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('memberships as ms', 'ms.id', 'm.membership_id')
    .select('m.id')
    .where('m.customer_id', '=', customerId)
    .where('ms.business_id', '=', businessId)
    .where('ms.allows_hold', '=', 1)
    .where('ms.is_active', '=', 1)
    .where('m.status', '=', 'active')
    .where('m.start_date', '<=', localDate)
    .where('m.end_date', '>=', localDate)
    .executeTakeFirst();
  return row !== undefined;
}
