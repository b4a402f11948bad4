import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What a member gets back when a customer cancels a paid order (ADR 0012): the benefit tickets its membership
 * tickets used. The memberships module owns the members, so the cancelling transaction (`trx`) gives them back here.
 */

/** Gives a member back `uses` benefit tickets (its balance up, its used balance down). */
export async function giveBackMemberBenefits(trx: Kysely<Database>, memberId: number, uses: number): Promise<void> {
  await trx
    .updateTable('members')
    .set((eb) => ({ balance: eb('balance', '+', uses), used_balance: eb('used_balance', '-', uses) }))
    .where('id', '=', memberId)
    .execute();
}
