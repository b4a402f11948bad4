import { describe, expect, it } from 'vitest';
import { localDayOf, vodDraftOf, vodFieldOf, vodInputOf } from './vod-draft';

describe('vod draft', () => {
  const today = new Date(2026, 10, 26, 15, 30);

  it('starts a new title on sale from today for 30 days with the default terms', () => {
    expect(vodDraftOf(null, today)).toEqual({
      onSale: true,
      price: '',
      viewingHours: '48',
      plays: '3',
      from: '2026-11-26',
      until: '2026-12-26',
    });
  });

  it('turns the typed days into the local start of the first day and the end of the last, and back', () => {
    const draft = { onSale: true, price: '29,90', viewingHours: '24', plays: '2', from: '2026-12-01', until: '2026-12-31' };
    const result = vodInputOf(draft);
    if (!('input' in result)) throw new Error('unreadable');
    expect(result.input).toEqual({
      onSale: true,
      price: 29.9,
      viewingHours: 24,
      plays: 2,
      availableFrom: new Date(2026, 11, 1).toISOString(),
      availableUntil: new Date(2027, 0, 1).toISOString(),
    });
    const back = vodDraftOf({ presentationId: 1, ...result.input }, today);
    expect(back).toEqual({ ...draft, price: '29.9' });
  });

  it('names the first field it cannot read', () => {
    const ok = { onSale: false, price: '10', viewingHours: '24', plays: '2', from: '2026-12-01', until: '2026-12-31' };
    expect(vodInputOf({ ...ok, price: 'ten' })).toEqual({ invalid: 'price' });
    expect(vodInputOf({ ...ok, viewingHours: '1.5' })).toEqual({ invalid: 'viewingHours' });
    expect(vodInputOf({ ...ok, plays: '' })).toEqual({ invalid: 'plays' });
    expect(vodInputOf({ ...ok, from: '' })).toEqual({ invalid: 'from' });
    expect(vodInputOf({ ...ok, until: '2026-11-30' })).toEqual({ invalid: 'until' });
    expect(localDayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(vodFieldOf('availableUntil')).toBe('until');
    expect(vodFieldOf('onSale')).toBeNull();
  });
});
