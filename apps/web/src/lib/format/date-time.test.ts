import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatShowDateTime, formatShowTime } from './date-time';

const TZ = 'Asia/Jerusalem';

describe('formatShowDateTime', () => {
  it('shows Hebrew weekday, DD/MM/YYYY, HH:mm in winter (UTC+2)', () => {
    // 18:00 UTC on Monday 23 November 2026 is 20:00 in Jerusalem.
    expect(formatShowDateTime('2026-11-23T18:00:00Z', 'he', TZ)).toBe('יום שני, 23/11/2026, 20:00');
  });

  it('shows Hebrew in summer time (UTC+3)', () => {
    expect(formatShowDateTime('2026-07-10T17:00:00Z', 'he', TZ)).toBe('יום שישי, 10/07/2026, 20:00');
  });

  it('shows English the same way', () => {
    expect(formatShowDateTime('2026-11-23T18:00:00Z', 'en', TZ)).toBe('Monday, 23/11/2026, 20:00');
    expect(formatShowDateTime(new Date('2026-07-10T17:00:00Z'), 'en', TZ)).toBe('Friday, 10/07/2026, 20:00');
  });

  it('moves to the next local day after local midnight', () => {
    // 22:30 UTC on Sunday 1 March 2026 is 00:30 on Monday 2 March in Jerusalem.
    expect(formatShowDateTime('2026-03-01T22:30:00Z', 'en', TZ)).toBe('Monday, 02/03/2026, 00:30');
  });

  it('follows the venue zone, not the browser zone', () => {
    expect(formatShowDateTime('2026-11-23T18:00:00Z', 'en', 'Europe/Warsaw')).toBe('Monday, 23/11/2026, 19:00');
  });

  it('uses Latin digits and the Arabic comma in Arabic', () => {
    expect(formatShowDateTime('2026-11-23T18:00:00Z', 'ar', TZ)).toMatch(/^\S.*، 23\/11\/2026، 20:00$/);
  });
});

describe('formatShowTime', () => {
  it('is 24-hour HH:mm in the venue zone', () => {
    expect(formatShowTime('2026-11-23T07:05:00Z', 'en', TZ)).toBe('09:05');
    expect(formatShowTime('2026-07-10T21:30:00Z', 'he', TZ)).toBe('00:30');
  });
});

describe('formatBusinessDate', () => {
  it('shows a local date without shifting it', () => {
    expect(formatBusinessDate('2026-11-23', 'he')).toBe('יום שני, 23/11/2026');
    expect(formatBusinessDate('2026-01-01', 'en')).toBe('Thursday, 01/01/2026');
  });
});
