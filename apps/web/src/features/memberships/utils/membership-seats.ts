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

/** The chosen prices as a membership seat hold (lock-seat) sends them (spec 5: the seats allowed are their sum). */
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
 * The members' seats among the holds: every held seat, in the order held. A sofa is two seats (spec 5: the seats
 * equal the members; ADR 0007: its halves are held and sold together), so both halves are named, each a member's.
 * These are the `seats` of the membership's cart line.
 */
export function chosenMemberSeats(held: readonly HeldSeat[]): CartMembershipSeat[] {
  const seats: CartMembershipSeat[] = [];
  const seen = new Set<string>();
  for (const seat of held) {
    if (seen.has(seat.key)) continue;
    seen.add(seat.key);
    const address = parseSeatKey(seat.key);
    if (address) seats.push({ VenueSectionId: address.sectionId, XCoordinate: address.x, YCoordinate: address.y });
  }
  return seats;
}

/** The seats still to choose: the members chosen minus the seats held (never below zero). */
export function seatsToChoose(held: readonly HeldSeat[], members: number): number {
  return Math.max(0, members - chosenMemberSeats(held).length);
}

/** Whether a seat and the other half of its sofa (`linked`) still fit the members left to seat. */
export function fitsRemaining(linked: readonly string[], remaining: number): boolean {
  return remaining > 0 && 1 + linked.length <= remaining;
}
