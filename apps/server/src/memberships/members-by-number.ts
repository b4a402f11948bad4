import { sql, type Kysely } from 'kysely';
import { memberCustomers } from '../customer-auth/cart-customers';
import type { Database } from '../db/schema';

/**
 * The memberships module's read port of members found by what a buyer types, for the cart (ADR 0009): a member
 * ticket's member number, and the member lookup by member number or ID number. One statement, as before the move:
 * the customer's columns come from customer-auth's query fragment (customer-auth/cart-customers.ts) as a subquery,
 * which both engines flatten.
 */

/** Members of a business's memberships (any status and dates) by member number (any case), or by the ID number of their customer, in id order. */
export async function membersByNumber(db: Kysely<Database>, businessId: number, by: { memberNumbers?: readonly string[]; ssn?: string }) {
  const numbers = by.memberNumbers ?? [];
  if (numbers.length === 0 && !by.ssn) return [];
  return db
    .selectFrom('members as m')
    .innerJoin('memberships as ms', 'ms.id', 'm.membership_id')
    .innerJoin(memberCustomers(db).as('c'), 'c.id', 'm.customer_id')
    .select([
      'm.id',
      'm.membership_id',
      'm.customer_id',
      'm.member_number',
      'm.balance',
      'm.used_balance',
      'c.mobile as customer_mobile',
      'c.loyalty_points as points_balance',
      'm.start_date',
      'm.end_date',
      'm.status',
      'm.allow_member_sale_tickets',
      'ms.name_he as membership_name_he',
      'ms.name_en as membership_name_en',
      'c.first_name',
      'c.last_name',
    ])
    .where('ms.business_id', '=', businessId)
    .where((eb) =>
      by.ssn
        ? eb('c.ssn', '=', by.ssn)
        : eb(sql<string>`upper(m.member_number)`, 'in', [...new Set(numbers.map((n) => n.trim().toUpperCase()))]),
    )
    .orderBy('m.id')
    .execute();
}
