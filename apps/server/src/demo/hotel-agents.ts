import { HOTELS } from './buyer-behaviour';
import type { CustomerRef } from './customers';
import type { BusinessRefs, DemoContext } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';
import type { PolicyBook } from './price-policies';

/** The hotels offered by each hotel-guest ticket type, each with the quantity the agent may sell (reference-prompt agents). */
export function addHotelAgents(
  ctx: DemoContext,
  businesses: Record<DemoBusinessKey, BusinessRefs>,
  book: PolicyBook,
  customers: readonly CustomerRef[],
): void {
  for (const key of ['cinema', 'theatre'] as const) {
    const business = businesses[key];
    // Each hotel's concierge is a customer record, so staff can see the agent's sales.
    const agents = customers.filter((c) => c.business === business && !c.isPersona);
    const ownGroups = new Set(business.ticketGroups.values());
    for (const [tgId, policies] of book) {
      const hotelPolicy = policies.hotel;
      if (!hotelPolicy || !ownGroups.has(tgId)) continue;
      HOTELS[key].forEach(([hotel, agentCode, quantity], i) => {
        ctx.sink.add('reference_prompt_options', {
          id: ctx.ids.next('reference_prompt_options'),
          business_id: business.id,
          price_policy_id: hotelPolicy.id,
          agent_customer_id: agents[i]?.id ?? null,
          reference1: hotel,
          reference2: agentCode,
          quantity,
          created_at: ctx.nowIso,
        });
      });
    }
  }
}
