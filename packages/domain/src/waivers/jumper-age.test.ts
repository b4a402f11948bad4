import { describe, expect, it } from 'vitest';
import { ageOnDate, checkJumperAge, combinedAgeLimits } from './jumper-age';

describe('jumper age (spec 5: a voucher must suit the age of a jumper)', () => {
  it('counts whole years up to the day of the presentation', () => {
    expect(ageOnDate('2020-11-22', '2026-11-21')).toBe(5);
    expect(ageOnDate('2020-11-21', '2026-11-21')).toBe(6);
    expect(ageOnDate('2020-02-29', '2026-02-28')).toBe(5);
    expect(ageOnDate('2020-02-29', '2026-03-01')).toBe(6);
  });

  it('refuses what is not a date', () => {
    expect(() => ageOnDate('2020-13-01', '2026-11-21')).toThrow(RangeError);
  });

  it('checks every limit, both ends included', () => {
    const kids = { minAge: 3, maxAge: 6 };
    expect(checkJumperAge('2023-11-21', '2026-11-21', [kids])).toBe('ok');
    expect(checkJumperAge('2023-11-22', '2026-11-21', [kids])).toBe('tooYoung');
    expect(checkJumperAge('2020-11-22', '2026-11-21', [kids])).toBe('ok');
    expect(checkJumperAge('2019-11-21', '2026-11-21', [kids])).toBe('tooOld');
    expect(checkJumperAge('2010-01-01', '2026-11-21', [])).toBe('ok');
    expect(
      checkJumperAge('2018-01-01', '2026-11-21', [
        { minAge: 7, maxAge: null },
        { minAge: null, maxAge: 8 },
      ]),
    ).toBe('ok');
    expect(
      checkJumperAge('2017-01-01', '2026-11-21', [
        { minAge: 7, maxAge: null },
        { minAge: null, maxAge: 8 },
      ]),
    ).toBe('tooOld');
  });

  it('combines limits to the narrowest range', () => {
    expect(
      combinedAgeLimits([
        { minAge: 3, maxAge: 17 },
        { minAge: 5, maxAge: 12 },
      ]),
    ).toEqual({ minAge: 5, maxAge: 12 });
    expect(combinedAgeLimits([])).toEqual({ minAge: null, maxAge: null });
  });
});
