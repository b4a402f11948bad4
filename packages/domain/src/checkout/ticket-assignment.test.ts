import { describe, expect, it } from 'vitest';
import { KupaError } from '../error-codes';
import { autoAssignedTicket, requireAutoAssignedTicket, type AssignableTicket } from './ticket-assignment';

const ticket = (id: number, extra: Partial<AssignableTicket> = {}): AssignableTicket => ({
  id,
  ticketGroupId: 1,
  multiplyFactor: 1,
  hasReferencePrompt: false,
  systemVoucherClassId: null,
  ...extra,
});

describe('automatic ticket assignment (spec 4)', () => {
  it("takes the first ticket of the seat's group in display order", () => {
    expect(autoAssignedTicket([ticket(9, { ticketGroupId: 2 }), ticket(3), ticket(4)], 1, { holdOrder: false })?.id).toBe(3);
  });

  it('skips multiplier tickets and tickets with a reference prompt', () => {
    const tickets = [ticket(1, { multiplyFactor: 2 }), ticket(2, { hasReferencePrompt: true }), ticket(3)];
    expect(autoAssignedTicket(tickets, 1, { holdOrder: false })?.id).toBe(3);
  });

  it('skips system-voucher tickets in hold orders only', () => {
    const tickets = [ticket(1, { systemVoucherClassId: 7 }), ticket(2)];
    expect(autoAssignedTicket(tickets, 1, { holdOrder: false })?.id).toBe(1);
    expect(autoAssignedTicket(tickets, 1, { holdOrder: true })?.id).toBe(2);
  });

  it('answers null, or NO_PRICE_POLICY when required, for a group without such a ticket', () => {
    expect(autoAssignedTicket([ticket(1, { multiplyFactor: 2 })], 1, { holdOrder: false })).toBeNull();
    expect(() => requireAutoAssignedTicket([], 1, { holdOrder: false })).toThrow(KupaError);
    try {
      requireAutoAssignedTicket([], 1, { holdOrder: false });
    } catch (error) {
      expect((error as KupaError).code).toBe('NO_PRICE_POLICY');
    }
  });
});
