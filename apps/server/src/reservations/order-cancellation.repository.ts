import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CancellationOrderRow = NonNullable<Awaited<ReturnType<OrderCancellationRepository['order']>>>;

/** What a customer's cancellation reads and writes of the reservations it owns (ADR 0012). */
export class OrderCancellationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The reservation of a public identifier with its business's settings (its cancellation policy). */
  order(identifier: string) {
    return this.db
      .selectFrom('reservations as r')
      .innerJoin('businesses as b', 'b.id', 'r.business_id')
      .select([
        'r.id',
        'r.identifier',
        'r.business_id',
        'r.customer_id',
        'r.kind',
        'r.order_type',
        'r.status',
        'r.total_agorot',
        'r.service_charge_agorot',
        'r.booking_fee_agorot',
        'r.customer_json',
        'r.cancellation_charge_agorot',
        'r.refunded_agorot',
        'b.settings_json',
        'b.currency',
      ])
      .where('r.identifier', '=', identifier)
      .executeTakeFirst();
  }

  /** The order's tickets with when their presentation starts. */
  tickets(reservationId: number) {
    return this.db
      .selectFrom('reservation_tickets as t')
      .innerJoin('presentations as p', 'p.id', 't.presentation_id')
      .select(['t.price_agorot', 't.status', 't.scanned_at', 'p.starts_at'])
      .where('t.reservation_id', '=', reservationId)
      .execute();
  }

  /**
   * confirmed (or an unpaid hold order) -> cancelled, with its tickets, in the cancelling transaction; false when
   * another cancellation (or the hold expiry) moved it first: the caller then changes nothing.
   */
  async markCancelled(
    trx: Kysely<Database>,
    reservationId: number,
    at: string,
    amounts: { chargeAgorot: number; refundedAgorot: number },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('reservations')
      .set({
        status: 'cancelled',
        cancelled_at: at,
        cancellation_charge_agorot: amounts.chargeAgorot,
        refunded_agorot: amounts.refundedAgorot,
      })
      .where('id', '=', reservationId)
      .where('status', 'in', ['confirmed', 'hold'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.updateTable('reservation_tickets').set({ status: 'cancelled' }).where('reservation_id', '=', reservationId).execute();
    return true;
  }

  /** The ticket orders of these customers, newest first (the customer area's "My tickets"). */
  async ticketOrdersOf(customerIds: readonly number[], limit: number): Promise<Array<{ id: number; identifier: string }>> {
    if (customerIds.length === 0) return [];
    return this.db
      .selectFrom('reservations')
      .select(['id', 'identifier'])
      .where('customer_id', 'in', customerIds)
      .where('kind', '=', 'tickets')
      .where('status', '!=', 'pending_payment')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
