import { describe, expect, it } from 'vitest';
import { voucherStateOf, type VoucherStateFacts } from './voucher-states';

const value: VoucherStateFacts = {
  kind: 'value',
  status: 'active',
  isForReplacement: false,
  initialValueAgorot: 10000,
  balanceAgorot: 10000,
  quantity: null,
  redeemedQuantity: 0,
  endDate: '2026-12-31',
};
const tickets: VoucherStateFacts = { ...value, kind: 'tickets', initialValueAgorot: null, balanceAgorot: null, quantity: 2 };
const today = '2026-11-26';

describe('voucherStateOf (spec 4 Voucher states)', () => {
  it('an untouched voucher within its dates is active', () => {
    expect(voucherStateOf(value, today)).toBe('active');
    expect(voucherStateOf(tickets, today)).toBe('active');
    expect(voucherStateOf(value, '2026-12-31')).toBe('active');
  });

  it('a partly spent voucher is partially used', () => {
    expect(voucherStateOf({ ...value, balanceAgorot: 2500 }, today)).toBe('partiallyUsed');
    expect(voucherStateOf({ ...tickets, redeemedQuantity: 1 }, today)).toBe('partiallyUsed');
  });

  it('a voucher with nothing left is used, even past its end date', () => {
    expect(voucherStateOf({ ...value, balanceAgorot: 0 }, today)).toBe('used');
    expect(voucherStateOf({ ...tickets, redeemedQuantity: 2 }, '2027-06-01')).toBe('used');
  });

  it('a voucher past its end date with something left is expired', () => {
    expect(voucherStateOf({ ...value, balanceAgorot: 5000 }, '2027-01-01')).toBe('expired');
  });

  it('cancelled wins over everything, then for replacement', () => {
    expect(voucherStateOf({ ...value, status: 'cancelled', balanceAgorot: 0 }, today)).toBe('cancelled');
    expect(voucherStateOf({ ...tickets, isForReplacement: true }, '2027-06-01')).toBe('forReplacement');
  });
});
