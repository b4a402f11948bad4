import { describe, expect, it } from 'vitest';
import {
  checkTicketCode,
  checkTicketVoucher,
  isWithinValidity,
  remainingCodeUses,
  repeatedCodeProblems,
  type TicketCodeRecord,
  type TicketVoucherRecord,
} from './ticket-codes';

const NOW = new Date('2026-11-21T10:00:00.000Z'); // 12:00 in Jerusalem
const code = (extra: Partial<TicketCodeRecord> = {}): TicketCodeRecord => ({
  id: 1,
  code: 'KUPA10',
  pricePolicyId: 23,
  maxUses: null,
  usedCount: 0,
  validFrom: null,
  validUntil: null,
  ...extra,
});
const voucher = (extra: Partial<TicketVoucherRecord> = {}): TicketVoucherRecord => ({
  id: 5,
  reference: 'TV-1',
  classId: 9,
  quantity: 2,
  redeemedQuantity: 0,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'active',
  ...extra,
});

describe('discount codes (spec 5: code lookups)', () => {
  it("accepts a valid code of the line's ticket type", () => {
    expect(checkTicketCode(code(), new Set([23]), NOW)).toBeNull();
  });

  it('answers TICKET_CODE_NOT_FOUND for no code, a code out of its window or with no uses left', () => {
    expect(checkTicketCode(undefined, new Set([23]), NOW)).toBe('TICKET_CODE_NOT_FOUND');
    expect(checkTicketCode(code({ validUntil: '2026-11-20' }), new Set([23]), NOW)).toBe('TICKET_CODE_NOT_FOUND');
    expect(checkTicketCode(code({ validFrom: '2026-11-21T11:00:00.000Z' }), new Set([23]), NOW)).toBe('TICKET_CODE_NOT_FOUND');
    expect(checkTicketCode(code({ maxUses: 3, usedCount: 3 }), new Set([23]), NOW)).toBe('TICKET_CODE_NOT_FOUND');
  });

  it('answers TICKET_NOT_IN_EVENT for a code of another ticket type', () => {
    expect(checkTicketCode(code({ pricePolicyId: 99 }), new Set([23]), NOW)).toBe('TICKET_NOT_IN_EVENT');
  });

  it('counts a local-date validity bound as the whole day', () => {
    expect(isWithinValidity(NOW, '2026-11-21', '2026-11-21')).toBe(true);
    expect(isWithinValidity(new Date('2026-11-21T22:30:00.000Z'), null, '2026-11-21')).toBe(false); // 00:30 on the 22nd in Jerusalem
  });

  it('refuses the same code on more lines than it has uses left (CODE_ALREADY_ENTERED)', () => {
    expect(remainingCodeUses(code({ maxUses: 2, usedCount: 1 }))).toBe(1);
    const lines = [
      { lineIndex: 0, key: 'A' },
      { lineIndex: 1, key: 'A' },
      { lineIndex: 2, key: 'B' },
      { lineIndex: 3, key: 'B' },
    ];
    expect(
      repeatedCodeProblems(
        lines,
        new Map([
          ['A', 1],
          ['B', null],
        ]),
      ),
    ).toEqual([{ code: 'CODE_ALREADY_ENTERED', lineIndex: 1 }]);
  });
});

describe('ticket vouchers', () => {
  it("accepts a voucher of the ticket's class with tickets left", () => {
    expect(checkTicketVoucher(voucher(), 9, '2026-11-21')).toBeNull();
  });

  it('answers SYSTEM_VOUCHER_NOT_FOUND, VOUCHER_EXPIRED and VOUCHER_NO_BALANCE', () => {
    expect(checkTicketVoucher(undefined, 9, '2026-11-21')).toBe('SYSTEM_VOUCHER_NOT_FOUND');
    expect(checkTicketVoucher(voucher({ classId: 8 }), 9, '2026-11-21')).toBe('SYSTEM_VOUCHER_NOT_FOUND');
    expect(checkTicketVoucher(voucher({ endDate: '2026-11-20' }), 9, '2026-11-21')).toBe('VOUCHER_EXPIRED');
    expect(checkTicketVoucher(voucher({ redeemedQuantity: 2 }), 9, '2026-11-21')).toBe('VOUCHER_NO_BALANCE');
  });
});
