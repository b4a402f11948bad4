import { describe, expect, it } from 'vitest';
import { availabilityRatio, isUpcoming, isVideoOnDemandVenueType, ticketingState } from './presentation-rules';
import { isBuyerUuid } from './uuid';
import { seededRandom } from './random';

const start = new Date('2026-11-21T18:00:00Z');
const at = (iso: string) => new Date(iso);

describe('ticketingState', () => {
  it('is open until 15 minutes after the start, then ended', () => {
    const w = { startsAt: start, saleStartsAt: null, saleStopsAt: null };
    expect(ticketingState(w, at('2026-11-21T18:14:59Z'))).toBe('open');
    expect(ticketingState(w, at('2026-11-21T18:15:00Z'))).toBe('ended');
  });

  it('sells video on demand until its sale stop, long after the start', () => {
    const vod = { startsAt: start, saleStartsAt: null, saleStopsAt: at('2026-12-01T00:00:00Z'), isVideoOnDemand: true };
    expect(ticketingState(vod, at('2026-11-25T12:00:00Z'))).toBe('open');
    expect(ticketingState(vod, at('2026-12-01T00:00:00Z'))).toBe('ended');
    expect(ticketingState({ ...vod, saleStopsAt: null }, at('2027-06-01T00:00:00Z'))).toBe('open');
  });

  it('honours the sale window', () => {
    const w = { startsAt: start, saleStartsAt: at('2026-11-20T08:00:00Z'), saleStopsAt: at('2026-11-21T17:00:00Z') };
    expect(ticketingState(w, at('2026-11-20T07:59:00Z'))).toBe('not-started');
    expect(ticketingState(w, at('2026-11-21T12:00:00Z'))).toBe('open');
    expect(ticketingState(w, at('2026-11-21T17:00:00Z'))).toBe('ended');
  });
});

describe('presentation helpers', () => {
  it('treats venue types 101-104 as video on demand', () => {
    expect([1, 100, 101, 104, 105].map(isVideoOnDemandVenueType)).toEqual([false, false, true, true, false]);
  });

  it('drops a presentation from the upcoming list the moment it starts', () => {
    expect(isUpcoming(start, at('2026-11-21T17:59:59Z'))).toBe(true);
    expect(isUpcoming(start, start)).toBe(false);
  });

  it('computes the available share and clamps it', () => {
    expect(availabilityRatio(200, 50)).toBe(0.75);
    expect(availabilityRatio(0, 0)).toBe(0);
    expect(availabilityRatio(10, 12)).toBe(0);
  });
});

describe('isBuyerUuid', () => {
  it('accepts any 8-4-4-4-12 hex string, including non-RFC variants', () => {
    expect(isBuyerUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isBuyerUuid('0F8FAD5B-D9CB-469F-0165-70867728950E')).toBe(true);
    expect(isBuyerUuid('not-a-uuid')).toBe(false);
    expect(isBuyerUuid(undefined)).toBe(false);
  });
});

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 5 }, () => a.int(1, 100));
    expect(Array.from({ length: 5 }, () => b.int(1, 100))).toEqual(xs);
    expect(xs.every((x) => x >= 1 && x <= 100)).toBe(true);
  });
});
