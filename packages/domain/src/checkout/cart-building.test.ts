import { describe, expect, it } from 'vitest';
import { KupaError, type ErrorCode } from '../error-codes';
import { checkCartPresentations, checkTicketCartShape, singleCurrency, type CartPresentationFacts } from './cart-building';

const codeOf = (work: () => unknown): ErrorCode | null => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof KupaError ? error.code : null;
  }
};
const p = (id: number, extra: Partial<CartPresentationFacts> = {}): CartPresentationFacts => ({
  id,
  businessId: 2,
  authProfileId: 2,
  currency: 'ILS',
  ...extra,
});

describe('cart building (spec 5)', () => {
  it('answers the shared business and auth profile', () => {
    expect(checkCartPresentations([p(1), p(2)], { businessId: 2, authProfileId: 2 })).toEqual({ businessId: 2, authProfileId: 2 });
    expect(checkCartPresentations([], {})).toBeNull();
  });

  it("refuses presentations of different auth profiles or businesses, or not the cart's", () => {
    expect(codeOf(() => checkCartPresentations([p(1), p(2, { authProfileId: 3 })], {}))).toBe('INCOMPATIBLE_AUTH_PROFILE');
    expect(codeOf(() => checkCartPresentations([p(1), p(2, { businessId: 3 })], {}))).toBe('INCOMPATIBLE_BUSINESS');
    expect(codeOf(() => checkCartPresentations([p(1)], { authProfileId: 9 }))).toBe('INCOMPATIBLE_AUTH_PROFILE');
    expect(codeOf(() => checkCartPresentations([p(1)], { businessId: 9 }))).toBe('INCOMPATIBLE_BUSINESS');
  });

  it('refuses other cart kinds, a filled PayPal payment and a zero voucher payment; an empty cart is a problem', () => {
    expect(codeOf(() => checkTicketCartShape({ seats: [1], memberships: [{}] }))).toBe('CART_KIND_MISMATCH');
    expect(codeOf(() => checkTicketCartShape({ seats: [1], donations: [{}] }))).toBe('CART_KIND_MISMATCH');
    expect(codeOf(() => checkTicketCartShape({ seats: [1], paypal: { token: 'x' } }))).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(checkTicketCartShape({ seats: [1], paypal: {} })).toEqual([]);
    expect(codeOf(() => checkTicketCartShape({ seats: [1], voucherPayments: [{ amount: 10 }, { amount: 0 }] }))).toBe(
      'ZERO_VOUCHER_PAYMENT',
    );
    expect(checkTicketCartShape({ seats: [] })).toEqual([{ code: 'CART_EMPTY' }]);
  });

  it('allows one currency per order', () => {
    expect(singleCurrency(['ILS', 'ILS'])).toBe('ILS');
    expect(singleCurrency([])).toBeNull();
    expect(codeOf(() => singleCurrency(['ILS', 'USD']))).toBe('MIXED_CURRENCIES');
  });
});
