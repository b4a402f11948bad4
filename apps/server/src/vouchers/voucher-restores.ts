import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What the vouchers an order was paid with (its voucher tender) give and get back when a customer cancels the paid
 * order (ADR 0012): the vouchers module owns the vouchers and their redemptions, so the checkout's refund plan reads
 * the tender here and the cancelling transaction (`trx`) gives it back here.
 */

/** What the order's value vouchers paid (agorot). */
export async function voucherTenderOfOrder(db: Kysely<Database>, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom('system_voucher_redemptions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_agorot'), eb.val(0)).as('agorot'))
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
  return Number(row?.agorot ?? 0);
}

/**
 * Gives each voucher back what it paid for the order, except `keepAgorot` (the part of the non-refundable charges the
 * card did not cover), taken from the value redemptions in their order; ticket vouchers get their tickets back. The
 * order's redemptions go. The order's voucher payments are the checkout's to void.
 */
export async function restoreVoucherRedemptions(trx: Kysely<Database>, reservationId: number, keepAgorot: number): Promise<void> {
  const redemptions = await trx
    .selectFrom('system_voucher_redemptions')
    .select(['id', 'voucher_id', 'amount_agorot', 'quantity'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
  let keep = keepAgorot;
  for (const r of redemptions) {
    const kept = Math.min(keep, r.amount_agorot);
    keep -= kept;
    const back = r.amount_agorot - kept;
    await trx
      .updateTable('system_vouchers')
      .set((eb) => ({
        balance_agorot: back > 0 ? eb('balance_agorot', '+', back) : eb.ref('balance_agorot'),
        redeemed_quantity: eb('redeemed_quantity', '-', r.quantity),
      }))
      .where('id', '=', r.voucher_id)
      .execute();
  }
  await trx.deleteFrom('system_voucher_redemptions').where('reservation_id', '=', reservationId).execute();
}
