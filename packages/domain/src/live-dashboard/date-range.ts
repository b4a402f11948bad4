import { addDays, isLocalDate, type LocalDate } from '../time-zone';

/** The longest range a staff report covers, in days counting both ends: a year, leap day included. */
export const MAX_REPORT_RANGE_DAYS = 366;

export type DateRangeProblem =
  | { field: 'from' | 'to'; reason: 'notADate' }
  | { field: 'to'; reason: 'beforeFrom' }
  | { field: 'to'; reason: 'tooLong'; maxDays: number };

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: LocalDate, to: LocalDate): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * Checks a report's date range: real YYYY-MM-DD dates, from not after to, at most `maxDays` days
 * (spec 9 date format; the bound keeps every report's work proportional to a year of presentations).
 */
export function checkDateRange(from: string, to: string, maxDays: number = MAX_REPORT_RANGE_DAYS): DateRangeProblem | null {
  if (!isLocalDate(from)) return { field: 'from', reason: 'notADate' };
  if (!isLocalDate(to)) return { field: 'to', reason: 'notADate' };
  if (to < from) return { field: 'to', reason: 'beforeFrom' };
  if (daysInRange(from, to) > maxDays) return { field: 'to', reason: 'tooLong', maxDays };
  return null;
}

/** Every date from `from` to `to`, both included, in order. */
export function datesInRange(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}
