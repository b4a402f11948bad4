import { describe, expect, it } from 'vitest';
import {
  cardLast4,
  detectCardBrand,
  isCardExpired,
  isValidCardNumber,
  isValidCvv,
  isValidNumberOfPayments,
  normaliseCardNumber,
  normaliseExpiry,
  passesLuhn,
} from './card-rules';

describe('card rules', () => {
  it('normalises spaces and dashes and refuses other characters', () => {
    expect(normaliseCardNumber('4580 0000-0000 0000')).toBe('4580000000000000');
    expect(normaliseCardNumber('4580x000')).toBeUndefined();
    expect(normaliseCardNumber('')).toBeUndefined();
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4580000000000000')).toBe(true);
    expect(passesLuhn('4012888888881881')).toBe(true);
    expect(passesLuhn('4580000000000001')).toBe(false);
    expect(passesLuhn('abc')).toBe(false);
  });

  it('detects brands by prefix and length', () => {
    expect(detectCardBrand('4580000000000000')).toBe('visa');
    expect(detectCardBrand('5326100000000004')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('375500000000006')).toBe('amex');
    expect(detectCardBrand('3755000000000060')).toBeUndefined();
    expect(detectCardBrand('45800000000000')).toBeUndefined();
    expect(detectCardBrand('6011000000000004')).toBe('other');
    expect(detectCardBrand('12345674')).toBeUndefined(); // Isracard-style 8 digits: invalid here
    expect(detectCardBrand('12345678901234567890')).toBeUndefined();
  });

  it('validates whole numbers', () => {
    expect(isValidCardNumber('4580 0000 0000 0000')).toBe(true);
    expect(isValidCardNumber('4580 0000 0000 0001')).toBe(false);
    expect(isValidCardNumber('123456782')).toBe(false);
  });

  it('validates CVV as 3 or 4 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });

  it('normalises expiry and treats a card as good through its expiry month', () => {
    expect(normaliseExpiry(3, 27)).toEqual({ month: 3, year: 2027 });
    expect(normaliseExpiry(13, 2027)).toBeUndefined();
    expect(normaliseExpiry(0, 2027)).toBeUndefined();
    expect(normaliseExpiry(1.5, 2027)).toBeUndefined();
    expect(normaliseExpiry(1, 1999)).toBeUndefined();
    const now = new Date('2026-05-31T23:00:00Z');
    expect(isCardExpired(5, 2026, now)).toBe(false);
    expect(isCardExpired(4, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2025, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(6, 26, now)).toBe(false);
    expect(isCardExpired(13, 2030, now)).toBe(true);
  });

  it('accepts 1 to 12 payments', () => {
    expect(isValidNumberOfPayments(1)).toBe(true);
    expect(isValidNumberOfPayments(12)).toBe(true);
    expect(isValidNumberOfPayments(0)).toBe(false);
    expect(isValidNumberOfPayments(13)).toBe(false);
    expect(isValidNumberOfPayments(2.5)).toBe(false);
  });

  it('keeps only the last four digits', () => {
    expect(cardLast4('4580000000000018')).toBe('0018');
  });
});
