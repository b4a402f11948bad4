import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hasHoldingMembership } from '../memberships/hold-order-memberships';

/** What hold orders read: the customer's memberships that allow holds (the memberships module's read). */
export class HoldOrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the customer has an active member record, valid on this local date, of a membership that allows holds. */
  hasHoldingMembership(customerId: number, businessId: number, localDate: string): Promise<boolean> {
    return hasHoldingMembership(this.db, customerId, businessId, localDate);
  }
}
