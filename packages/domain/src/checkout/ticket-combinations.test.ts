import { describe, expect, it } from 'vitest';
import { checkTicketCombinations, type CombinableTicket } from './ticket-combinations';

const t = (id: number, extra: Partial<CombinableTicket> = {}): CombinableTicket => ({
  id,
  name: `T${id}`,
  minQuantity: null,
  maxQuantity: null,
  requiredWithTicketId: null,
  quota: null,
  ...extra,
});
const none = new Map<number, number>();

describe('ticket combination rules (spec 5 Tickets)', () => {
  it('accepts a combination within every rule', () => {
    expect(checkTicketCombinations([1, 1, 2], [t(1, { minQuantity: 2, maxQuantity: 3 }), t(2, { requiredWithTicketId: 1 })], none)).toEqual(
      [],
    );
  });

  it('applies the minimum only once a ticket of the type is chosen', () => {
    const tickets = [t(1, { minQuantity: 2 }), t(2)];
    expect(checkTicketCombinations([2], tickets, none)).toEqual([]);
    expect(checkTicketCombinations([1, 2], tickets, none)).toEqual([{ code: 'TICKET_BELOW_MINIMUM', details: { ticket: 'T1', min: 2 } }]);
  });

  it('refuses more than the maximum', () => {
    expect(checkTicketCombinations([1, 1, 1], [t(1, { maxQuantity: 2 })], none)).toEqual([
      { code: 'TICKET_ABOVE_MAXIMUM', details: { ticket: 'T1', max: 2 } },
    ]);
  });

  it('needs the required-with ticket in the order', () => {
    expect(checkTicketCombinations([2], [t(1), t(2, { requiredWithTicketId: 1 })], none)).toEqual([
      { code: 'TICKET_REQUIRED_WITH', details: { ticket: 'T2', required: 'T1' } },
    ]);
  });

  it('counts the quota after tickets already sold', () => {
    const tickets = [t(1, { quota: 5 })];
    expect(checkTicketCombinations([1, 1], tickets, new Map([[1, 3]]))).toEqual([]);
    expect(checkTicketCombinations([1, 1, 1], tickets, new Map([[1, 3]]))).toEqual([
      { code: 'TICKETS_SOLD_OUT', details: { ticket: 'T1' } },
    ]);
  });
});
