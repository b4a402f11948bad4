import { addDays, WEEKEND_DAYS, weekdayOf, type LocalDate } from '../time-zone';

/** Days shown before and after today on the staff calendar (spec 2 and 9: 14 before, today, 14 after). */
export const DASHBOARD_WINDOW_DAYS_EACH_SIDE = 14;

export interface DashboardDay {
  date: LocalDate;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  isWeekend: boolean;
  isToday: boolean;
}

/** True for Friday and Saturday, the Israeli weekend marked on the staff calendar (spec 2). */
export function isWeekendDay(date: LocalDate): boolean {
  return WEEKEND_DAYS.includes(weekdayOf(date));
}

/** The 29 days of the attendance calendar around today's local date, weekend days marked (spec 2 and 9). */
export function dashboardWindow(today: LocalDate): DashboardDay[] {
  const days: DashboardDay[] = [];
  for (let offset = -DASHBOARD_WINDOW_DAYS_EACH_SIDE; offset <= DASHBOARD_WINDOW_DAYS_EACH_SIDE; offset++) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    days.push({ date, weekday, isWeekend: WEEKEND_DAYS.includes(weekday), isToday: offset === 0 });
  }
  return days;
}
