import { describe, expect, it } from 'vitest';
import { listingWindow } from './listing-window';

describe('listingWindow', () => {
  it('covers today and the next 13 days in the venue zone', () => {
    // 23:30 UTC on 21 November is already the 22nd in Jerusalem.
    const w = listingWindow(new Date('2026-11-21T23:30:00Z'), 'Asia/Jerusalem');
    expect(w.startDate).toBe('2026-11-22');
    expect(w.endDate).toBe('2026-12-05');
    expect(w.dates).toHaveLength(14);
    expect(w.dates[13]).toBe('2026-12-05');
  });
});
