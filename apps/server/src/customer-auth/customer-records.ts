import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A bare customer record: only the mobile number its owner proved by SMS code, in one business (a login with
 * sendSmsRegardlessOfCustomerExistence, or an order that must belong to a customer). Never made from typed details,
 * so that an order cannot take over an account (issue 14).
 */
export async function insertBareCustomer(executor: Kysely<Database>, businessId: number, mobile: string, nowIso: string): Promise<number> {
  const row = await executor
    .insertInto('customers')
    .values({
      business_id: businessId,
      mobile,
      first_name: null,
      last_name: null,
      ssn: null,
      email: null,
      address1: null,
      address2: null,
      city: null,
      postal_code: null,
      date_of_birth: null,
      license_plate: null,
      password_hash: null,
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The customer record of a mobile number the session proved by SMS code, in this business; created bare if none. */
export async function customerOfVerifiedMobile(
  executor: Kysely<Database>,
  businessId: number,
  mobile: string,
  nowIso: string,
): Promise<number> {
  const existing = await executor
    .selectFrom('customers')
    .select('id')
    .where('business_id', '=', businessId)
    .where('mobile', '=', mobile)
    .orderBy('id')
    .executeTakeFirst();
  return existing?.id ?? insertBareCustomer(executor, businessId, mobile, nowIso);
}
