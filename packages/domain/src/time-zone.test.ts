import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, localDateOf, localDateTimeOf, localParts, weekdayOf, zonedTimeToUtc } from './time-zone';

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

  it('gives the wall clock Intl gives, to the second, through every 2026 clock change of zones with odd offsets', () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const reference = (instant: Date, timeZone: string) => {
      let format = formatters.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        });
        formatters.set(timeZone, format);
      }
      const parts = format.formatToParts(instant);
      const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
    };
    // Half-hour and 45-minute offsets, a half-hour clock change (Lord Howe), both hemispheres.
    const zones = ['Asia/Jerusalem', 'Australia/Adelaide', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Europe/London'];
    const start = Date.UTC(2026, 0, 1);
    const step = 97 * 60 * 1000 + 13_000; // 1 h 37 min 13 s: every minute of the hour comes round
    const differences: unknown[] = [];
    let seen = 0;
    for (const timeZone of zones) {
      for (let t = start; t < start + 366 * 86_400_000; t += step) {
        const instant = new Date(t);
        const got = localParts(instant, timeZone);
        const want = reference(instant, timeZone);
        if (JSON.stringify(got) !== JSON.stringify(want)) differences.push({ timeZone, at: instant.toISOString(), got, want });
        seen += 1;
      }
    }
    expect(differences).toEqual([]);
    expect(seen).toBeGreaterThan(6 * 5000);
  });

  it('reads the instants right beside a clock change (Jerusalem, 27 March and 25 October 2026)', () => {
    // Summer time starts at 02:00 local (00:00 UTC) and ends at 02:00 summer time (23:00 UTC the day before).
    expect(localDateTimeOf(new Date('2026-03-26T23:59:59Z'))).toBe('2026-03-27 01:59');
    expect(localDateTimeOf(new Date('2026-03-27T00:00:00Z'))).toBe('2026-03-27 03:00');
    expect(localDateTimeOf(new Date('2026-10-24T22:59:59Z'))).toBe('2026-10-25 01:59');
    expect(localDateTimeOf(new Date('2026-10-24T23:00:00Z'))).toBe('2026-10-25 01:00');
  });
});
