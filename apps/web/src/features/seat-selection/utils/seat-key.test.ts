import { describe, expect, it } from 'vitest';
import { keyOf, parseSeatKey } from './seat-key';

describe('seat keys', () => {
  it('are "<sectionId>_<x>_<y>" as seats-statusV2 spells them', () => {
    expect(keyOf({ sectionId: 5, x: 12, y: 3 })).toBe('5_12_3');
  });

  it('read back into the same address, negative grid coordinates included', () => {
    expect(parseSeatKey('5_12_3')).toEqual({ sectionId: 5, x: 12, y: 3 });
    expect(parseSeatKey('1_-2_0')).toEqual({ sectionId: 1, x: -2, y: 0 });
    expect(keyOf(parseSeatKey('21_4_2') ?? { sectionId: 0, x: 0, y: 0 })).toBe('21_4_2');
  });

  it('refuse text that is no seat key', () => {
    for (const bad of ['', '5_12', '5_12_3_1', 'a_1_2', '5_1.5_2', ' 5_1_2']) expect(parseSeatKey(bad), bad).toBeNull();
  });
});
