import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withBusinessFacts } from '../catalogue/business-directory';
import { presentationStarts } from '../presentations/order-presentations';

export type CancellationOrderRow = NonNullable<Awaited<ReturnType<OrderCancellationRepository['order']>>>;

/** What a customer's cancellation reads and writes of the reservations it owns (ADR 0012). */
export class OrderCancellationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The reservation of a public identifier with its business's settings (its cancellation policy). */
  async order(identifier: string) {
    const row = await this.db
      .selectFrom('reservations as r')
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
        'r.cancel_request_json',
      ])
      .where('r.identifier', '=', identifier)
      .executeTakeFirst();
    if (!row) return undefined;
    const [found] = await withBusinessFacts(this.db, [row], (b) => ({ settings_json: b.settingsJson, currency: b.currency }));
    return found;
  }

  /**
   * Records the customer's cancellation before its refund is asked for (ADR 0012): when the process dies after the
   * refund, the job finds the request and finishes the cancellation. False when the order is no longer cancellable.
   */
  async recordRequest(reservationId: number, requestJson: string): Promise<boolean> {
    const result = await this.db
      .updateTable('reservations')
      .set({ cancel_request_json: requestJson })
      .where('id', '=', reservationId)
      .where('status', 'in', ['confirmed', 'hold'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The ticket orders of a presentation that a cancellation of the presentation cancels (paid or held, not yet undone). */
  async ordersOfPresentation(presentationId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('reservations as r')
      .select('r.identifier')
      .where('r.kind', '=', 'tickets')
      .where('r.status', 'in', ['confirmed', 'hold'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('reservation_tickets as t')
            .select('t.id')
            .whereRef('t.reservation_id', '=', 'r.id')
            .where('t.presentation_id', '=', presentationId),
        ),
      )
      .orderBy('r.id')
      .execute();
    return rows.map((r) => r.identifier);
  }

  /** Drops a request whose refund the provider refused: the order stays as it was. */
  async dropRequest(reservationId: number): Promise<void> {
    await this.db.updateTable('reservations').set({ cancel_request_json: null }).where('id', '=', reservationId).execute();
  }

  /** Orders whose cancellation was asked for and is still not finished (identifiers). */
  async unfinishedRequests(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('reservations')
      .select('identifier')
      .where('cancel_request_json', 'is not', null)
      .where('status', 'in', ['confirmed', 'hold'])
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.identifier);
  }

  /** The order's tickets with when their presentation starts (the presentations module's read; a ticket of an unknown presentation is left out). */
  async tickets(reservationId: number) {
    const rows = await this.db
      .selectFrom('reservation_tickets')
      .select(['price_agorot', 'status', 'scanned_at', 'presentation_id'])
      .where('reservation_id', '=', reservationId)
      .execute();
    const starts = await presentationStarts(
      this.db,
      rows.map((r) => r.presentation_id),
    );
    return rows.flatMap(({ presentation_id, ...t }) => {
      const startsAt = starts.get(presentation_id);
      return startsAt === undefined ? [] : [{ ...t, starts_at: startsAt }];
    });
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
        cancel_request_json: null,
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
