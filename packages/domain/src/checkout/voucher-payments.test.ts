import { describe, expect, it } from 'vitest';
import { applyVoucherPayments, checkPaymentVoucher, type PaymentVoucherRecord } from './voucher-payments';

const TODAY = '2026-11-21';
const v = (reference: string, extra: Partial<PaymentVoucherRecord> = {}): PaymentVoucherRecord => ({
  id: [...reference].reduce((h, c) => h * 31 + c.charCodeAt(0), 7),
  reference,
  businessId: 2,
  kind: 'value',
  balanceAgorot: 10000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'active',
  isCustomerVoucher: false,
  ...extra,
});
const ctx = { businessId: 2, today: TODAY };

describe('a voucher as payment', () => {
  it('accepts an active value voucher of the business with balance', () => {
    expect(checkPaymentVoucher(v('GIFT'), 2, TODAY)).toBeNull();
  });

  it('answers SYSTEM_VOUCHER_NOT_FOUND, SYSTEM_VOUCHER_NOT_ACTIVE, VOUCHER_EXPIRED, VOUCHER_NO_BALANCE', () => {
    expect(checkPaymentVoucher(undefined, 2, TODAY)).toBe('SYSTEM_VOUCHER_NOT_FOUND');
    expect(checkPaymentVoucher(v('G', { businessId: 3 }), 2, TODAY)).toBe('SYSTEM_VOUCHER_NOT_FOUND');
    expect(checkPaymentVoucher(v('G', { kind: 'tickets' }), 2, TODAY)).toBe('SYSTEM_VOUCHER_NOT_FOUND');
    expect(checkPaymentVoucher(v('G', { status: 'cancelled' }), 2, TODAY)).toBe('SYSTEM_VOUCHER_NOT_ACTIVE');
    expect(checkPaymentVoucher(v('G', { endDate: '2026-11-20' }), 2, TODAY)).toBe('VOUCHER_EXPIRED');
    expect(checkPaymentVoucher(v('G', { balanceAgorot: 0 }), 2, TODAY)).toBe('VOUCHER_NO_BALANCE');
  });
});

describe('voucher payments of an order', () => {
  it('pays part of the order and leaves the rest due', () => {
    const plan = applyVoucherPayments(9000, [{ reference: 'gift', amountAgorot: 3000 }], new Map([['GIFT', v('GIFT')]]), ctx);
    expect(plan.problems).toEqual([]);
    expect(plan.voucherAgorot).toBe(3000);
    expect(plan.amountDueAgorot).toBe(6000);
    expect(plan.applied[0]).toMatchObject({ amountAgorot: 3000, balanceBeforeAgorot: 10000, balanceAfterAgorot: 7000, capped: false });
  });

  it('caps the voucher that would pay more than the total', () => {
    const vouchers = new Map([
      ['GIFT', v('GIFT')],
      ['GIFT2', v('GIFT2')],
    ]);
    const plan = applyVoucherPayments(
      9000,
      [
        { reference: 'GIFT', amountAgorot: 6000 },
        { reference: 'GIFT2', amountAgorot: 5000 },
      ],
      vouchers,
      ctx,
    );
    expect(plan.applied.map((a) => [a.amountAgorot, a.capped])).toEqual([
      [6000, false],
      [3000, true],
    ]);
    expect(plan.amountDueAgorot).toBe(0);
  });

  it('refuses more than the balance, and pays nothing from a voucher with a problem', () => {
    const plan = applyVoucherPayments(
      9000,
      [
        { reference: 'GIFT', amountAgorot: 10001 },
        { reference: 'NONE', amountAgorot: 100 },
      ],
      new Map([['GIFT', v('GIFT')]]),
      ctx,
    );
    expect(plan.problems).toEqual([
      { code: 'VOUCHER_NO_BALANCE', details: { voucher: 'GIFT' } },
      { code: 'SYSTEM_VOUCHER_NOT_FOUND', details: { voucher: 'NONE' } },
    ]);
    expect(plan.amountDueAgorot).toBe(9000);
  });

  it('needs a customer voucher combined with another voucher', () => {
    const vouchers = new Map([
      ['CUST', v('CUST', { isCustomerVoucher: true })],
      ['GIFT', v('GIFT')],
    ]);
    expect(applyVoucherPayments(9000, [{ reference: 'CUST', amountAgorot: 1000 }], vouchers, ctx).problems).toEqual([
      { code: 'CUSTOMER_VOUCHER_MUST_BE_COMBINED' },
    ]);
    expect(
      applyVoucherPayments(
        9000,
        [
          { reference: 'CUST', amountAgorot: 1000 },
          { reference: 'GIFT', amountAgorot: 1000 },
        ],
        vouchers,
        ctx,
      ).problems,
    ).toEqual([]);
  });
});
