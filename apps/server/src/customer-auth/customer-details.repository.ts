import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withBusinessFacts } from '../catalogue/business-directory';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

export type CustomerDetailsRow = NonNullable<Awaited<ReturnType<CustomerDetailsRepository['details']>>>;

/** The fields of a customer record its owner edits in the customer area. */
export interface CustomerDetailsChange {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  is_email_allowed?: number;
  is_sms_allowed?: number;
  address1?: string | null;
  city?: string | null;
  date_of_birth?: string | null;
}

/** A customer's own details, saved cards and mobile number, as the customer area reads and changes them. */
export class CustomerDetailsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async details(customerId: number) {
    const row = await this.db
      .selectFrom('customers as c')
      .select([
        'c.id',
        'c.business_id',
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.mobile',
        'c.is_email_allowed',
        'c.is_sms_allowed',
        'c.address1',
        'c.city',
        'c.date_of_birth',
        'c.loyalty_points',
      ])
      .where('c.id', '=', customerId)
      .executeTakeFirst();
    if (!row) return undefined;
    const [found] = await withBusinessFacts(this.db, [row], (b) => ({ settings_json: b.settingsJson }));
    return found;
  }

  /** The loyalty points of customer records. */
  async pointsOf(customerIds: readonly number[]): Promise<Map<number, number>> {
    if (customerIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('customers')
      .select(['id', 'loyalty_points'])
      .where('id', 'in', [...customerIds])
      .execute();
    return new Map(rows.map((r) => [r.id, r.loyalty_points]));
  }

  async update(customerId: number, change: CustomerDetailsChange): Promise<void> {
    if (Object.keys(change).length === 0) return;
    await this.db.updateTable('customers').set(change).where('id', '=', customerId).execute();
  }

  /** Moves the customer records of the session from the mobile number they proved to the new one they proved, audited. */
  async changeMobile(customerIds: readonly number[], oldMobile: string | null, newMobile: string, audit: AuditEntry): Promise<void> {
    if (customerIds.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customers')
        .set({ mobile: newMobile })
        .where('id', 'in', [...customerIds])
        .where((eb) => (oldMobile === null ? eb('mobile', 'is', null) : eb('mobile', '=', oldMobile)))
        .execute();
      await insertAuditEntry(trx, audit);
    });
  }

  /** Saved cards not removed (the provider token stays here: only the card's face is read). */
  cards(customerId: number) {
    return this.db
      .selectFrom('customer_cards')
      .select(['id', 'last4', 'brand', 'exp_month', 'exp_year'])
      .where('customer_id', '=', customerId)
      .where('is_deleted', '=', 0)
      .orderBy('id')
      .execute();
  }

  /** Removes a saved card of one of these customers (soft delete, spec 3 MagCards isDeleted); false when none was removed. */
  async removeCard(customerIds: readonly number[], cardId: number): Promise<boolean> {
    if (customerIds.length === 0) return false;
    const result = await this.db
      .updateTable('customer_cards')
      .set({ is_deleted: 1 })
      .where('id', '=', cardId)
      .where('customer_id', 'in', [...customerIds])
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
