import type { CartMembership, Membership, MembershipSeatplanResponse } from '@kupa/contracts';
import type { HeldSeat } from '../../seat-selection';
import { parseSeatKey, type SeatAddress } from '../../seat-selection';
import type { Quantities } from './membership-selection';

/** A member's seat as the membership's cart line names it. */
export type CartMembershipSeat = NonNullable<CartMembership['seats']>[number];

/** Spec 2, 7: a membership with events and a seat policy has a "choose seats" step: one seat per member. */
export function membershipHasSeats(membership: Pick<Membership, 'IsSkipMemberSeat' | 'Presentations'>): boolean {
  return !membership.IsSkipMemberSeat && membership.Presentations.length > 0;
}

/** The chosen prices as a membership seat lock sends them (spec 5: the seats allowed are their sum). */
export function seatSelectionsOf(quantities: Quantities): Array<{ MembershipPriceId: number; selectedQuantity: number }> {
  return Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([priceId, quantity]) => ({ MembershipPriceId: Number(priceId), selectedQuantity: quantity }));
}

/** The seat of a PUT /api/membership/lock-seat or unlock-seat: the plan's seat, held in every fixed event. */
export function membershipSeatRef(
  plan: Pick<MembershipSeatplanResponse, 'membershipId' | 'venueId' | 'seatplanId'>,
  seat: SeatAddress & { ticketGroupId?: number },
  quantities: Quantities,
) {
  return {
    MembershipId: plan.membershipId,
    VenueId: plan.venueId,
    VenueSeatplanId: plan.seatplanId,
    VenueSectionId: seat.sectionId,
    ...(seat.ticketGroupId !== undefined ? { TicketGroupId: seat.ticketGroupId } : {}),
    XCoordinate: seat.x,
    YCoordinate: seat.y,
    selections: seatSelectionsOf(quantities),
  };
}

/**
 * The members' seats among the holds: one per chosen seat, the other half of a sofa (held with it) left out. These
 * are the `seats` of the membership's cart line.
 */
export function chosenMemberSeats(held: readonly HeldSeat[]): CartMembershipSeat[] {
  const taken = new Set<string>();
  const seats: CartMembershipSeat[] = [];
  for (const seat of held) {
    if (taken.has(seat.key) || seat.linked.some((k) => taken.has(k))) continue;
    taken.add(seat.key);
    const address = parseSeatKey(seat.key);
    if (address) seats.push({ VenueSectionId: address.sectionId, XCoordinate: address.x, YCoordinate: address.y });
  }
  return seats;
}

/** The seats still to choose: the members chosen minus the seats held (never below zero). */
export function seatsToChoose(held: readonly HeldSeat[], members: number): number {
  return Math.max(0, members - chosenMemberSeats(held).length);
}
