import { describe, expect, it } from 'vitest';
import { codesOfLines, isCodeEntered, unlockedFrom } from './use-unlocked-codes';

describe('unlocked codes', () => {
  it('takes a voucher reference for one ticket and a discount code for its remaining uses', () => {
    const base = { ticketId: 5, ticketGroupId: 1, name: 'x', price: 0, code: 'V-1' };
    expect(unlockedFrom({ ...base, kind: 'voucher', remainingUses: 9 }).maxUses).toBe(1);
    expect(unlockedFrom({ ...base, kind: 'code', remainingUses: 3 }).maxUses).toBe(3);
    expect(unlockedFrom({ ...base, kind: 'code', remainingUses: null }).maxUses).toBeNull();
  });

  it('recovers the codes of stored lines once each and refuses a code entered twice, whatever its case', () => {
    const codes = codesOfLines([
      { prsntId: 1, ticketGroupId: 1, ticketId: 5, code: 'KUPA10' },
      { prsntId: 1, ticketGroupId: 1, ticketId: 5, code: 'kupa10' },
      { prsntId: 1, ticketGroupId: 1, ticketId: 4 },
    ]);
    expect(codes).toEqual([{ code: 'KUPA10', ticketId: 5, ticketGroupId: 1, maxUses: null }]);
    expect(isCodeEntered(codes, ' kupa10 ')).toBe(true);
    expect(isCodeEntered(codes, 'VIP20')).toBe(false);
  });
});
