import type { ErrorCode } from '../error-codes';
import { localDateOf, DEFAULT_TIME_ZONE, type LocalDate } from '../time-zone';
import { lineProblem, type CheckoutProblem } from './checkout-problem';

/** A discount code (ticket_codes) that unlocks a requires-code ticket type. */
export interface TicketCodeRecord {
  id: number;
  code: string;
  pricePolicyId: number;
  /** Null: any number of uses. */
  maxUses: number | null;
  usedCount: number;
  /** ISO instant, or a local date (YYYY-MM-DD, the whole day counts). */
  validFrom: string | null;
  validUntil: string | null;
}

/** Whether `now` lies in [from, until]; bounds are ISO instants or local dates of the time zone (whole days). */
export function isWithinValidity(now: Date, from: string | null, until: string | null, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const today = localDateOf(now, timeZone);
  const iso = now.toISOString();
  const isDay = (bound: string) => /^\d{4}-\d{2}-\d{2}$/.test(bound);
  const after = (bound: string) => (isDay(bound) ? today >= bound : iso >= bound);
  const before = (bound: string) => (isDay(bound) ? today <= bound : iso <= bound);
  return (from === null || after(from)) && (until === null || before(until));
}

/** Uses a code has left; null when unlimited. */
export function remainingCodeUses(code: Pick<TicketCodeRecord, 'maxUses' | 'usedCount'>): number | null {
  return code.maxUses === null ? null : Math.max(0, code.maxUses - code.usedCount);
}

/**
 * Judges a discount code for a ticket type (spec 5 Tickets): TICKET_CODE_NOT_FOUND when there is no such code of the
 * business, it is outside its validity window or its uses are spent; TICKET_NOT_IN_EVENT when it unlocks a ticket
 * type that is not `ticketIds` (the line's ticket, or the presentation's tickets in a lookup). Null when valid.
 */
export function checkTicketCode(
  code: TicketCodeRecord | undefined,
  ticketIds: ReadonlySet<number>,
  now: Date,
  timeZone?: string,
): ErrorCode | null {
  if (!code) return 'TICKET_CODE_NOT_FOUND';
  if (!isWithinValidity(now, code.validFrom, code.validUntil, timeZone)) return 'TICKET_CODE_NOT_FOUND';
  if (remainingCodeUses(code) === 0) return 'TICKET_CODE_NOT_FOUND';
  if (!ticketIds.has(code.pricePolicyId)) return 'TICKET_NOT_IN_EVENT';
  return null;
}

/**
 * "A discount code cannot be entered twice" (spec 5): lines sharing one code (or voucher) beyond the uses it has left
 * get CODE_ALREADY_ENTERED (or, for a ticket voucher, VOUCHER_NO_BALANCE). `remaining` per code key: null = unlimited.
 */
export function repeatedCodeProblems(
  lines: ReadonlyArray<{ lineIndex: number; key: string }>,
  remaining: ReadonlyMap<string, number | null>,
  code: ErrorCode = 'CODE_ALREADY_ENTERED',
): CheckoutProblem[] {
  const seen = new Map<string, number>();
  const problems: CheckoutProblem[] = [];
  for (const line of lines) {
    const count = (seen.get(line.key) ?? 0) + 1;
    seen.set(line.key, count);
    const left = remaining.get(line.key);
    if (left !== undefined && left !== null && count > left) problems.push(lineProblem(line.lineIndex, code));
  }
  return problems;
}

/** A ticket voucher: a system voucher of a 'tickets' class, redeemed by its reference on a voucher ticket type. */
export interface TicketVoucherRecord {
  id: number;
  reference: string;
  classId: number;
  quantity: number | null;
  redeemedQuantity: number;
  startDate: LocalDate;
  endDate: LocalDate;
  status: string;
}

/** Tickets a ticket voucher has left. */
export function remainingVoucherTickets(voucher: Pick<TicketVoucherRecord, 'quantity' | 'redeemedQuantity'>): number {
  return Math.max(0, (voucher.quantity ?? 0) - voucher.redeemedQuantity);
}

/**
 * Judges a ticket voucher for a voucher ticket type of class `classId` on local date `today`:
 * SYSTEM_VOUCHER_NOT_FOUND (no such reference of that class, or cancelled), VOUCHER_EXPIRED, VOUCHER_NO_BALANCE.
 */
export function checkTicketVoucher(voucher: TicketVoucherRecord | undefined, classId: number, today: LocalDate): ErrorCode | null {
  if (!voucher || voucher.classId !== classId || voucher.status === 'cancelled') return 'SYSTEM_VOUCHER_NOT_FOUND';
  if (voucher.endDate < today) return 'VOUCHER_EXPIRED';
  if (remainingVoucherTickets(voucher) === 0) return 'VOUCHER_NO_BALANCE';
  return null;
}
