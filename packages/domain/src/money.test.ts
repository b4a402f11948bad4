import { describe, expect, it } from 'vitest';
import { addMoney, money, toMajorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('keeps whole minor units only', () => {
    expect(money(4250)).toEqual({ amount: 4250, currency: 'ILS' });
    expect(() => money(42.5)).toThrow(RangeError);
  });

  it('converts between shekels and agorot without float drift', () => {
    expect(toMinorUnits(19.9)).toBe(1990);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMajorUnits(1990)).toBe(19.9);
    expect(toMinorUnits(-12.345)).toBe(-1235);
  });

  it('refuses to add different currencies', () => {
    expect(addMoney(money(100), money(250)).amount).toBe(350);
    expect(() => addMoney(money(100), money(100, 'USD'))).toThrow(/Cannot add/);
  });
});
