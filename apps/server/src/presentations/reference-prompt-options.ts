import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The reference-prompt options (agents such as hotels, `reference_prompt_options`) and the ticket types that ask for
 * a reference, as the presentations module answers and edits them for the staff dashboard's agents view.
 */

/** The options of some businesses (of one agent, of some ids) with their ticket type's names, in business, ticket type and reference order. */
export function referencePromptOptions(
  db: Kysely<Database>,
  filter: { businessIds: readonly number[]; customerId?: number | undefined; ids?: readonly number[] | undefined },
) {
  let q = db
    .selectFrom('reference_prompt_options as o')
    .innerJoin('price_policies as pp', 'pp.id', 'o.price_policy_id')
    .select([
      'o.id',
      'o.business_id',
      'o.price_policy_id',
      'o.agent_customer_id',
      'o.reference1',
      'o.reference2',
      'o.quantity',
      'o.is_active',
      'pp.name_he as policy_name_he',
      'pp.name_en as policy_name_en',
    ])
    .where('o.business_id', 'in', filter.businessIds);
  if (filter.customerId !== undefined) q = q.where('o.agent_customer_id', '=', filter.customerId);
  if (filter.ids) q = q.where('o.id', 'in', filter.ids);
  return q.orderBy('o.business_id').orderBy('o.price_policy_id').orderBy('o.reference1').orderBy('o.id').execute();
}

/** An option's business and ticket type, what a request is scoped by; undefined for an unknown one. */
export function referenceOptionOwner(db: Kysely<Database>, id: number) {
  return db.selectFrom('reference_prompt_options').select(['id', 'business_id', 'price_policy_id']).where('id', '=', id).executeTakeFirst();
}

/** The names of every ticket type (price policy) of some businesses. */
export function pricePolicyNamesOf(db: Kysely<Database>, businessIds: readonly number[]) {
  return db.selectFrom('price_policies').select(['id', 'name_he', 'name_en']).where('business_id', 'in', businessIds).execute();
}

/** Ticket types of these businesses that ask for a reference or have options: the only ones with reference sales. */
export async function referencePricePolicyIds(db: Kysely<Database>, businessIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('price_policies as pp')
    .select('pp.id')
    .where('pp.business_id', 'in', businessIds)
    .where((eb) =>
      eb.or([
        eb('pp.ref1_prompt_he', 'is not', null),
        eb('pp.ref1_prompt_en', 'is not', null),
        eb.exists(eb.selectFrom('reference_prompt_options as o').select('o.id').whereRef('o.price_policy_id', '=', 'pp.id')),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Sets an option's quantity if it still has the ticket type and references the editor saw, inside the caller's
 * transaction (which writes the audit entry with it). Answers the option as it was before the change, or null when
 * there is no such option (any more).
 */
export async function changeReferenceOptionQuantity(
  trx: Kysely<Database>,
  change: { id: number; pricePolicyId: number; reference1: string; reference2: string | null; quantity: number },
): Promise<{ id: number; business_id: number; quantity: number; reference1: string; reference2: string | null } | null> {
  const option = await trx
    .selectFrom('reference_prompt_options')
    .select(['id', 'business_id', 'quantity', 'reference1', 'reference2'])
    .where('id', '=', change.id)
    .where('price_policy_id', '=', change.pricePolicyId)
    .executeTakeFirst();
  if (!option || option.reference1 !== change.reference1 || (option.reference2 ?? '') !== (change.reference2 ?? '')) return null;
  await trx.updateTable('reference_prompt_options').set({ quantity: change.quantity }).where('id', '=', change.id).execute();
  return option;
}
