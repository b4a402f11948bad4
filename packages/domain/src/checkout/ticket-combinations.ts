import type { CheckoutProblem } from './checkout-problem';

/** The combination rules of a ticket type (spec 5 Tickets). */
export interface CombinableTicket {
  id: number;
  name: string;
  minQuantity: number | null;
  maxQuantity: number | null;
  /** Another ticket type this one may only be bought together with. */
  requiredWithTicketId: number | null;
  /** Tickets of this type for sale per presentation; null means no limit. */
  quota: number | null;
}

/**
 * Checks the ticket types chosen for one presentation against their combination rules: a minimum once any is chosen
 * (TICKET_BELOW_MINIMUM), a maximum (TICKET_ABOVE_MAXIMUM), required-with (TICKET_REQUIRED_WITH: at least one of
 * the other type in the order) and the quota left after tickets already sold (TICKETS_SOLD_OUT).
 * `chosenTicketIds` has one entry per ticket line; `soldByTicketId` counts valid tickets already sold.
 */
export function checkTicketCombinations(
  chosenTicketIds: readonly number[],
  tickets: readonly CombinableTicket[],
  soldByTicketId: ReadonlyMap<number, number>,
): CheckoutProblem[] {
  const counts = new Map<number, number>();
  for (const id of chosenTicketIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byId = new Map(tickets.map((t) => [t.id, t]));
  const problems: CheckoutProblem[] = [];
  for (const [id, count] of counts) {
    const ticket = byId.get(id);
    if (!ticket) continue;
    if (ticket.minQuantity !== null && count < ticket.minQuantity)
      problems.push({ code: 'TICKET_BELOW_MINIMUM', details: { ticket: ticket.name, min: ticket.minQuantity } });
    if (ticket.maxQuantity !== null && count > ticket.maxQuantity)
      problems.push({ code: 'TICKET_ABOVE_MAXIMUM', details: { ticket: ticket.name, max: ticket.maxQuantity } });
    if (ticket.requiredWithTicketId !== null && !counts.has(ticket.requiredWithTicketId)) {
      const required = byId.get(ticket.requiredWithTicketId);
      problems.push({
        code: 'TICKET_REQUIRED_WITH',
        details: { ticket: ticket.name, required: required?.name ?? String(ticket.requiredWithTicketId) },
      });
    }
    if (ticket.quota !== null && count > Math.max(0, ticket.quota - (soldByTicketId.get(id) ?? 0)))
      problems.push({ code: 'TICKETS_SOLD_OUT', details: { ticket: ticket.name } });
  }
  return problems;
}
