import { describe, expect, it } from 'vitest';
import { defaultListingDate, parseListingFilters } from './listing-filters';

const dates = ['2026-11-23', '2026-11-24'];
const parse = (qs: string) => parseListingFilters(new URLSearchParams(qs), dates);

describe('parseListingFilters', () => {
  it('defaults to the date view, today and all locations', () => {
    expect(parse('lang=en')).toEqual({ view: 'byDate', date: '2026-11-23', locationId: null });
    expect(parse('date=all')).toEqual({ view: 'byDate', date: null, locationId: null });
  });

  it('reads the view, a date inside the window and a location', () => {
    expect(parse('view=feature&date=2026-11-24&location=3')).toEqual({ view: 'byFeature', date: '2026-11-24', locationId: 3 });
  });

  it('ignores dates outside the window and malformed locations', () => {
    expect(parse('date=2027-01-01&location=-2')).toEqual({ view: 'byDate', date: '2026-11-23', locationId: null });
    expect(parse('location=abc&view=grid').locationId).toBeNull();
  });

  it('defaults to the first day with shows, ignoring video on demand', () => {
    const shows = [
      { businessDate: '2026-11-23', isVod: true },
      { businessDate: '2026-11-24', isVod: false },
    ];
    expect(defaultListingDate(dates, shows)).toBe('2026-11-24');
    expect(defaultListingDate(dates, [])).toBe('2026-11-23');
    expect(parseListingFilters(new URLSearchParams(''), dates, '2026-11-24').date).toBe('2026-11-24');
  });
});
