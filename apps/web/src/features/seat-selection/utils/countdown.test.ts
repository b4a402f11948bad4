import { describe, expect, it } from 'vitest';
import { announcementDue, formatCountdown, isoDuration, secondsLeft } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(599_001)).toBe('10:00');
    expect(formatCountdown(599_000)).toBe('9:59');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(1)).toBe('0:01');
  });

  it('never goes below zero and adds hours when needed', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-12_000)).toBe('0:00');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });

  it('gives machine-readable durations', () => {
    expect(isoDuration(599_000)).toBe('PT9M59S');
    expect(secondsLeft(-1)).toBe(0);
  });
});

describe('announcementDue', () => {
  it('speaks when crossing 5 minutes, 2, 1, 30 and 10 seconds, and not otherwise', () => {
    expect(announcementDue(null, 299_000)).toBeNull();
    expect(announcementDue(301_000, 300_000)).toEqual({ kind: 'minutes', minutes: 5 });
    expect(announcementDue(300_000, 299_000)).toBeNull();
    expect(announcementDue(121_000, 119_500)).toEqual({ kind: 'minutes', minutes: 2 });
    expect(announcementDue(61_000, 60_000)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(announcementDue(31_000, 30_000)).toEqual({ kind: 'seconds', seconds: 30 });
    expect(announcementDue(10_500, 9_200)).toEqual({ kind: 'seconds', seconds: 10 });
    expect(announcementDue(450_000, 449_000)).toBeNull();
  });

  it('speaks the latest threshold after a long pause (a sleeping tab) and leaves zero to the expiry dialog', () => {
    expect(announcementDue(400_000, 45_000)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(announcementDue(5_000, 0)).toBeNull();
  });
});
