import { sql, type Kysely } from 'kysely';

/**
 * Booking fees in the dashboard's sales summaries (ADR 0008): a booking fee is charged once per order, so it is
 * summarised with the order's lowest presentation id (and its channel), and the monitors' total is then what the
 * customers paid. Existing summaries are filled from the orders already written.
 */
export function bookingFeesInSalesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const table of ['presentation_sales', 'presentation_channel_sales']) {
        await db.schema
          .alterTable(table)
          .addColumn('booking_fee_agorot', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await fillBookingFees(db);
    },
  };
}

/** Fills the summaries' booking fees from the orders already written (exported for its test). */
export async function fillBookingFees(db: Kysely<any>): Promise<void> {
  // The fees of confirmed orders per (lowest presentation id with a valid ticket, channel), in one pass over the orders.
  const { rows } = await sql<{ presentation_id: number; channel_id: number; agorot: number }>`
    select f.presentation_id, f.channel_id, sum(f.booking_fee_agorot) as agorot
    from (
      select r.booking_fee_agorot, coalesce(r.channel_id, 0) as channel_id,
        (select min(t.presentation_id) from reservation_tickets t where t.reservation_id = r.id and t.status = 'valid') as presentation_id
      from reservations r
      where r.status = 'confirmed' and r.booking_fee_agorot > 0
    ) f
    where f.presentation_id is not null
    group by f.presentation_id, f.channel_id`.execute(db);
  const byPresentation = new Map<number, number>();
  for (const r of rows) {
    const [presentationId, agorot] = [Number(r.presentation_id), Number(r.agorot)];
    await db
      .updateTable('presentation_channel_sales')
      .set({ booking_fee_agorot: agorot })
      .where('presentation_id', '=', presentationId)
      .where('channel_id', '=', Number(r.channel_id))
      .execute();
    byPresentation.set(presentationId, (byPresentation.get(presentationId) ?? 0) + agorot);
  }
  for (const [presentationId, agorot] of byPresentation) {
    await db.updateTable('presentation_sales').set({ booking_fee_agorot: agorot }).where('presentation_id', '=', presentationId).execute();
  }
}
