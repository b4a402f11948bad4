import { describe, expect, it } from 'vitest';
import { readChoiceParam, readDateParam, readFlagParam, readIdParam, withParams } from './url-params';

const params = new URLSearchParams('date=2026-11-22&bad=2026-13-01&location=3&byLocation=1&level=2&lang=en');

describe('reading monitor filters from the URL', () => {
  it('reads dates, ids, flags and choices, with fallbacks for the malformed', () => {
    expect(readDateParam(params, 'date', null)).toBe('2026-11-22');
    expect(readDateParam(params, 'bad', '2026-11-01')).toBe('2026-11-01');
    expect(readIdParam(params, 'location')).toBe(3);
    expect(readIdParam(params, 'feature')).toBeNull();
    expect(readFlagParam(params, 'byLocation')).toBe(true);
    expect(readFlagParam(params, 'other')).toBe(false);
    expect(readChoiceParam(params, 'level', [1, 2, 3] as const, 1)).toBe(2);
    expect(readChoiceParam(params, 'lang', ['he', 'en'] as const, 'he')).toBe('en');
    expect(readChoiceParam(params, 'missing', [1, 2] as const, 1)).toBe(1);
  });
});

describe('withParams', () => {
  it('changes some keys and keeps the rest', () => {
    expect(withParams(params, { date: '2026-11-23', location: null, byLocation: false, feature: 4, all: true }).toString()).toBe(
      'date=2026-11-23&bad=2026-13-01&level=2&lang=en&feature=4&all=1',
    );
    expect(params.get('location')).toBe('3');
  });
});
