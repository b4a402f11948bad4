import { describe, expect, it } from 'vitest';
import { oneMonthBefore, withHistoryDefaults } from './reference-history';

describe('withHistoryDefaults', () => {
  it('defaults to the last month, dateType 2 and detailLevel 1 (spec 9)', () => {
    expect(withHistoryDefaults('2026-11-21', {})).toEqual({ startDate: '2026-10-21', endDate: '2026-11-21', dateType: 2, detailLevel: 1 });
  });

  it('keeps what was given and derives a missing start from the given end', () => {
    expect(withHistoryDefaults('2026-11-21', { endDate: '2026-08-10', dateType: 1, detailLevel: 3 })).toEqual({
      startDate: '2026-07-10',
      endDate: '2026-08-10',
      dateType: 1,
      detailLevel: 3,
    });
    expect(withHistoryDefaults('2026-11-21', { startDate: '2026-11-01' })).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-21',
    });
    // A start after today (an upcoming period) ends at that start rather than before it.
    expect(withHistoryDefaults('2026-11-21', { startDate: '2026-12-01' })).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
  });
});

describe('oneMonthBefore', () => {
  it('clamps to the end of a shorter month and crosses the year', () => {
    expect(oneMonthBefore('2026-03-31')).toBe('2026-02-28');
    expect(oneMonthBefore('2028-03-31')).toBe('2028-02-29');
    expect(oneMonthBefore('2026-01-15')).toBe('2025-12-15');
    expect(oneMonthBefore('2026-11-21')).toBe('2026-10-21');
  });
});
