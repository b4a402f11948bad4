import { describe, expect, it } from 'vitest';
import { parseCardExpiry } from '@kupa/domain';
import { cardDigits, formatCardNumber, formatExpiryInput } from './card-format';

describe('card number formatting', () => {
  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumber('4580000000000000')).toBe('4580 0000 0000 0000');
    expect(formatCardNumber('4580-0000 00')).toBe('4580 0000 00');
    expect(formatCardNumber('45a8')).toBe('458');
    expect(formatCardNumber('')).toBe('');
  });

  it('groups American Express as 4-6-5', () => {
    expect(formatCardNumber('375500000000006')).toBe('3755 000000 00006');
  });

  it('keeps at most 19 digits', () => {
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
    expect(formatCardNumber('1'.repeat(19))).toBe('1111 1111 1111 1111 111');
  });
});

describe('expiry', () => {
  it('formats as MM/YY while typing', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/27')).toBe('12/27');
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('122799')).toBe('12/27');
  });

  it('keeps the month of a pasted date', () => {
    expect(formatExpiryInput('3/2027')).toBe('03/27');
    expect(formatExpiryInput('03/27')).toBe('03/27');
    expect(formatExpiryInput('3/')).toBe('03');
  });

  it('gives what the payment rules read as a month and year', () => {
    expect(parseCardExpiry(formatExpiryInput('0327'))).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry(formatExpiryInput('3/2027'))).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry(formatExpiryInput('1327'))).toBeUndefined();
  });
});
