import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What hold orders read: the customer's memberships that allow holds. */
export class HoldOrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the customer has an active member record, valid on this local date, of a membership that allows holds. */
  async hasHoldingMembership(customerId: number, businessId: number, localDate: string): Promise<boolean> {
    const row = await this.db
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
}
