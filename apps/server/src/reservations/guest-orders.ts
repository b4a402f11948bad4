import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CustomerSession } from '../http/customer-session';

/**
 * Guest orders (issue 14): an order placed without login keeps its own contact details and no customer, so that
 * typing someone's ID or mobile number at checkout reaches nothing of their account. It joins a customer's orders
 * only when the owner of the mobile number it was sent to proves it by logging in with an SMS code to that number.
 */
export class GuestOrders {
  constructor(private readonly db: Kysely<Database>) {}

  /** Attaches the guest orders sent to the session's mobile number to the session's customer of each business. */
  async attachTo(session: CustomerSession): Promise<number> {
    const mobile = session.mobile;
    // A session proved by e-mail has no number whose guest orders it could claim.
    if (mobile === null) return 0;
    let attached = 0;
    for (const { customerId, businessId } of session.customers) {
      const result = await this.db
        .updateTable('reservations')
        .set({ customer_id: customerId })
        .where('contact_mobile', '=', mobile)
        .where('customer_id', 'is', null)
        .where('business_id', '=', businessId)
        .executeTakeFirst();
      attached += Number(result.numUpdatedRows);
    }
    return attached;
  }
}
