import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A member's benefit tickets an order uses (spec 7), inside the commit transaction (ADR 0009): `balance` is what is
 * left and `used_balance` what was used.
 */

/** Uses benefit tickets of a membership; false (nothing changed) when the balance does not cover them. */
export async function useMemberBalance(trx: Kysely<Database>, memberId: number, uses: number): Promise<boolean> {
  const result = await trx
    .updateTable('members')
    .set((eb) => ({ balance: eb('balance', '-', uses), used_balance: eb('used_balance', '+', uses) }))
    .where('id', '=', memberId)
    .where('balance', '>=', uses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
