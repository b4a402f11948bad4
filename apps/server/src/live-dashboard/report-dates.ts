import { addDays, checkDateRange, DASHBOARD_WINDOW_DAYS_EACH_SIDE, KupaError, localDateOf, type Clock, type LocalDate } from '@kupa/domain';

/**
 * Throws VALIDATION_ERROR naming the parameter and the reason (beforeFrom, tooLong with maxDays) for a range a
 * report refuses; the format itself is checked by the contracts before.
 */
export function requireDateRange(from: string, to: string, names: { from: string; to: string }): void {
  const problem = checkDateRange(from, to);
  if (!problem) return;
  const details: Record<string, string | number> = { field: names[problem.field], reason: problem.reason };
  if (problem.reason === 'tooLong') details.maxDays = problem.maxDays;
  throw new KupaError('VALIDATION_ERROR', details);
}

/** Today's local date in the dashboard's time zone. */
export function todayOf(clock: Clock, timeZone: string): LocalDate {
  return localDateOf(clock.now(), timeZone);
}

/** The 29-day window around today as a range (the default of the feature view). */
export function windowRange(today: LocalDate): { from: LocalDate; to: LocalDate } {
  return { from: addDays(today, -DASHBOARD_WINDOW_DAYS_EACH_SIDE), to: addDays(today, DASHBOARD_WINDOW_DAYS_EACH_SIDE) };
}
