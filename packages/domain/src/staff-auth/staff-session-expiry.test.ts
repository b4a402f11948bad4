import { describe, expect, it } from 'vitest';
import { isStaffSessionLive, renewedStaffSessionExpiry, staffSessionExpiry } from './staff-session-expiry';

const now = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

describe('staff session expiry', () => {
  it('lasts 12 hours from its last use', () => {
    expect(staffSessionExpiry(now)).toEqual(at(12 * HOUR));
    expect(isStaffSessionLive(at(1), now)).toBe(true);
    expect(isStaffSessionLive(now, now)).toBe(false);
  });

  it('slides forward only when it moved more than 5 minutes ago', () => {
    expect(renewedStaffSessionExpiry(at(12 * HOUR - 60_000), now)).toBeNull();
    expect(renewedStaffSessionExpiry(at(12 * HOUR - 5 * 60_000), now)).toEqual(at(12 * HOUR));
    expect(renewedStaffSessionExpiry(at(HOUR), now)).toEqual(at(12 * HOUR));
  });
});
