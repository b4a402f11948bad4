import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The memberships module's read port of its members, for the customer's own pages and logins (customer-auth): other
 * modules read a customer's members here rather than the members and memberships tables.
 */

/** A customer's members that were not cancelled, newest period first, with the membership's names and whether it allows holds. */
export function membersOfCustomer(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('members as m')
    .innerJoin('memberships as ms', 'ms.id', 'm.membership_id')
    .select(['m.member_number', 'm.membership_id', 'ms.name_he', 'ms.name_en', 'm.start_date', 'm.end_date', 'ms.allows_hold', 'm.balance'])
    .where('m.customer_id', '=', customerId)
    .where('m.status', '<>', 'cancelled')
    .orderBy('m.start_date', 'desc')
    .orderBy('m.id')
    .execute();
}

/** The customer of a member number, newest member first (members of cancelled memberships too: the person is the same). */
export async function customerOfMemberNumber(db: Kysely<Database>, memberNumber: string): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('customer_id')
    .where('member_number', '=', memberNumber)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
