import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An order's id with its public identifier (the reservation number the customer sees). */
export interface OrderIdentifier {
  id: number;
  identifier: string;
}

/**
 * The orders of the customer area's other lists: which orders belong to these customers, and the identifiers of
 * orders by id. The reservations module owns the table; the vouchers list reads it through here.
 */
export class OrderIdentifiers {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every order of these customers (a guest order counts once a login attached it). */
  async ofCustomers(customerIds: readonly number[]): Promise<OrderIdentifier[]> {
    if (customerIds.length === 0) return [];
    return this.db
      .selectFrom('reservations')
      .select(['id', 'identifier'])
      .where('customer_id', 'in', [...customerIds])
      .execute();
  }

  /** The identifiers of these orders. */
  async byIds(ids: readonly number[]): Promise<OrderIdentifier[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('reservations')
      .select(['id', 'identifier'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  /** Whether an order is confirmed (paid and captured, ADR 0010): what it sold may be used only then. */
  async isConfirmed(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status === 'confirmed';
  }
}
