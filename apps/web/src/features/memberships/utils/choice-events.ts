import type { Membership, MembershipEvent } from '@kupa/contracts';
import type { CartMembershipSeat } from './membership-seats';

/**
 * Spec 2 "Membership enrolment": the choice events of a membership are its events not required, when some are
 * (when none is, every event is fixed and there is nothing to choose).
 */
export function choiceEventsOf(membership: Pick<Membership, 'Presentations'>): MembershipEvent[] {
  const events = membership.Presentations;
  return events.some((e) => e.IsRequired) ? events.filter((e) => !e.IsRequired) : [];
}

/** The events whose seat is the member's fixed seat: the required ones, or every event when none is. */
export function fixedEventsOf(membership: Pick<Membership, 'Presentations'>): MembershipEvent[] {
  const events = membership.Presentations;
  return events.some((e) => e.IsRequired) ? events.filter((e) => e.IsRequired) : events;
}

/** How many choice events a buyer chooses: the membership's number, at most as many as it offers (as the server counts). */
export function choiceCountOf(membership: Pick<Membership, 'Presentations' | 'ChoiceEvents'>): number {
  return Math.min(membership.ChoiceEvents, choiceEventsOf(membership).length);
}

/** Chooses or unchooses an event; a choice past the number allowed is ignored. Keeps the order of choosing. */
export function toggleChoice(chosen: readonly number[], eventId: number, max: number): number[] {
  if (chosen.includes(eventId)) return chosen.filter((id) => id !== eventId);
  return chosen.length >= max ? [...chosen] : [...chosen, eventId];
}

/** A choice event's seats as the cart line names them: each with the event it is for. */
export function choiceSeatsOf(eventId: number, seats: readonly CartMembershipSeat[]): CartMembershipSeat[] {
  return seats.map((s) => ({ ...s, presentationId: eventId }));
}
