import { describe, expect, it } from 'vitest';
import { dayMonth, shortWeekday } from './day-labels';

describe('day labels', () => {
  it('shows DD/MM and the short weekday without any time zone shift', () => {
    expect(dayMonth('2026-11-22')).toBe('22/11');
    expect(shortWeekday('2026-11-22', 'en')).toBe('Sun');
    expect(shortWeekday('2026-11-21', 'he')).toMatch(/ש/);
  });
});
