import { describe, expect, it } from 'vitest';
import { isRenewable, membershipPeriod } from './membership-periods';

describe('membership periods', () => {
  it('runs validity days from today, both ends included', () => {
    expect(membershipPeriod('2026-11-21', 365)).toEqual({ startDate: '2026-11-21', endDate: '2027-11-20' });
    expect(membershipPeriod('2026-11-21', 1)).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
  });

  it('starts a renewal the day after the renewed period ends, even when that is in the past', () => {
    expect(membershipPeriod('2026-11-21', 30, '2026-12-10')).toEqual({ startDate: '2026-12-11', endDate: '2027-01-09' });
    expect(membershipPeriod('2026-11-21', 30, '2026-11-01')).toEqual({ startDate: '2026-11-02', endDate: '2026-12-01' });
  });

  it('offers a renewal from 30 days before the end until 30 days after it, for an active member only', () => {
    const today = '2026-11-21';
    expect(isRenewable({ status: 'active', endDate: '2026-12-21' }, today)).toBe(true);
    expect(isRenewable({ status: 'active', endDate: '2026-12-22' }, today)).toBe(false);
    expect(isRenewable({ status: 'active', endDate: '2026-10-23' }, today)).toBe(true);
    expect(isRenewable({ status: 'active', endDate: '2026-10-22' }, today)).toBe(false);
    expect(isRenewable({ status: 'cancelled', endDate: '2026-12-01' }, today)).toBe(false);
  });
});
