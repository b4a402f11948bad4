import { describe, expect, it } from 'vitest';
import { legendKeyOf, legendKeysFor, seatKind } from './seat-state';

const regular = { premium: false, accessible: false, reserved: true };
const premium = { ...regular, premium: true };
const accessible = { ...regular, accessible: true };

describe('legend state derivation', () => {
  it('shows selected and taken whatever the kind of seat', () => {
    for (const seat of [regular, premium, accessible]) {
      expect(legendKeyOf(seat, 'selected')).toBe('selected');
      expect(legendKeyOf(seat, 'taken')).toBe('taken');
    }
  });

  it('shows an available seat by its kind, accessible before premium', () => {
    expect(legendKeyOf(regular, 'available')).toBe('available');
    expect(legendKeyOf(premium, 'available')).toBe('premium');
    expect(legendKeyOf(accessible, 'available')).toBe('accessible');
    expect(seatKind({ premium: true, accessible: true })).toBe('accessible');
  });

  it('lists premium and accessible entries only for plans that have such seats on the map', () => {
    expect(legendKeysFor([regular])).toEqual(['selected', 'taken', 'available']);
    expect(legendKeysFor([regular, premium, accessible])).toEqual(['selected', 'taken', 'available', 'premium', 'accessible']);
    expect(legendKeysFor([regular, { ...premium, reserved: false }])).toEqual(['selected', 'taken', 'available']);
  });
});
