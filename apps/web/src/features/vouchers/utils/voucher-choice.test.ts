import type { SystemVoucherClassOffer } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddVoucher,
  changeQuantity,
  EMPTY_CHOICE,
  groupByBusiness,
  parseOpenValue,
  setAmount,
  totalQuantity,
  voucherOrderOf,
  type VoucherChoice,
} from './voucher-choice';

const offer = (id: number, businessId: number, priceIds: number[], open?: [number, number]): SystemVoucherClassOffer => ({
  SystemVoucherClassId: id,
  SystemVoucherSuperClassId: null,
  businessId,
  businessName: `Business ${businessId}`,
  LoginRequired: false,
  Name: `Class ${id}`,
  Description: null,
  Terms: null,
  Kind: 'value',
  IsOpenValue: open !== undefined,
  MinPrice: open?.[0] ?? null,
  MaxPrice: open?.[1] ?? null,
  ValidityDays: 365,
  CurrencyCode: 'ILS',
  Prices: priceIds.map((p) => ({
    SystemVoucherPriceId: p,
    PriceCode: `P${p}`,
    Name: `${p}`,
    Price: open ? 0 : 100,
    Value: open ? null : 100,
    TicketQuantity: null,
  })),
});
const classes = [offer(1, 2, [11, 12]), offer(2, 2, [21], [50, 1000]), offer(3, 3, [31])];
const add = (choice: VoucherChoice, priceId: number, times = 1) => {
  let c = choice;
  for (let i = 0; i < times; i++) c = changeQuantity(c, priceId, 1);
  return c;
};

describe('voucher quantities (spec 5: at most 10 vouchers)', () => {
  it('adds up to 10 vouchers over all prices and stops there', () => {
    const nine = add(add(EMPTY_CHOICE, 11, 5), 12, 4);
    expect(totalQuantity(nine)).toBe(9);
    expect(canAddVoucher(nine)).toBe(true);
    const ten = add(nine, 21);
    expect(canAddVoucher(ten)).toBe(false);
    expect(add(ten, 11)).toBe(ten);
    expect(totalQuantity(ten)).toBe(10);
  });

  it('never goes below zero', () => {
    const none = changeQuantity(EMPTY_CHOICE, 11, -1);
    expect(none.quantities[11]).toBe(0);
    expect(changeQuantity(add(EMPTY_CHOICE, 11, 2), 11, -1).quantities[11]).toBe(1);
  });
});

describe('parseOpenValue (spec 5: between {min} and {max})', () => {
  const range = { min: 50, max: 1000 };
  it('reads whole and decimal amounts, with a comma or a point, a shekel sign and thousands separators', () => {
    expect(parseOpenValue('120', range)).toEqual({ kind: 'ok', shekels: 120 });
    expect(parseOpenValue(' 75.5 ', range)).toEqual({ kind: 'ok', shekels: 75.5 });
    expect(parseOpenValue('75,50', range)).toEqual({ kind: 'ok', shekels: 75.5 });
    expect(parseOpenValue('₪ 1,000', range)).toEqual({ kind: 'ok', shekels: 1000 });
  });
  it('tells an empty field, a malformed or non-positive amount, and one out of range apart', () => {
    expect(parseOpenValue('', range)).toEqual({ kind: 'empty' });
    expect(parseOpenValue('abc', range)).toEqual({ kind: 'invalid' });
    expect(parseOpenValue('12.345', range)).toEqual({ kind: 'invalid' });
    expect(parseOpenValue('-60', range)).toEqual({ kind: 'invalid' });
    expect(parseOpenValue('0', { min: null, max: null })).toEqual({ kind: 'invalid' });
    expect(parseOpenValue('49.99', range)).toEqual({ kind: 'outOfRange', min: 50, max: 1000 });
    expect(parseOpenValue('1000.01', range)).toEqual({ kind: 'outOfRange', min: 50, max: 1000 });
    expect(parseOpenValue('50', range)).toEqual({ kind: 'ok', shekels: 50 });
  });
});

describe('voucherOrderOf', () => {
  it('builds the cart lines of one business, open values with their amount', () => {
    const choice = setAmount(add(add(EMPTY_CHOICE, 11, 2), 21), 21, '80');
    expect(voucherOrderOf(classes, choice)).toEqual({
      kind: 'ok',
      businessId: 2,
      lines: [
        { SystemVoucherClassId: 1, Prices: [{ SystemVoucherPriceId: 11, selectedQuantity: 2 }] },
        { SystemVoucherClassId: 2, Prices: [{ SystemVoucherPriceId: 21, selectedQuantity: 1, Price: 80 }] },
      ],
    });
  });
  it('refuses nothing chosen, a missing or bad open amount, and two businesses', () => {
    expect(voucherOrderOf(classes, EMPTY_CHOICE)).toEqual({ kind: 'nothingSelected' });
    expect(voucherOrderOf(classes, changeQuantity(add(EMPTY_CHOICE, 11), 11, -1))).toEqual({ kind: 'nothingSelected' });
    expect(voucherOrderOf(classes, add(EMPTY_CHOICE, 21))).toEqual({ kind: 'badAmount', priceId: 21 });
    expect(voucherOrderOf(classes, setAmount(add(EMPTY_CHOICE, 21), 21, '20'))).toEqual({ kind: 'badAmount', priceId: 21 });
    expect(voucherOrderOf(classes, add(add(EMPTY_CHOICE, 11), 31))).toEqual({ kind: 'mixedBusinesses' });
  });
});

describe('groupByBusiness', () => {
  it('groups the classes by business in list order', () => {
    expect(groupByBusiness(classes).map((g) => [g.businessId, g.businessName, g.classes.map((c) => c.SystemVoucherClassId)])).toEqual([
      [2, 'Business 2', [1, 2]],
      [3, 'Business 3', [3]],
    ]);
  });
});
