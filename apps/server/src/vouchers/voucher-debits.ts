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

/**
 * Gives back everything an undone order took from its vouchers: each redemption's amount returns to the voucher's
 * balance and its tickets to its quantity, and the redemptions go. (The order's voucher payments are the checkout's.)
 */
export async function giveBackVoucherDebits(trx: Kysely<Database>, reservationId: number): Promise<void> {
  const redemptions = await trx
    .selectFrom('system_voucher_redemptions')
    .select(['voucher_id', 'amount_agorot', 'quantity'])
    .where('reservation_id', '=', reservationId)
    .execute();
  for (const r of redemptions) {
    await trx
      .updateTable('system_vouchers')
      .set((eb) => ({
        balance_agorot: r.amount_agorot > 0 ? eb('balance_agorot', '+', r.amount_agorot) : eb.ref('balance_agorot'),
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
