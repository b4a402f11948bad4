import { describe, expect, it } from 'vitest';
import { defaultVoucherAmount, parseVoucherAmount } from './voucher-amount';

describe('voucher amount default', () => {
  it('takes what the order still needs, up to the balance', () => {
    expect(defaultVoucherAmount(100, 64.5)).toBe(64.5);
    expect(defaultVoucherAmount(30, 64.5)).toBe(30);
    expect(defaultVoucherAmount(0.1 + 0.2, 5)).toBe(0.3);
  });

  it('never offers a negative amount', () => {
    expect(defaultVoucherAmount(50, 0)).toBe(0);
    expect(defaultVoucherAmount(50, -3)).toBe(0);
  });
});

describe('voucher amount entered', () => {
  it('accepts positive amounts with up to two decimals within the balance', () => {
    expect(parseVoucherAmount('20', 50)).toBe(20);
    expect(parseVoucherAmount(' 12,50 ', 50)).toBe(12.5);
    expect(parseVoucherAmount('50.00', 50)).toBe(50);
  });

  it('refuses zero, too much, and what is no amount', () => {
    expect(parseVoucherAmount('0', 50)).toBeUndefined();
    expect(parseVoucherAmount('50.01', 50)).toBeUndefined();
    expect(parseVoucherAmount('-5', 50)).toBeUndefined();
    expect(parseVoucherAmount('1.234', 50)).toBeUndefined();
    expect(parseVoucherAmount('abc', 50)).toBeUndefined();
    expect(parseVoucherAmount('', 50)).toBeUndefined();
  });
});
