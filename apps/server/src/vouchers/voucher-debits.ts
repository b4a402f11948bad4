import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What an order takes from the vouchers it uses (spec 4 Voucher payment), inside the commit transaction (ADR 0009):
 * a value voucher's balance pays part of the order, a ticket voucher's tickets pay for tickets. Each debit refuses
 * rather than overdraw and records its redemption on the order, which is what undoing the order gives back.
 */

/**
 * Takes an amount off a value voucher's balance and records the redemption on the order; false (nothing written) when
 * the balance does not cover it.
 */
export async function debitVoucherBalance(
  trx: Kysely<Database>,
  debit: { voucherId: number; reservationId: number; amountAgorot: number; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('system_vouchers')
    .set((eb) => ({ balance_agorot: eb('balance_agorot', '-', debit.amountAgorot) }))
    .where('id', '=', debit.voucherId)
    .where('balance_agorot', '>=', debit.amountAgorot)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordRedemption(trx, debit.voucherId, debit.reservationId, debit.amountAgorot, 0, debit.at);
  return true;
}

/** Uses tickets of a ticket voucher and records the redemption on the order; false (nothing written) when it has fewer left. */
export async function debitVoucherTickets(
  trx: Kysely<Database>,
  debit: { voucherId: number; reservationId: number; quantity: number; at: string },
): Promise<boolean> {
  const { quantity } = debit;
  const result = await trx
    .updateTable('system_vouchers')
    .set((eb) => ({ redeemed_quantity: eb('redeemed_quantity', '+', quantity) }))
    .where('id', '=', debit.voucherId)
    .where((eb) => eb(eb('redeemed_quantity', '+', quantity), '<=', eb.fn.coalesce('quantity', eb.val(0))))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordRedemption(trx, debit.voucherId, debit.reservationId, 0, quantity, debit.at);
  return true;
}

/** What the order's value vouchers paid (agorot): a paid order's refund plan (ADR 0012) takes it off the card's share. */
export async function voucherTenderOfOrder(db: Kysely<Database>, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom('system_voucher_redemptions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_agorot'), eb.val(0)).as('agorot'))
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
  return Number(row?.agorot ?? 0);
}

/**
 * Gives back what an undone order took from its vouchers, inside the undoing transaction: an unpaid order's (ADR 0010)
 * everything, a paid order's cancellation (ADR 0012) all but `keepAgorot` (the part of the non-refundable charges the
 * card did not cover), kept from the value redemptions in their order. Ticket vouchers get their tickets back and the
 * order's redemptions go. (The order's voucher payments are the checkout's to void.)
 */
export async function giveBackVoucherDebits(trx: Kysely<Database>, reservationId: number, keepAgorot = 0): Promise<void> {
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

async function recordRedemption(
  trx: Kysely<Database>,
  voucherId: number,
  reservationId: number,
  amountAgorot: number,
  quantity: number,
  now: string,
): Promise<void> {
  await trx
    .insertInto('system_voucher_redemptions')
    .values({ voucher_id: voucherId, reservation_id: reservationId, amount_agorot: amountAgorot, quantity, created_at: now })
    .execute();
}
