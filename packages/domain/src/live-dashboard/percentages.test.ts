import { describe, expect, it } from 'vitest';
import { takenRatio, wholePercent } from './percentages';

describe('wholePercent', () => {
  it('rounds to whole numbers, half up', () => {
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(1, 8)).toBe(13); // 12.5
    expect(wholePercent(7, 7)).toBe(100);
  });

  it('answers 0 for an empty or missing whole', () => {
    expect(wholePercent(0, 0)).toBe(0);
    expect(wholePercent(5, 0)).toBe(0);
  });
});

describe('takenRatio', () => {
  it('keeps three decimals of (sold + held) / capacity', () => {
    expect(takenRatio(2, 1, 9)).toBe(0.333);
    expect(takenRatio(5, 1, 9)).toBe(0.667);
    expect(takenRatio(1, 0, 8)).toBe(0.125);
    expect(takenRatio(1333, 0, 2000)).toBe(0.667); // 0.6665 rounds up, not down to 0.666
  });

  it('is 0 without capacity', () => {
    expect(takenRatio(3, 0, 0)).toBe(0);
  });
});
