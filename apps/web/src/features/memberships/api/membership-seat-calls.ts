import type { HoldsResponse, LockedSeat, MembershipSeatplanResponse } from '@kupa/contracts';
import type { MessageLocale, SeatStep } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';
import { readHolds } from '../../seat-selection';
import type { membershipSeatRef } from '../utils/membership-seats';

type MembershipSeatRef = ReturnType<typeof membershipSeatRef>;

/** GET /api/membership/seatplan?membershipId=: the plan of the membership's events and the seats free in all of them. */
export async function getMembershipSeatplan(
  membershipId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<MembershipSeatplanResponse> {
  const body = await apiGet('/membership/seatplan', { membershipId, lang }, signal);
  if (!isRecord(body) || !isRecord(body.seatplan) || !isRecord(body.seats)) throw unexpectedAnswer('membership seat plan');
  return body as unknown as MembershipSeatplanResponse;
}

/** PUT /api/membership/lock-seat: holds the seat in every fixed event of the membership, all or nothing. */
export async function holdMembershipSeat(seat: MembershipSeatRef, lang: MessageLocale): Promise<LockedSeat> {
  const body = await apiSend('PUT', '/membership/lock-seat', { seat }, { lang });
  if (!isRecord(body) || !isRecord(body.lockedSeat) || typeof body.lockedSeat.key !== 'string') throw unexpectedAnswer('lock-seat');
  return body.lockedSeat as unknown as LockedSeat;
}

/** PUT /api/membership/unlock-seat: releases the seat in every event; answers the released keys. */
export async function releaseMembershipSeat(seat: MembershipSeatRef, lang: MessageLocale): Promise<string[]> {
  const body = await apiSend('PUT', '/membership/unlock-seat', { seat }, { lang });
  if (!isRecord(body) || !Array.isArray(body.releasedSeats)) throw unexpectedAnswer('unlock-seat');
  return body.releasedSeats.filter((k): k is string => typeof k === 'string');
}

/** GET /api/membership/holds: the buyer's membership seat holds (after a reload the selection and its timer come back). */
export async function getMembershipHolds(membershipId: number, lang: MessageLocale, signal?: AbortSignal): Promise<HoldsResponse> {
  return readHolds(await apiGet('/membership/holds', { membershipId, lang }, signal));
}

/** PUT /api/membership/step: moves the holds to an order step in every fixed event (that step's own timer). */
export async function moveMembershipHolds(membershipId: number, step: SeatStep, lang: MessageLocale): Promise<HoldsResponse> {
  return readHolds(await apiSend('PUT', '/membership/step', { membershipId, step }, { lang }));
}

/** PUT /api/membership/extend: extends the holds once in every fixed event, also after they expired. */
export async function extendMembershipHolds(membershipId: number, lang: MessageLocale): Promise<HoldsResponse> {
  return readHolds(await apiSend('PUT', '/membership/extend', { membershipId }, { lang }));
}

/** GET /api/enroll/{id}/seatplan?presentationId=: the plan of one choice event with the seats free in it. */
export async function getChoiceEventSeatplan(
  membershipId: number,
  presentationId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<MembershipSeatplanResponse> {
  const body = await apiGet(`/enroll/${membershipId}/seatplan`, { presentationId, lang }, signal);
  if (!isRecord(body) || !isRecord(body.seatplan) || !isRecord(body.seats)) throw unexpectedAnswer('membership seat plan');
  return body as unknown as MembershipSeatplanResponse;
}

/** The body of PUT /api/enroll/{id}/lock-seat and unlock-seat for a choice event's seat. */
function enrolSeat(seat: MembershipSeatRef, presentationId: number) {
  return {
    venueId: seat.VenueId,
    seatplanId: seat.VenueSeatplanId,
    sectionId: seat.VenueSectionId,
    x: seat.XCoordinate,
    y: seat.YCoordinate,
    ...(seat.TicketGroupId !== undefined ? { ticketGroupId: seat.TicketGroupId } : {}),
    presentationId,
    selections: seat.selections,
  };
}

/** PUT /api/enroll/{id}/lock-seat: holds a member's seat in one choice event. */
export async function holdChoiceEventSeat(seat: MembershipSeatRef, presentationId: number, lang: MessageLocale): Promise<LockedSeat> {
  const body = await apiSend('PUT', `/enroll/${seat.MembershipId}/lock-seat`, enrolSeat(seat, presentationId), { lang });
  if (!isRecord(body) || !isRecord(body.lockedSeat) || typeof body.lockedSeat.key !== 'string') throw unexpectedAnswer('lock-seat');
  return body.lockedSeat as unknown as LockedSeat;
}

/** PUT /api/enroll/{id}/unlock-seat: releases a member's seat in one choice event; answers the released keys. */
export async function releaseChoiceEventSeat(seat: MembershipSeatRef, presentationId: number, lang: MessageLocale): Promise<string[]> {
  const body = await apiSend('PUT', `/enroll/${seat.MembershipId}/unlock-seat`, enrolSeat(seat, presentationId), { lang });
  if (!isRecord(body) || !Array.isArray(body.releasedSeats)) throw unexpectedAnswer('unlock-seat');
  return body.releasedSeats.filter((k): k is string => typeof k === 'string');
}
