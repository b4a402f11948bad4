import { describe, expect, it } from 'vitest';
import { checkDateRange, datesInRange, daysInRange, MAX_REPORT_RANGE_DAYS } from './date-range';

describe('checkDateRange', () => {
  it('accepts a single day and a range of up to 366 days', () => {
    expect(checkDateRange('2026-11-21', '2026-11-21')).toBeNull();
    expect(checkDateRange('2026-01-01', '2026-12-31')).toBeNull();
    expect(checkDateRange('2028-01-01', '2028-12-31')).toBeNull(); // a leap year: 366 days
  });

  it('names the field and the reason of a bad range', () => {
    expect(checkDateRange('2026-13-01', '2026-12-01')).toEqual({ field: 'from', reason: 'notADate' });
    expect(checkDateRange('2026-12-01', '2026-02-30')).toEqual({ field: 'to', reason: 'notADate' });
    expect(checkDateRange('2026-11-22', '2026-11-21')).toEqual({ field: 'to', reason: 'beforeFrom' });
    expect(checkDateRange('2026-01-01', '2027-01-02')).toEqual({ field: 'to', reason: 'tooLong', maxDays: MAX_REPORT_RANGE_DAYS });
    expect(checkDateRange('2026-11-01', '2026-11-08', 7)).toEqual({ field: 'to', reason: 'tooLong', maxDays: 7 });
  });
});

describe('daysInRange and datesInRange', () => {
  it('count both ends, across a daylight-saving change', () => {
    expect(daysInRange('2026-03-26', '2026-03-28')).toBe(3);
    expect(datesInRange('2026-03-26', '2026-03-28')).toEqual(['2026-03-26', '2026-03-27', '2026-03-28']);
    expect(datesInRange('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });
});
