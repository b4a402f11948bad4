import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CheckoutPlan, PricingInput } from './cart-pricing';

export type { CheckoutPlan, PlannedTicket, PricingInput } from './cart-pricing';

/** What the commit needs of the cart pricing (ADR 0009): the plan again, inside the commit transaction with `executor`. */
export interface CommitPlanner {
  plan(input: PricingInput, executor?: Kysely<Database>): Promise<CheckoutPlan>;
}
