import { describe, expect, it } from 'vitest';
import { choicePathOf, ITEM_CHECKOUT_STEPS, itemOrderContext, itemStepOf, needsMemberLogin, pendingOrderKindOf } from './item-steps';

const base = { committed: false, customerKnown: true, loggedIn: false, loginRequired: false };

describe('item checkout steps', () => {
  it('has the spec 2 steps after the choice: a membership starts with the member login', () => {
    expect(ITEM_CHECKOUT_STEPS.vouchers).toEqual(['customerInfo', 'confirmation']);
    expect(ITEM_CHECKOUT_STEPS.memberships).toEqual(['login', 'customerInfo', 'confirmation']);
    expect(ITEM_CHECKOUT_STEPS.donations).toEqual(['customerInfo', 'confirmation']);
    expect(needsMemberLogin('memberships')).toBe(true);
    expect(needsMemberLogin('donations')).toBe(false);
  });

  it('shows the login to a membership buyer nobody logged in as, or whom the server asked to log in', () => {
    expect(itemStepOf('memberships', base)).toBe('login');
    expect(itemStepOf('memberships', { ...base, loggedIn: true })).toBe('customerInfo');
    expect(itemStepOf('memberships', { ...base, loggedIn: true, loginRequired: true })).toBe('login');
    // Until the server said who is logged in, the details are shown rather than a login a member may not need.
    expect(itemStepOf('memberships', { ...base, customerKnown: false })).toBe('customerInfo');
    expect(itemStepOf('vouchers', base)).toBe('customerInfo');
    // A donation of a business with auth.required: the server refused the guest, so the donor logs in.
    expect(itemStepOf('donations', { ...base, loginRequired: true })).toBe('login');
    expect(itemStepOf('donations', { ...base, loggedIn: true })).toBe('customerInfo');
  });

  it('shows the login to a voucher buyer where the business asks for it, or when the server asked for it', () => {
    expect(itemStepOf('vouchers', { ...base, orderNeedsLogin: true })).toBe('login');
    expect(itemStepOf('vouchers', { ...base, orderNeedsLogin: true, loggedIn: true })).toBe('customerInfo');
    expect(itemStepOf('vouchers', { ...base, loggedIn: true, loginRequired: true })).toBe('login');
    expect(itemStepOf('vouchers', { ...base, orderNeedsLogin: false })).toBe('customerInfo');
  });

  it('ends on the confirmation once bought', () => {
    expect(itemStepOf('memberships', { ...base, committed: true })).toBe('confirmation');
    expect(itemStepOf('donations', { ...base, committed: true })).toBe('confirmation');
  });

  it('reads the kind of the address and knows each choice page', () => {
    expect(pendingOrderKindOf('vouchers')).toBe('vouchers');
    expect(pendingOrderKindOf('donations')).toBe('donations');
    expect(pendingOrderKindOf('tickets')).toBeNull();
    expect(pendingOrderKindOf(undefined)).toBeNull();
    expect(choicePathOf('vouchers')).toBe('/system-vouchers');
    expect(choicePathOf('memberships')).toBe('/memberships');
    expect(choicePathOf('donations')).toBe('/donations');
  });

  it("uses the kind's own form configuration in the order's business", () => {
    expect(itemOrderContext({ kind: 'vouchers', businessId: 3, lines: [] })).toEqual({
      kind: 'business',
      businessId: 3,
      formType: 'orderSystemVouchers',
    });
    expect(itemOrderContext({ kind: 'memberships', businessId: 1, lines: [] })).toMatchObject({ formType: 'orderMemberships' });
    expect(itemOrderContext({ kind: 'donations', businessId: 1, lines: [] })).toMatchObject({ formType: 'orderDonations' });
  });
});
