import type { DayRow, SalesFigures } from '@kupa/contracts';
import { dashboardWindow } from '@kupa/domain';
import { describe, expect, it } from 'vitest';
import { buildCalendar, calendarRange, leadingBlankDays, todayOf } from './calendar';

const FIGURES: SalesFigures = {
  Presentations: 41,
  Capacity: 11168,
  SoldQuantity: 5057,
  HeldQuantity: 0,
  FreeQuantity: 6111,
  SoldPercent: 45,
  HeldPercent: 0,
  TakenPercent: 45,
  TakenRatio: 0.453,
  TicketsTotal: 334203.5,
  ServiceChargeTotal: 21829.5,
  ProductsQuantity: 2555,
  ProductsTotal: 36002,
  BookingFeesTotal: 0,
  Total: 392035,
};

// What getCinemaFilterData sends on Sunday 22 November 2026 (the server builds it with the same domain rule).
const days = dashboardWindow('2026-11-22');

describe('the attendance calendar', () => {
  it('has the 29 days of the server window: 14 before today, today, 14 after', () => {
    const cells = buildCalendar(days, []);
    expect(cells).toHaveLength(29);
    expect(cells[0]?.date).toBe('2026-11-08');
    expect(cells[14]).toMatchObject({ date: '2026-11-22', isToday: true });
    expect(cells[28]?.date).toBe('2026-12-06');
    expect(calendarRange(days)).toEqual({ from: '2026-11-08', to: '2026-12-06' });
    expect(todayOf(days)).toBe('2026-11-22');
  });

  it('keeps the weekend marks of the server data (Friday and Saturday)', () => {
    const weekend = buildCalendar(days, []).filter((c) => c.isWeekend);
    expect(weekend.map((c) => c.date)).toEqual([
      '2026-11-13',
      '2026-11-14',
      '2026-11-20',
      '2026-11-21',
      '2026-11-27',
      '2026-11-28',
      '2026-12-04',
      '2026-12-05',
    ]);
    // A server that marks other weekend days is followed, not second-guessed.
    const custom = buildCalendar([{ date: '2026-11-22', weekday: 0, isWeekend: true, isToday: true }], []);
    expect(custom[0]?.isWeekend).toBe(true);
  });

  it('joins each day with its attendance, null where the day has none yet', () => {
    const row: DayRow = { ...FIGURES, BusinessDate: '2026-11-20', Weekday: 5, IsWeekend: true };
    const cells = buildCalendar(days, [row]);
    expect(cells.find((c) => c.date === '2026-11-20')?.figures?.SoldQuantity).toBe(5057);
    expect(cells.find((c) => c.date === '2026-11-21')?.figures).toBeNull();
    expect(buildCalendar(days, undefined).every((c) => c.figures === null)).toBe(true);
  });

  it('lines the first day up under its weekday in a Sunday-first week', () => {
    expect(leadingBlankDays(days)).toBe(0); // 8 November 2026 is a Sunday
    expect(leadingBlankDays(dashboardWindow('2026-11-25'))).toBe(3);
    expect(leadingBlankDays([])).toBe(0);
    expect(calendarRange([])).toBeNull();
    expect(todayOf([])).toBeNull();
  });
});
