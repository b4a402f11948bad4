import type { ErrorCode } from '../error-codes';
import { isValidIsraeliId } from '../israeli-id';
import type { LocalDate } from '../time-zone';
import { lineProblem, type CheckoutProblem } from './checkout-problem';
import type { MemberStatus } from './membership-periods';

/** A member (members row) as the ticket rules read it. */
export interface MemberRecord {
  id: number;
  membershipId: number;
  memberNumber: string;
  balance: number;
  usedBalance: number;
  startDate: LocalDate;
  endDate: LocalDate;
  status: MemberStatus;
}

/** Where a membership stands on a date (spec 4 Membership states). */
export type MemberStanding = 'active' | 'not-started' | 'expired' | 'inactive';

export function memberStanding(member: Pick<MemberRecord, 'startDate' | 'endDate' | 'status'>, date: LocalDate): MemberStanding {
  if (member.status !== 'active') return 'inactive';
  if (date < member.startDate) return 'not-started';
  if (date > member.endDate) return 'expired';
  return 'active';
}

/**
 * Finds the member that may use a membership or member-only ticket of `membershipId` on the presentation's business
 * date, among the members with the number entered: MEMBER_NOT_FOUND (no member with that number), NO_VALID_MEMBER
 * (only of other memberships, or cancelled), MEMBERSHIP_NOT_STARTED, MEMBERSHIP_EXPIRED.
 */
export function memberForTicket(
  candidates: readonly MemberRecord[],
  membershipId: number,
  date: LocalDate,
): { member: MemberRecord } | { code: ErrorCode } {
  if (candidates.length === 0) return { code: 'MEMBER_NOT_FOUND' };
  const ofMembership = candidates.filter((m) => m.membershipId === membershipId);
  const active = ofMembership.find((m) => memberStanding(m, date) === 'active');
  if (active) return { member: active };
  if (ofMembership.some((m) => memberStanding(m, date) === 'not-started')) return { code: 'MEMBERSHIP_NOT_STARTED' };
  if (ofMembership.some((m) => memberStanding(m, date) === 'expired')) return { code: 'MEMBERSHIP_EXPIRED' };
  return { code: 'NO_VALID_MEMBER' };
}

/** Benefit tickets a member can still redeem: members.balance is what is left (used_balance counts what was used). */
export function memberTicketsLeft(member: Pick<MemberRecord, 'balance'>): number {
  return Math.max(0, member.balance);
}

/** Membership redemption lines consume the member's balance, one ticket each: MEMBER_BALANCE_INSUFFICIENT beyond it. */
export function memberBalanceProblems(lines: ReadonlyArray<{ lineIndex: number; member: MemberRecord }>): CheckoutProblem[] {
  const used = new Map<number, number>();
  const problems: CheckoutProblem[] = [];
  for (const { lineIndex, member } of lines) {
    const count = (used.get(member.id) ?? 0) + 1;
    used.set(member.id, count);
    if (count > memberTicketsLeft(member)) problems.push(lineProblem(lineIndex, 'MEMBER_BALANCE_INSUFFICIENT'));
  }
  return problems;
}

/** Senior citizen benefit: the ID number entered must be a valid Israeli ID (check digit), else INVALID_ID. */
export function checkSeniorId(ssn: string | null | undefined): ErrorCode | null {
  return ssn && isValidIsraeliId(ssn) ? null : 'INVALID_ID';
}

/** An eligible reference of a hotel-guest ticket type (reference_prompt_options) and how many tickets it has left. */
export interface ReferenceOption {
  id: number;
  reference1: string;
  reference2: string | null;
  quantityLeft: number;
}

const sameReference = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Matches the references of hotel-guest lines to the ticket type's eligible options: ref1 is required and must name
 * an option with a ticket left (counting the earlier lines of the cart), else REFERENCE_NOT_ELIGIBLE.
 */
export function matchReferenceOptions(
  lines: ReadonlyArray<{ lineIndex: number; ref1: string | null | undefined; options: readonly ReferenceOption[] }>,
): { optionByLine: Map<number, ReferenceOption>; problems: CheckoutProblem[] } {
  const taken = new Map<number, number>();
  const optionByLine = new Map<number, ReferenceOption>();
  const problems: CheckoutProblem[] = [];
  for (const line of lines) {
    const ref1 = line.ref1?.trim();
    const option = ref1
      ? line.options.find((o) => sameReference(o.reference1, ref1) && o.quantityLeft - (taken.get(o.id) ?? 0) > 0)
      : undefined;
    if (!option) {
      problems.push(lineProblem(line.lineIndex, 'REFERENCE_NOT_ELIGIBLE'));
      continue;
    }
    taken.set(option.id, (taken.get(option.id) ?? 0) + 1);
    optionByLine.set(line.lineIndex, option);
  }
  return { optionByLine, problems };
}

/**
 * Loyalty-points tickets need the logged-in customer (LOGIN_REQUIRED) and, together, no more points than the
 * customer's balance (POINTS_BALANCE_INSUFFICIENT, on the line that goes over).
 */
export function loyaltyProblems(
  lines: ReadonlyArray<{ lineIndex: number; points: number }>,
  customerPoints: number | null,
): CheckoutProblem[] {
  if (lines.length === 0) return [];
  if (customerPoints === null) return lines.map((l) => lineProblem(l.lineIndex, 'LOGIN_REQUIRED'));
  let sum = 0;
  const problems: CheckoutProblem[] = [];
  for (const line of lines) {
    sum += line.points;
    if (sum > customerPoints) problems.push(lineProblem(line.lineIndex, 'POINTS_BALANCE_INSUFFICIENT'));
  }
  return problems;
}
