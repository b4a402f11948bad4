import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The customer-auth module's read port of its customers' names, for the pages of an order (confirmation, e-ticket,
 * check-in lists) that show who it belongs to: other modules read names here rather than the customers table.
 */

/** The first and last name of some customers, by id (an unknown id is left out). */
export async function customerNamesByIds(
  db: Kysely<Database>,
  customerIds: readonly number[],
): Promise<Map<number, { firstName: string | null; lastName: string | null }>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('customers').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { firstName: r.first_name, lastName: r.last_name }]));
}

/** Adds to each row its customer's name (null for a row without a customer, or an unknown one: what a left join gave). */
export async function withCustomerNames<R extends { customer_id: number | null }>(
  db: Kysely<Database>,
  rows: readonly R[],
): Promise<Array<R & { customer_first_name: string | null; customer_last_name: string | null }>> {
  const names = await customerNamesByIds(
    db,
    rows.flatMap((r) => (r.customer_id === null ? [] : [r.customer_id])),
  );
  return rows.map((row) => {
    const name = row.customer_id === null ? undefined : names.get(row.customer_id);
    return { ...row, customer_first_name: name?.firstName ?? null, customer_last_name: name?.lastName ?? null };
  });
}

/** The business a customer belongs to (what a staff request about a customer is scoped by); undefined for an unknown one. */
export function customerBusiness(db: Kysely<Database>, customerId: number): Promise<{ id: number; business_id: number } | undefined> {
  return db.selectFrom('customers').select(['id', 'business_id']).where('id', '=', customerId).executeTakeFirst();
}
