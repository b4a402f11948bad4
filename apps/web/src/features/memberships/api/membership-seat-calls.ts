import type { LockedSeat, MembershipSeatplanResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';
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
export async function lockMembershipSeat(seat: MembershipSeatRef, lang: MessageLocale): Promise<LockedSeat> {
  const body = await apiSend('PUT', '/membership/lock-seat', { seat }, { lang });
  if (!isRecord(body) || !isRecord(body.lockedSeat) || typeof body.lockedSeat.key !== 'string') throw unexpectedAnswer('lock');
  return body.lockedSeat as unknown as LockedSeat;
}

/** PUT /api/membership/unlock-seat: releases the seat in every event; answers the released keys. */
export async function unlockMembershipSeat(seat: MembershipSeatRef, lang: MessageLocale): Promise<string[]> {
  const body = await apiSend('PUT', '/membership/unlock-seat', { seat }, { lang });
  if (!isRecord(body) || !Array.isArray(body.releasedSeats)) throw unexpectedAnswer('unlock');
  return body.releasedSeats.filter((k): k is string => typeof k === 'string');
}
