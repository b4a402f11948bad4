import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, localDateOf, localDateTimeOf, weekdayOf, zonedTimeToUtc } from './time-zone';

describe('venue time zone', () => {
  it('gives the Jerusalem business date, not the UTC date, around midnight', () => {
    // 22:30 UTC on 1 March is 00:30 on 2 March in Jerusalem (UTC+2 in winter).
    expect(localDateOf(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(localDateTimeOf(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02 00:30');
  });

  it('applies summer time (UTC+3)', () => {
    expect(localDateTimeOf(new Date('2026-07-10T17:00:00Z'))).toBe('2026-07-10 20:00');
  });

  it('converts a local show time to UTC in winter and summer', () => {
    expect(zonedTimeToUtc('2026-01-15', '20:00').toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '20:00').toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });

  it('round-trips local times on the days the clocks change', () => {
    for (const date of ['2026-03-27', '2026-10-25']) {
      for (const time of ['10:00', '21:45']) {
        expect(localDateTimeOf(zonedTimeToUtc(date, time))).toBe(`${date} ${time}`);
      }
    }
  });

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('validates YYYY-MM-DD dates strictly', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-2-3')).toBe(false);
    expect(isLocalDate('yesterday')).toBe(false);
  });

  it('knows the weekday (Friday = 5)', () => {
    expect(weekdayOf('2026-11-20')).toBe(5);
  });
});
