import { describe, expect, it } from 'vitest';
import { newMemberNumber } from './secrets';

describe('newMemberNumber', () => {
  it('draws nine random digits after an M: numbers of members made one after another are not sequential', () => {
    const numbers = Array.from({ length: 50 }, () => newMemberNumber());
    for (const n of numbers) expect(n).toMatch(/^M\d{9}$/);
    expect(new Set(numbers).size).toBe(50);
    const values = numbers.map((n) => Number(n.slice(1)));
    expect(values.slice(1).some((v, i) => Math.abs(v - (values[i] ?? 0)) > 1000)).toBe(true);
  });

  it('draws from the source it is given (the demo passes its seeded one)', () => {
    let i = 0;
    expect(newMemberNumber(() => i++ % 10)).toBe('M012345678');
  });
});
