import { describe, expect, it } from 'vitest';
import {
  checkSeniorId,
  loyaltyProblems,
  matchReferenceOptions,
  memberBalanceProblems,
  memberForTicket,
  memberStanding,
  type MemberRecord,
} from './member-benefits';

const member = (extra: Partial<MemberRecord> = {}): MemberRecord => ({
  id: 1,
  membershipId: 32,
  memberNumber: 'M1',
  balance: 2,
  usedBalance: 0,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'active',
  ...extra,
});
const DATE = '2026-11-21';

describe('membership redemption and member-only tickets', () => {
  it("finds the active member of the ticket's membership", () => {
    expect(memberForTicket([member({ id: 2, membershipId: 31 }), member()], 32, DATE)).toEqual({ member: member() });
  });

  it('answers MEMBER_NOT_FOUND, NO_VALID_MEMBER, MEMBERSHIP_NOT_STARTED, MEMBERSHIP_EXPIRED', () => {
    expect(memberForTicket([], 32, DATE)).toEqual({ code: 'MEMBER_NOT_FOUND' });
    expect(memberForTicket([member({ membershipId: 31 })], 32, DATE)).toEqual({ code: 'NO_VALID_MEMBER' });
    expect(memberForTicket([member({ status: 'cancelled' })], 32, DATE)).toEqual({ code: 'NO_VALID_MEMBER' });
    expect(memberForTicket([member({ startDate: '2026-11-22' })], 32, DATE)).toEqual({ code: 'MEMBERSHIP_NOT_STARTED' });
    expect(memberForTicket([member({ endDate: '2026-11-20' })], 32, DATE)).toEqual({ code: 'MEMBERSHIP_EXPIRED' });
    expect(memberStanding(member(), '2026-12-31')).toBe('active');
  });

  it("consumes the member's balance, one ticket per line", () => {
    const m = member({ balance: 2, usedBalance: 1 });
    expect(
      memberBalanceProblems([
        { lineIndex: 0, member: m },
        { lineIndex: 1, member: m },
      ]),
    ).toEqual([]);
    expect(memberBalanceProblems([0, 1, 2].map((lineIndex) => ({ lineIndex, member: m })))).toEqual([
      { code: 'MEMBER_BALANCE_INSUFFICIENT', lineIndex: 2 },
    ]);
  });
});

describe('senior citizen benefit', () => {
  it('needs a valid Israeli ID number', () => {
    expect(checkSeniorId('031845621')).toBeNull();
    expect(checkSeniorId('031845622')).toBe('INVALID_ID');
    expect(checkSeniorId(null)).toBe('INVALID_ID');
  });
});

describe('hotel guest references', () => {
  const options = [{ id: 1, reference1: 'Dan Hotel', reference2: null, quantityLeft: 1 }];
  it('matches ref1 to an eligible option with tickets left, ignoring case and spaces', () => {
    const r = matchReferenceOptions([{ lineIndex: 0, ref1: ' dan hotel ', options }]);
    expect(r.problems).toEqual([]);
    expect(r.optionByLine.get(0)?.id).toBe(1);
  });

  it('answers REFERENCE_NOT_ELIGIBLE for a missing or unknown reference, or one used up by earlier lines', () => {
    const r = matchReferenceOptions([
      { lineIndex: 0, ref1: 'Dan Hotel', options },
      { lineIndex: 1, ref1: 'Dan Hotel', options },
      { lineIndex: 2, ref1: 'Other', options },
      { lineIndex: 3, ref1: null, options },
    ]);
    expect(r.problems.map((p) => p.lineIndex)).toEqual([1, 2, 3]);
    expect(r.problems.every((p) => p.code === 'REFERENCE_NOT_ELIGIBLE')).toBe(true);
  });
});

describe('loyalty points', () => {
  it('needs the logged-in customer and enough points for all lines together', () => {
    expect(loyaltyProblems([], null)).toEqual([]);
    expect(loyaltyProblems([{ lineIndex: 0, points: 48 }], null)).toEqual([{ code: 'LOGIN_REQUIRED', lineIndex: 0 }]);
    expect(
      loyaltyProblems(
        [
          { lineIndex: 0, points: 48 },
          { lineIndex: 1, points: 48 },
        ],
        100,
      ),
    ).toEqual([]);
    expect(
      loyaltyProblems(
        [
          { lineIndex: 0, points: 48 },
          { lineIndex: 1, points: 48 },
        ],
        90,
      ),
    ).toEqual([{ code: 'POINTS_BALANCE_INSUFFICIENT', lineIndex: 1 }]);
  });
});
