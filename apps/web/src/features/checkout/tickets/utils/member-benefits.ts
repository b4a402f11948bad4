import type { CartSeat, CustomerInfoView, PricedCart } from '@kupa/contracts';
import { ticketOfLine, type TicketGroup, type TicketType } from './ticket-lines';

type Member = CustomerInfoView['members'][number];

const isMemberTicket = (ticket: TicketType | undefined) => ticket?.kind === 'membership' || ticket?.kind === 'memberOnly';
const isCurrent = (m: Member) => !m.isExpired && !m.isNotStarted;

/**
 * The logged-in customer's member number for a membership or member-only ticket: a current member of the ticket's
 * membership (for a membership ticket, one with benefit tickets left first); null when they have none.
 */
export function ownMemberNumber(ticket: TicketType, customer: CustomerInfoView | null): string | null {
  if (!customer || ticket.membershipId === null) return null;
  const current = customer.members.filter((m) => m.membershipId === ticket.membershipId && isCurrent(m));
  const withTickets = ticket.kind === 'membership' ? current.find((m) => m.balance > 0) : undefined;
  return (withTickets ?? current[0])?.memberNumber ?? null;
}

/**
 * Puts the logged-in member's own number on every membership and member-only line that has none (issue 14: a
 * member does not retype it for each ticket). Lines with a number keep it; without a customer nothing changes.
 */
export function withOwnMemberNumbers(
  lines: readonly CartSeat[],
  groups: readonly TicketGroup[],
  customer: CustomerInfoView | null,
): CartSeat[] {
  return lines.map((line) => {
    const ticket = ticketOfLine(groups, line);
    if (!ticket || !isMemberTicket(ticket) || line.memberNumber) return line;
    const number = ownMemberNumber(ticket, customer);
    return number ? { ...line, memberNumber: number } : line;
  });
}

/** The points the customer has left once the points tickets chosen so far are paid (the server's pointsTotal). */
export function pointsLeft(customer: CustomerInfoView | null, priced: Pick<PricedCart, 'pointsTotal'> | null | undefined): number | null {
  if (!customer) return null;
  return Math.max(0, customer.LoyaltyPoints - (priced?.pointsTotal ?? 0));
}
