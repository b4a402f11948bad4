import { describe, expect, it } from 'vitest';
import { catalogueCode, withoutVoucher, withVoucher } from './voucher-cart';

describe('voucher payments in the cart', () => {
  it('adds, replaces and removes a voucher by its reference', () => {
    const one = withVoucher({}, { systemVoucher: 'GV-1', amount: 20, id: 1 });
    expect(one.voucherPayments).toEqual([{ systemVoucher: 'GV-1', amount: 20, id: 1 }]);
    const two = withVoucher(one, { systemVoucher: 'GV-2', amount: 5 });
    const replaced = withVoucher(two, { systemVoucher: 'GV-1', amount: 30, id: 1 });
    expect(replaced.voucherPayments?.map((v) => [v.systemVoucher, v.amount])).toEqual([
      ['GV-2', 5],
      ['GV-1', 30],
    ]);
    expect(withoutVoucher(replaced, 'GV-2').voucherPayments).toEqual([{ systemVoucher: 'GV-1', amount: 30, id: 1 }]);
  });

  it('keeps the rest of the cart', () => {
    const cart = { isHold: false, customerInfo: { FirstName: 'Dana' } };
    expect(withVoucher(cart, { systemVoucher: 'GV-1', amount: 1 })).toMatchObject(cart);
  });

  it('recognises catalogue codes only', () => {
    expect(catalogueCode('VOUCHER_EXPIRED')).toBe('VOUCHER_EXPIRED');
    expect(catalogueCode('SOMETHING_ELSE')).toBeNull();
  });
});
