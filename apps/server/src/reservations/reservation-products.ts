import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A product line an order sells without a presentation (a voucher order's concessions). Money in agorot. */
export interface OrderProductLine {
  productId: number;
  quantity: number;
  unitPriceAgorot: number;
}

/**
 * Writes the products an item order sold onto its reservation, inside the commit transaction (ADR 0011). They need no
 * undo of their own: they count only while the reservation is confirmed, and a cancelled order's lines stay as record.
 */
export async function addOrderProducts(trx: Kysely<Database>, reservationId: number, lines: readonly OrderProductLine[]): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto('reservation_products')
    .values(
      lines.map((p) => ({
        reservation_id: reservationId,
        presentation_id: null,
        product_id: p.productId,
        ticket_id: null,
        quantity: p.quantity,
        unit_price_agorot: p.unitPriceAgorot,
      })),
    )
    .execute();
}
