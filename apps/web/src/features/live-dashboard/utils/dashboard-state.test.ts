import { describe, expect, it } from 'vitest';
import { drillTo, parseDashboardState, parseId, serializeDashboardState, type DashboardState } from './dashboard-state';

const parse = (qs: string) => parseDashboardState(new URLSearchParams(qs));

describe('parseDashboardState', () => {
  it('reads date, location, drill-by and box from the URL', () => {
    expect(parse('date=2026-11-22&location=1&drillBy=feature&id=4&lang=en')).toEqual({
      date: '2026-11-22',
      locationId: 1,
      drillBy: 'feature',
      id: 4,
    });
  });

  it('defaults to today (no date), no location and drilling by venue', () => {
    expect(parse('')).toEqual({ date: null, locationId: null, drillBy: 'venue', id: null });
  });

  it('drops malformed values and an id without its location', () => {
    expect(parse('date=2026-02-30&location=abc&drillBy=hall&id=7')).toEqual({ date: null, locationId: null, drillBy: 'venue', id: null });
    expect(parse('date=22/11/2026&location=-1&id=0')).toEqual({ date: null, locationId: null, drillBy: 'venue', id: null });
    expect(parse('location=3&id=1e3').id).toBeNull();
  });
});

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('012')).toBeNull();
    expect(parseId('1.5')).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseId('99999999999')).toBeNull();
  });
});

describe('serializeDashboardState', () => {
  it('writes a shareable query and keeps the other parameters', () => {
    const state: DashboardState = { date: '2026-11-22', locationId: 1, drillBy: 'venue', id: 4 };
    const qs = serializeDashboardState(state, new URLSearchParams('lang=en&date=2026-01-01')).toString();
    expect(qs).toBe('lang=en&date=2026-11-22&location=1&drillBy=venue&id=4');
  });

  it('leaves defaults out', () => {
    expect(serializeDashboardState({ date: null, locationId: null, drillBy: 'feature', id: 9 }).toString()).toBe('');
  });

  it('round-trips through parse', () => {
    const states: DashboardState[] = [
      { date: '2026-12-06', locationId: 2, drillBy: 'feature', id: 15 },
      { date: '2026-11-08', locationId: 6, drillBy: 'venue', id: null },
      { date: null, locationId: null, drillBy: 'venue', id: null },
    ];
    for (const s of states) expect(parseDashboardState(serializeDashboardState(s))).toEqual(s);
  });
});

describe('drillTo', () => {
  const deep: DashboardState = { date: '2026-11-22', locationId: 1, drillBy: 'venue', id: 4 };

  it('clears the location and box when another date is chosen', () => {
    expect(drillTo(deep, { date: '2026-11-23' })).toEqual({ date: '2026-11-23', locationId: null, drillBy: 'venue', id: null });
    expect(drillTo(deep, { date: '2026-11-22' })).toEqual(deep);
  });

  it('clears the box when the location or the drill-by changes', () => {
    expect(drillTo(deep, { locationId: 2 })).toEqual({ ...deep, locationId: 2, id: null });
    expect(drillTo(deep, { drillBy: 'feature' })).toEqual({ ...deep, drillBy: 'feature', id: null });
    expect(drillTo(deep, { id: 5 })).toEqual({ ...deep, id: 5 });
    expect(drillTo(deep, { locationId: null })).toEqual({ ...deep, locationId: null, id: null });
  });
});
