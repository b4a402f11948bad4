import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What a logged-in customer's order writes to their own record, inside the commit transaction (ADR 0009, issue 14):
 * the details the record does not have yet with the consents as given now, and the card they chose to save.
 */

/** The customer's details as an order's form gave them (trimmed; the mobile number normalised). */
export interface CustomerFields {
  firstName: string | null;
  lastName: string | null;
  ssn: string | null;
  email: string | null;
  mobile: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  dateOfBirth: string | null;
  licensePlate: string | null;
  isEmailAllowed: boolean;
  isSmsAllowed: boolean;
}

/** A card the provider tokenised for the customer (never its number). */
export interface CardToSave {
  provider: string;
  token: string;
  last4: string;
  expMonth: number;
  expYear: number;
  brand: string;
}

/**
 * What a logged-in customer's order adds to their own record (issue 14): only details the record does not have yet,
 * and the consents as given now. The identity (mobile number, the SMS login; ID number) and anything already on
 * the record are never replaced: the order's own contact details stay on the order (customer_json). A guest's order touches
 * no customer record at all (see the commit service).
 */
export async function completeOwnCustomer(
  trx: Kysely<Database>,
  businessId: number,
  customerId: number,
  fields: CustomerFields,
): Promise<void> {
  const current = await trx
    .selectFrom('customers')
    .select(['first_name', 'last_name', 'email', 'address1', 'address2', 'city', 'postal_code', 'date_of_birth', 'license_plate'])
    .where('id', '=', customerId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!current) return;
  const missing = <K extends keyof typeof current>(column: K, value: string | null) =>
    current[column] === null && value ? { [column]: value } : {};
  await trx
    .updateTable('customers')
    .set({
      ...missing('first_name', fields.firstName),
      ...missing('last_name', fields.lastName),
      ...missing('email', fields.email),
      ...missing('address1', fields.address1),
      ...missing('address2', fields.address2),
      ...missing('city', fields.city),
      ...missing('postal_code', fields.postalCode),
      ...missing('date_of_birth', fields.dateOfBirth),
      ...missing('license_plate', fields.licensePlate),
      is_email_allowed: fields.isEmailAllowed ? 1 : 0,
      is_sms_allowed: fields.isSmsAllowed ? 1 : 0,
    })
    .where('id', '=', customerId)
    .where('business_id', '=', businessId)
    .execute();
}

/** Saves the card the customer paid the order with, when they asked to; answers its id. */
export async function saveCustomerCard(trx: Kysely<Database>, customerId: number, card: CardToSave, now: string): Promise<number> {
  const row = await trx
    .insertInto('customer_cards')
    .values({
      customer_id: customerId,
      provider: card.provider,
      provider_token: card.token,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      brand: card.brand,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
