import type { CinemaFilterDataResponse, DayRow, SalesFigures } from '@kupa/contracts';

export type CalendarDayInfo = CinemaFilterDataResponse['days'][number];

export interface CalendarCell extends CalendarDayInfo {
  /** The day's attendance, or null while it loads (or when the server left the day out). */
  figures: SalesFigures | null;
}

/** The first and last date of the server's calendar: the range of the attendance-by-date call. */
export function calendarRange(days: readonly CalendarDayInfo[]): { from: string; to: string } | null {
  const first = days[0];
  const last = days[days.length - 1];
  return first && last ? { from: first.date, to: last.date } : null;
}

/**
 * The 29 cells of the attendance calendar (spec 2 and 9): the server's days (14 before today, today, 14 after,
 * with its weekend and today marks, which follow the venue's time zone rather than the browser's) joined with
 * the attendance of each date.
 */
export function buildCalendar(days: readonly CalendarDayInfo[], attendance: readonly DayRow[] | undefined): CalendarCell[] {
  const byDate = new Map((attendance ?? []).map((row) => [row.BusinessDate, row]));
  return days.map((day) => ({ ...day, figures: byDate.get(day.date) ?? null }));
}

/** Empty cells before the first day in a week that starts on Sunday (the Israeli week), so weekdays line up. */
export function leadingBlankDays(days: readonly CalendarDayInfo[]): number {
  return days[0]?.weekday ?? 0;
}

/** The calendar's today (the server's, in the venue's zone), else its middle day. */
export function todayOf(days: readonly CalendarDayInfo[]): string | null {
  return (days.find((d) => d.isToday) ?? days[Math.floor(days.length / 2)])?.date ?? null;
}
