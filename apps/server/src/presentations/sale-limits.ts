import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The counted limits a sale takes from a price (the presentations module owns them): discount-code uses
 * (ticket_codes.used_count against max_uses) and reference-option places (reference_prompt_options.quantity, hotel
 * rooms and agent allocations). The commit takes them in its transaction by conditional updates (no check-then-write);
 * a customer's cancellation gives back exactly what its order took (ADR 0012), in the cancelling transaction.
 */

/** Counts uses of a discount code; false when it has reached its maximum. */
export async function useTicketCode(trx: Kysely<Database>, codeId: number, uses: number): Promise<boolean> {
  const result = await trx
    .updateTable('ticket_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', uses) }))
    .where('id', '=', codeId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb(eb('used_count', '+', uses), '<=', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes places of a reference-prompt option (hotel rooms, agent allocations); false when too few are left. */
export async function takeReferencePlaces(trx: Kysely<Database>, optionId: number, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('reference_prompt_options')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('id', '=', optionId)
    .where('quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back uses of a discount code a cancelled order took (never below zero). */
export async function giveBackTicketCodeUses(trx: Kysely<Database>, codeId: number, uses: number): Promise<void> {
  await trx
    .updateTable('ticket_codes')
    .set((eb) => ({ used_count: eb('used_count', '-', uses) }))
    .where('id', '=', codeId)
    .where('used_count', '>=', uses)
    .execute();
}

/** Gives back places of a reference-prompt option a cancelled order took. */
export async function giveBackReferencePlaces(trx: Kysely<Database>, optionId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('reference_prompt_options')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
    .where('id', '=', optionId)
    .execute();
}
