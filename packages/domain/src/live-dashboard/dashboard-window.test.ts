import { describe, expect, it } from 'vitest';
import { dashboardWindow, isWeekendDay } from './dashboard-window';

describe('dashboardWindow', () => {
  it('has 29 days: 14 before today, today and 14 after', () => {
    const days = dashboardWindow('2026-11-21');
    expect(days).toHaveLength(29);
    expect(days[0]?.date).toBe('2026-11-07');
    expect(days[14]).toEqual({ date: '2026-11-21', weekday: 6, isWeekend: true, isToday: true });
    expect(days[28]?.date).toBe('2026-12-05');
    expect(days.filter((d) => d.isToday)).toHaveLength(1);
  });

  it('marks Friday and Saturday as the weekend', () => {
    const days = dashboardWindow('2026-11-21');
    const weekend = days.filter((d) => d.isWeekend).map((d) => d.date);
    expect(weekend).toEqual([
      '2026-11-07',
      '2026-11-13',
      '2026-11-14',
      '2026-11-20',
      '2026-11-21',
      '2026-11-27',
      '2026-11-28',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(days.filter((d) => d.isWeekend).every((d) => d.weekday === 5 || d.weekday === 6)).toBe(true);
  });

  it('crosses months, years and daylight-saving changes by calendar arithmetic', () => {
    const days = dashboardWindow('2027-01-01');
    expect(days[0]?.date).toBe('2026-12-18');
    expect(days[28]?.date).toBe('2027-01-15');
    expect(dashboardWindow('2026-03-27').map((d) => d.date)).toContain('2026-03-28');
  });
});

describe('isWeekendDay', () => {
  it('is true on Friday and Saturday only', () => {
    expect(isWeekendDay('2026-11-20')).toBe(true);
    expect(isWeekendDay('2026-11-21')).toBe(true);
    expect(isWeekendDay('2026-11-22')).toBe(false);
    expect(isWeekendDay('2026-11-19')).toBe(false);
  });
});
