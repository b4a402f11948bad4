import { KupaError } from '../error-codes';

/** What the automatic assignment needs to know about a ticket type (price policy). */
export interface AssignableTicket {
  id: number;
  ticketGroupId: number;
  multiplyFactor: number;
  /** The ticket asks for a reference (ref1/ref2 prompt, e.g. a hotel guest's room). */
  hasReferencePrompt: boolean;
  systemVoucherClassId: number | null;
}

/**
 * The ticket type assigned automatically to a seat (spec 4 Ticket assignment): the first ticket of the seat's group,
 * in display order, that covers one seat (multiplyFactor at most 1), asks for no reference and, in a hold order, is
 * not redeemed with a system voucher. Null when the group has none.
 */
export function autoAssignedTicket<T extends AssignableTicket>(
  tickets: readonly T[],
  ticketGroupId: number,
  options: { holdOrder: boolean },
): T | null {
  return (
    tickets.find(
      (t) =>
        t.ticketGroupId === ticketGroupId &&
        t.multiplyFactor <= 1 &&
        !t.hasReferencePrompt &&
        !(options.holdOrder && t.systemVoucherClassId !== null),
    ) ?? null
  );
}

/** The automatically assigned ticket of a seat's group; NO_PRICE_POLICY when the group has none. */
export function requireAutoAssignedTicket<T extends AssignableTicket>(
  tickets: readonly T[],
  ticketGroupId: number,
  options: { holdOrder: boolean },
): T {
  const ticket = autoAssignedTicket(tickets, ticketGroupId, options);
  if (!ticket) throw new KupaError('NO_PRICE_POLICY');
  return ticket;
}
