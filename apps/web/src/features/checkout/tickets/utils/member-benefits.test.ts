import type { CartSeat, CustomerInfoView } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { ownMemberNumber, pointsLeft, withOwnMemberNumbers } from './member-benefits';
import type { TicketGroup, TicketType } from './ticket-lines';

const base: TicketType = {
  id: 1,
  name: 'Regular',
  description: null,
  kind: 'regular',
  price: 45,
  serviceCharge: 0,
  multiplyFactor: 1,
  requiresCode: false,
  ref1prompt: null,
  ref2prompt: null,
  minQuantity: null,
  maxQuantity: null,
  requiredWithTicketId: null,
  loyaltyPointsPrice: null,
  membershipId: null,
  systemVoucherClassId: null,
  walkin: false,
};
const MEMBERSHIP = { ...base, id: 2, kind: 'membership' as const, price: 0, membershipId: 30 };
const MEMBER_ONLY = { ...base, id: 3, kind: 'memberOnly' as const, price: 30, membershipId: 30 };
const groups: TicketGroup[] = [{ id: 9, name: 'Hall', color: null, tickets: [base, MEMBERSHIP, MEMBER_ONLY] }];

const member = (memberNumber: string, patch: Partial<CustomerInfoView['members'][number]> = {}) => ({
  memberNumber,
  membershipId: 30,
  membershipName: 'Annual',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  isExpired: false,
  isNotStarted: false,
  allowsHold: true,
  balance: 3,
  pointsBalance: 120,
  ...patch,
});
const customer = (members: CustomerInfoView['members'], points = 120): CustomerInfoView => ({
  CustomerId: 70,
  FirstName: 'Noa',
  LastName: 'Cohen',
  SSN: null,
  EmailAddress1: null,
  MobileNumber1: '0521234567',
  IsEmailAllowed: false,
  IsSMSAllowed: false,
  LoyaltyPoints: points,
  MagCards: [],
  members,
});
const line = (ticketId: number, extra: Partial<CartSeat> = {}): CartSeat => ({ prsntId: 5, ticketGroupId: 9, ticketId, ...extra });

describe("the logged-in member's own number (issue 14)", () => {
  it("picks a current member of the ticket's membership, one with tickets left for a membership ticket", () => {
    const noa = customer([member('M-OLD', { isExpired: true }), member('M-EMPTY', { balance: 0 }), member('M-OK')]);
    expect(ownMemberNumber(MEMBERSHIP, noa)).toBe('M-OK');
    expect(ownMemberNumber(MEMBER_ONLY, noa)).toBe('M-EMPTY');
    expect(ownMemberNumber({ ...MEMBERSHIP, membershipId: 31 }, noa)).toBeNull();
    expect(ownMemberNumber(MEMBERSHIP, null)).toBeNull();
  });

  it('fills every membership and member-only line without a number, and leaves the others alone', () => {
    const lines = [line(1), line(2), line(2), line(3, { memberNumber: 'M-TYPED' })];
    expect(withOwnMemberNumbers(lines, groups, customer([member('M1')])).map((l) => l.memberNumber ?? null)).toEqual([
      null,
      'M1',
      'M1',
      'M-TYPED',
    ]);
    expect(withOwnMemberNumbers(lines, groups, null)).toEqual(lines);
  });
});

describe('points left', () => {
  it('goes down by the points of the tickets chosen, never below zero; none without a customer', () => {
    expect(pointsLeft(customer([], 120), { pointsTotal: 0 })).toBe(120);
    expect(pointsLeft(customer([], 120), { pointsTotal: 30 })).toBe(90);
    expect(pointsLeft(customer([], 20), { pointsTotal: 30 })).toBe(0);
    expect(pointsLeft(null, { pointsTotal: 30 })).toBeNull();
  });
});
