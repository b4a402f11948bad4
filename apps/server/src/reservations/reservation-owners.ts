import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Who an order belongs to, for a login by reservation number (issue 9): its customer, or a guest order's mobile. */
export class ReservationOwners {
  constructor(private readonly db: Kysely<Database>) {}

  /** The customer and contact mobile number of an order by its identifier; null for an unknown identifier. */
  async ownerOf(identifier: string): Promise<{ businessId: number; customerId: number | null; contactMobile: string | null } | null> {
    const row = await this.db
      .selectFrom('reservations')
      .select(['business_id', 'customer_id', 'contact_mobile'])
      .where('identifier', '=', identifier)
      .executeTakeFirst();
    return row ? { businessId: row.business_id, customerId: row.customer_id, contactMobile: row.contact_mobile } : null;
  }
}
