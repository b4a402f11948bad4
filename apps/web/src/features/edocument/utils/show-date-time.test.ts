import { describe, expect, it } from 'vitest';
import { formatLocalShowDateTime } from './show-date-time';

describe('formatLocalShowDateTime', () => {
  it('shows the local start as weekday, DD/MM/YYYY, HH:mm without shifting it', () => {
    // 12 March 2026 is a Thursday; 23:30 would move to the next day if a zone were applied.
    expect(formatLocalShowDateTime('2026-03-12 23:30', 'en')).toBe('Thursday, 12/03/2026, 23:30');
    expect(formatLocalShowDateTime('2026-03-12T00:05', 'en')).toBe('Thursday, 12/03/2026, 00:05');
  });

  it('uses the Hebrew weekday in Hebrew', () => {
    expect(formatLocalShowDateTime('2026-03-12 20:00', 'he')).toBe('יום חמישי, 12/03/2026, 20:00');
  });

  it('shows text that is not a local date and time as it came', () => {
    expect(formatLocalShowDateTime('soon', 'en')).toBe('soon');
  });
});
