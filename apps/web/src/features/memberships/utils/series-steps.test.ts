import { describe, expect, it } from 'vitest';
import { canMove, seriesStep } from './series-steps';

describe('series steps', () => {
  it('moves one event at a time', () => {
    expect(seriesStep(0, 4, 'next')).toBe(1);
    expect(seriesStep(2, 4, 'previous')).toBe(1);
  });

  it('stays at the first event on Previous and at the last on Next', () => {
    expect(seriesStep(0, 4, 'previous')).toBe(0);
    expect(seriesStep(3, 4, 'next')).toBe(3);
    expect(canMove(0, 4, 'previous')).toBe(false);
    expect(canMove(0, 4, 'next')).toBe(true);
    expect(canMove(3, 4, 'next')).toBe(false);
    expect(canMove(3, 4, 'previous')).toBe(true);
  });

  it('cannot move in a series of one or none, and brings an out-of-range index back inside', () => {
    expect(canMove(0, 1, 'next')).toBe(false);
    expect(canMove(0, 1, 'previous')).toBe(false);
    expect(canMove(0, 0, 'next')).toBe(false);
    expect(seriesStep(0, 0, 'next')).toBe(0);
    expect(seriesStep(9, 3, 'previous')).toBe(1);
    expect(seriesStep(-2, 3, 'next')).toBe(1);
  });
});
