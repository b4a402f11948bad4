import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  changeQuantity,
  initialQuantities,
  membershipLineOf,
  renewableMember,
  totalPrice,
  totalQuantity,
} from './membership-selection';

const price = (id: number, code: string, Price: number) => ({
  MembershipPriceId: id,
  PriceCode: code,
  Name: code,
  Price,
  currency: { CurrencyCode: 'ILS', CurrencySymbol: '₪' },
  DiscountId: null,
  SystemVoucherReference: null,
});
const membership = { MembershipId: 32, prices: [price(1, 'A', 300), price(2, 'B', 199.9)] };
const member = (memberNumber: string, membershipId: number, endDate: string) => ({
  memberNumber,
  membershipId,
  membershipName: 'Club',
  startDate: '2026-01-01',
  endDate,
  isExpired: false,
  isNotStarted: false,
  allowsHold: false,
  balance: 0,
  pointsBalance: 0,
});

describe('membership selection', () => {
  it('steps quantities between zero and a total of 5', () => {
    let q = changeQuantity({}, 1, -1);
    expect(q).toEqual({});
    for (let i = 0; i < 7; i++) q = changeQuantity(q, i % 2 === 0 ? 1 : 2, 1);
    expect(totalQuantity(q)).toBe(5);
    expect(canAddMore(q)).toBe(false);
    expect(changeQuantity(q, 2, -1)).toEqual({ 1: 3, 2: 1 });
  });

  it('preselects the price of the address, by its code', () => {
    expect(initialQuantities(membership, 'b')).toEqual({ 2: 1 });
    expect(initialQuantities(membership, 'Z')).toEqual({});
    expect(initialQuantities(membership, undefined)).toEqual({});
  });

  it('totals exactly and builds the cart line of the chosen prices, with the renewed member number', () => {
    expect(totalPrice(membership, { 1: 1, 2: 3 })).toBe(899.7);
    expect(membershipLineOf(membership, { 1: 0, 2: 2 }, 'M123')).toEqual({
      MembershipId: 32,
      prices: [{ MembershipPriceId: 2, selectedQuantity: 2, currency: { CurrencyCode: 'ILS' } }],
      renewMemberNumber: 'M123',
    });
    expect(membershipLineOf(membership, { 1: 1 }, null)).not.toHaveProperty('renewMemberNumber');
  });

  it("offers to renew the customer's member of this membership ending within 30 days, or ended less than 30 days ago", () => {
    const today = '2026-11-21';
    const customer = { members: [member('FAR', 32, '2027-03-01'), member('SOON', 32, '2026-12-15'), member('OTHER', 31, '2026-12-01')] };
    expect(renewableMember(customer, 32, today)?.memberNumber).toBe('SOON');
    expect(renewableMember({ members: [member('LAPSED', 32, '2026-11-01')] }, 32, today)?.memberNumber).toBe('LAPSED');
    expect(renewableMember({ members: [member('GONE', 32, '2026-10-01')] }, 32, today)).toBeNull();
    expect(renewableMember(null, 32, today)).toBeNull();
  });
});
