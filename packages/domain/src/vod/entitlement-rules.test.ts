import { describe, expect, it } from 'vitest';
import { entitlementStateAt, playsRemainingOf, viewingRangeOf } from './entitlement-rules';

const base = {
  availableFrom: '2026-11-20T10:00:00.000Z',
  availableUntil: '2026-11-22T10:00:00.000Z',
  maxPlays: 3,
  playCount: 1,
  revokedAt: null,
};
const at = (iso: string) => new Date(iso);

describe('video-on-demand entitlement rules (spec 3)', () => {
  it('is watchable inside its range while plays remain', () => {
    expect(entitlementStateAt(base, at('2026-11-20T10:00:00.000Z'))).toBe('watchable');
    expect(entitlementStateAt(base, at('2026-11-22T09:59:59.999Z'))).toBe('watchable');
  });

  it('is not watchable before or from the end of its range', () => {
    expect(entitlementStateAt(base, at('2026-11-20T09:59:59.999Z'))).toBe('not_yet');
    expect(entitlementStateAt(base, at('2026-11-22T10:00:00.000Z'))).toBe('ended');
  });

  it('is not watchable without plays left or once revoked', () => {
    expect(entitlementStateAt({ ...base, playCount: 3 }, at('2026-11-21T00:00:00Z'))).toBe('no_plays_left');
    expect(entitlementStateAt({ ...base, revokedAt: '2026-11-20T11:00:00Z' }, at('2026-11-21T00:00:00Z'))).toBe('revoked');
    expect(playsRemainingOf({ maxPlays: 3, playCount: 5 })).toBe(0);
  });

  it('opens a 48-hour range at the purchase', () => {
    expect(viewingRangeOf(at('2026-11-20T10:00:00Z'))).toEqual({ from: '2026-11-20T10:00:00.000Z', until: '2026-11-22T10:00:00.000Z' });
  });
});
