import { describe, expect, it } from 'vitest';
import { KupaError } from '../error-codes';
import { checkItemQuantity, checkOpenValue, formTypeOfOrderKind, orderKindOf } from './order-kinds';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof KupaError ? error.code : 'other';
  }
};

describe('order kinds (spec 4 One cart kind at a time)', () => {
  it('answers the one kind a cart holds, tickets when it holds nothing', () => {
    expect(orderKindOf({})).toBe('tickets');
    expect(orderKindOf({ seats: [1] })).toBe('tickets');
    expect(orderKindOf({ vouchers: [1] })).toBe('vouchers');
    expect(orderKindOf({ memberships: [1], seats: [] })).toBe('memberships');
    expect(orderKindOf({ donations: [1] })).toBe('donations');
    expect(orderKindOf({ videos: [1], seats: [] })).toBe('vod');
  });

  it('refuses two kinds in one cart', () => {
    expect(codeOf(() => orderKindOf({ seats: [1], vouchers: [1] }))).toBe('CART_KIND_MISMATCH');
    expect(codeOf(() => orderKindOf({ donations: [1], memberships: [1] }))).toBe('CART_KIND_MISMATCH');
    expect(codeOf(() => orderKindOf({ seats: [1], videos: [1] }))).toBe('CART_KIND_MISMATCH');
  });

  it('names the form configuration of each kind', () => {
    expect(formTypeOfOrderKind('tickets')).toBe('order');
    expect(formTypeOfOrderKind('vod')).toBe('order');
    expect(formTypeOfOrderKind('vouchers')).toBe('orderSystemVouchers');
    expect(formTypeOfOrderKind('memberships')).toBe('orderMemberships');
    expect(formTypeOfOrderKind('donations')).toBe('orderDonations');
  });
});

describe('open values and quantities (spec 5 Purchases)', () => {
  it('accepts a value within the range, the ends included', () => {
    expect(codeOf(() => checkOpenValue(5000, { minAgorot: 5000, maxAgorot: 50000 }))).toBeNull();
    expect(codeOf(() => checkOpenValue(50000, { minAgorot: 5000, maxAgorot: 50000 }))).toBeNull();
  });

  it('refuses a value outside the range, zero, negative or fractional agorot', () => {
    expect(codeOf(() => checkOpenValue(4999, { minAgorot: 5000, maxAgorot: 50000 }))).toBe('OPEN_VALUE_OUT_OF_RANGE');
    expect(codeOf(() => checkOpenValue(50001, { minAgorot: 5000, maxAgorot: 50000 }))).toBe('OPEN_VALUE_OUT_OF_RANGE');
    expect(codeOf(() => checkOpenValue(0, { minAgorot: null, maxAgorot: null }))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => checkOpenValue(-100, { minAgorot: null, maxAgorot: null }))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => checkOpenValue(10.5, { minAgorot: null, maxAgorot: null }))).toBe('INVALID_AMOUNT');
  });

  it('holds vouchers to 10 and memberships to 5 per order, and at least one', () => {
    expect(codeOf(() => checkItemQuantity('vouchers', 10))).toBeNull();
    expect(codeOf(() => checkItemQuantity('vouchers', 11))).toBe('MAX_VOUCHERS_EXCEEDED');
    expect(codeOf(() => checkItemQuantity('memberships', 5))).toBeNull();
    expect(codeOf(() => checkItemQuantity('memberships', 6))).toBe('MAX_MEMBERSHIPS_EXCEEDED');
    expect(codeOf(() => checkItemQuantity('memberships', 0))).toBe('NOTHING_SELECTED');
  });
});
