import type { DonationChoice } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { checkCustomAmount, donationLineOf, parseShekels } from './donation-choice';

const DONATION: DonationChoice = {
  id: 7,
  businessId: 1,
  code: 'FUND',
  name: 'Fund',
  description: null,
  currency: 'ILS',
  amounts: [
    { id: 71, amount: 18 },
    { id: 72, amount: 36 },
  ],
  customAmount: { id: 79, min: 10, max: 5000 },
};

describe('parseShekels', () => {
  it('reads whole shekels and up to two decimals with a point or a comma', () => {
    expect(parseShekels('50')).toBe(50);
    expect(parseShekels(' 72.5 ')).toBe(72.5);
    expect(parseShekels('72,50')).toBe(72.5);
    expect(parseShekels('0.07')).toBe(0.07);
    expect(parseShekels('₪ 100')).toBe(100);
    expect(parseShekels('-20')).toBe(-20);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '1,000.00', '5e3', '12.', '.5', '1 000']) expect(parseShekels(text)).toBeNull();
  });
});

describe('checkCustomAmount', () => {
  const range = { min: 10, max: 5000 };
  it('accepts an amount within the range, both ends included', () => {
    expect(checkCustomAmount('10', range)).toEqual({ kind: 'ok', amount: 10 });
    expect(checkCustomAmount('5000', range)).toEqual({ kind: 'ok', amount: 5000 });
    expect(checkCustomAmount('72,5', range)).toEqual({ kind: 'ok', amount: 72.5 });
  });

  it('names the rule an amount breaks: empty, not a number, zero or less, out of range', () => {
    expect(checkCustomAmount(' ', range)).toEqual({ kind: 'code', code: 'NOTHING_SELECTED' });
    expect(checkCustomAmount('ten', range)).toEqual({ kind: 'notANumber' });
    expect(checkCustomAmount('0', range)).toEqual({ kind: 'code', code: 'INVALID_AMOUNT' });
    expect(checkCustomAmount('-5', range)).toEqual({ kind: 'code', code: 'INVALID_AMOUNT' });
    expect(checkCustomAmount('9.99', range)).toEqual({ kind: 'code', code: 'OPEN_VALUE_OUT_OF_RANGE' });
    expect(checkCustomAmount('5000.01', range)).toEqual({ kind: 'code', code: 'OPEN_VALUE_OUT_OF_RANGE' });
  });
});

describe('donationLineOf', () => {
  it('makes the cart line of a fixed amount, once', () => {
    expect(donationLineOf(DONATION, { kind: 'fixed', amountId: 72 }, 'ignored')).toEqual({
      kind: 'ok',
      line: { id: 7, donationDetails: [{ id: 72, selectedQuantity: 1 }] },
    });
  });

  it('makes the cart line of a custom amount with the amount in shekels', () => {
    expect(donationLineOf(DONATION, { kind: 'custom' }, '250')).toEqual({
      kind: 'ok',
      line: { id: 7, donationDetails: [{ id: 79, customAmount: 250 }] },
    });
    expect(donationLineOf(DONATION, { kind: 'custom' }, '5')).toEqual({ kind: 'code', code: 'OPEN_VALUE_OUT_OF_RANGE' });
  });

  it('needs a choice, an amount of this donation, and a custom option for a custom amount', () => {
    expect(donationLineOf(DONATION, null, '')).toEqual({ kind: 'code', code: 'NOTHING_SELECTED' });
    expect(donationLineOf(DONATION, { kind: 'fixed', amountId: 99 }, '')).toEqual({ kind: 'code', code: 'NOTHING_SELECTED' });
    expect(donationLineOf({ ...DONATION, customAmount: null }, { kind: 'custom' }, '50')).toEqual({
      kind: 'code',
      code: 'NOTHING_SELECTED',
    });
  });
});
