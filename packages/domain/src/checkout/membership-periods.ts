import { addDays, type LocalDate } from '../time-zone';

/** The states of a member (members.status): a cancelled member's benefits are refused (spec 4 Membership states). */
export const MEMBER_STATUSES = ['active', 'cancelled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Spec 4: renewal is offered when a membership is about to expire: within this many days of its end, before or after. */
export const RENEWAL_WINDOW_DAYS = 30;

/**
 * Whether a member may be renewed on `today` (spec 4 Membership states, renewal): active, and ending within the next
 * 30 days or ended less than 30 days ago.
 */
export function isRenewable(member: { status: string; endDate: LocalDate }, today: LocalDate): boolean {
  if (member.status !== 'active') return false;
  return member.endDate <= addDays(today, RENEWAL_WINDOW_DAYS) && member.endDate > addDays(today, -RENEWAL_WINDOW_DAYS);
}

/**
 * The dates of a new member period of `validityDays` days, both ends included: from `today`, or for a renewal from
 * the day after the renewed period's end, so that no day is lost or paid twice.
 */
export function membershipPeriod(
  today: LocalDate,
  validityDays: number,
  renewedEndDate?: LocalDate,
): { startDate: LocalDate; endDate: LocalDate } {
  const startDate = renewedEndDate === undefined ? today : addDays(renewedEndDate, 1);
  return { startDate, endDate: addDays(startDate, Math.max(1, validityDays) - 1) };
}
