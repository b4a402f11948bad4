import type { CartSeat } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import {
  addCodeLine,
  autoTicketOf,
  canAddOne,
  countsMatch,
  coveredSeats,
  firstMissingInput,
  initialLines,
  inputsOf,
  maximumReached,
  quantityOf,
  reconcileLines,
  seatsLeftInGroup,
  setQuantity,
  updateLine,
  type HeldSeatRef,
  type TicketGroup,
  type TicketType,
} from './ticket-lines';

function ticket(id: number, patch: Partial<TicketType> = {}): TicketType {
  return {
    id,
    name: `T${String(id)}`,
    description: null,
    kind: 'regular',
    price: 48,
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
    ...patch,
  };
}

const REGULAR = ticket(11);
const PAIR = ticket(12, { multiplyFactor: 2 });
const CODE = ticket(13, { kind: 'code', requiresCode: true });
const VOUCHER = ticket(14, { kind: 'code', systemVoucherClassId: 4 });
const HOTEL = ticket(15, { kind: 'hotel', ref1prompt: 'Hotel name' });
const groups: TicketGroup[] = [
  { id: 1, name: 'Regular', color: null, tickets: [REGULAR, PAIR, CODE, VOUCHER, HOTEL] },
  { id: 2, name: 'Premium', color: null, tickets: [HOTEL, ticket(21, { multiplyFactor: 2 }), ticket(22)] },
  { id: 3, name: 'Codes only', color: null, tickets: [VOUCHER, CODE] },
];
const held = (...groupIds: number[]): HeldSeatRef[] => groupIds.map((g, i) => ({ key: `1_${String(i)}_1`, TicketGroupId: g }));
const P = 77;

describe('automatic assignment (spec 4)', () => {
  it('takes the first ticket with multiplyFactor at most 1 and no reference prompt', () => {
    expect(autoTicketOf(groups[0]!, 'normal')?.id).toBe(11);
    // Skips the hotel ticket (ref prompt) and the pair (multiplier).
    expect(autoTicketOf(groups[1]!, 'normal')?.id).toBe(22);
  });

  it('never picks a ticket a code or voucher unlocks, in normal or hold orders', () => {
    expect(autoTicketOf(groups[2]!, 'normal')).toBeNull();
    expect(autoTicketOf(groups[2]!, 'hold')).toBeNull();
    expect(autoTicketOf({ id: 9, name: 'x', color: null, tickets: [VOUCHER, REGULAR] }, 'normal')?.id).toBe(11);
    expect(autoTicketOf({ id: 9, name: 'x', color: null, tickets: [VOUCHER, CODE, REGULAR] }, 'hold')?.id).toBe(11);
  });

  it("gives every held seat its level's automatic ticket, in seat order", () => {
    expect(initialLines(P, held(1, 1, 2), groups, 'normal')).toEqual([
      { prsntId: P, ticketGroupId: 1, ticketId: 11 },
      { prsntId: P, ticketGroupId: 1, ticketId: 11 },
      { prsntId: P, ticketGroupId: 2, ticketId: 22 },
    ]);
    // A level without an automatic ticket leaves its seats for the buyer; an unknown level too.
    expect(initialLines(P, held(3, 8, 1), groups, 'hold')).toEqual([{ prsntId: P, ticketGroupId: 1, ticketId: 11 }]);
  });
});

describe('lines from quantities', () => {
  const regular = { ticketGroupId: 1, ticketId: 11, code: null };
  const pair = { ticketGroupId: 1, ticketId: 12, code: null };

  it('adds lines after the last one of the same ticket and removes the last ones first', () => {
    let lines = setQuantity([], P, regular, 2);
    lines = setQuantity(lines, P, pair, 1);
    lines = updateLine(lines, 1, { ssn: '000000018' });
    lines = setQuantity(lines, P, regular, 3);
    expect(lines.map((l) => l.ticketId)).toEqual([11, 11, 11, 12]);
    // The typed-in line keeps its place and its input.
    expect(lines[1]?.ssn).toBe('000000018');
    lines = setQuantity(lines, P, regular, 1);
    expect(lines.map((l) => [l.ticketId, l.ssn ?? null])).toEqual([
      [11, null],
      [12, null],
    ]);
    expect(setQuantity(lines, P, pair, 0).map((l) => l.ticketId)).toEqual([11]);
    expect(setQuantity(lines, P, pair, -3).map((l) => l.ticketId)).toEqual([11]);
  });

  it('counts a multiplier line as multiplyFactor seats', () => {
    const lines = setQuantity(setQuantity([], P, pair, 1), P, regular, 1);
    expect(coveredSeats(lines, groups)).toBe(3);
    expect(seatsLeftInGroup(lines, groups, held(1, 1, 1, 1), 1)).toBe(1);
    expect(countsMatch(lines, groups, held(1, 1, 1))).toBe(true);
    expect(countsMatch(lines, groups, held(1, 1, 1, 1))).toBe(false);
    expect(countsMatch(lines, groups, held(1, 1))).toBe(false);
  });

  it('pins code tickets to their code: the same ticket with two codes is two choices', () => {
    const a = { ticketGroupId: 1, ticketId: 13, code: 'KUPA10' };
    const b = { ticketGroupId: 1, ticketId: 13, code: 'OTHER' };
    let lines = setQuantity([], P, a, 2);
    lines = setQuantity(lines, P, b, 1);
    expect(lines.map((l) => l.code)).toEqual(['KUPA10', 'KUPA10', 'OTHER']);
    expect(quantityOf(lines, a)).toBe(2);
    expect(quantityOf(lines, b)).toBe(1);
    expect(quantityOf(lines, { ...a, code: null })).toBe(0);
    expect(setQuantity(lines, P, a, 0)).toEqual([{ prsntId: P, ticketGroupId: 1, ticketId: 13, code: 'OTHER' }]);
  });

  it("allows one more only within the held seats of the level and the code's uses", () => {
    const lines = setQuantity([], P, regular, 2);
    expect(canAddOne(lines, groups, held(1, 1, 1), regular)).toBe(true);
    expect(canAddOne(lines, groups, held(1, 1, 1), pair)).toBe(false);
    expect(canAddOne(lines, groups, held(1, 1, 1, 1), pair)).toBe(true);
    expect(canAddOne(lines, groups, held(1, 1), regular)).toBe(false);
    const code = { ticketGroupId: 1, ticketId: 13, code: 'KUPA10' };
    expect(canAddOne(setQuantity([], P, code, 1), groups, held(1, 1, 1), code, 1)).toBe(false);
    expect(canAddOne(setQuantity([], P, code, 1), groups, held(1, 1, 1), code, 2)).toBe(true);
    expect(canAddOne([], groups, held(1), { ticketGroupId: 1, ticketId: 99, code: null })).toBe(false);
  });

  it("stops at the ticket's maximum per order, counting its lines of every code, before the server must refuse it", () => {
    const senior = ticket(31, { kind: 'senior', maxQuantity: 4 });
    const withSenior: TicketGroup[] = [{ id: 1, name: 'Regular', color: null, tickets: [REGULAR, senior] }];
    const choice = { ticketGroupId: 1, ticketId: 31, code: null };
    const five = held(1, 1, 1, 1, 1);
    expect(canAddOne(setQuantity([], P, choice, 3), withSenior, five, choice)).toBe(true);
    expect(maximumReached(setQuantity([], P, choice, 3), withSenior, 31)).toBeNull();
    // Four seniors and a free fifth seat: a fifth senior would go past the maximum.
    expect(canAddOne(setQuantity([], P, choice, 4), withSenior, five, choice)).toBe(false);
    expect(maximumReached(setQuantity([], P, choice, 4), withSenior, 31)).toBe(4);
    expect(canAddOne(setQuantity([], P, choice, 4), withSenior, five, { ...choice, ticketId: 11 })).toBe(true);
    // A limit on another ticket type, or none, stops nothing.
    expect(maximumReached(setQuantity([], P, choice, 4), withSenior, 11)).toBeNull();
  });

  it('drops lines of levels no longer held and tickets no longer offered', () => {
    const lines: CartSeat[] = [
      { prsntId: P, ticketGroupId: 1, ticketId: 11 },
      { prsntId: P, ticketGroupId: 2, ticketId: 22 },
      { prsntId: P, ticketGroupId: 1, ticketId: 99 },
    ];
    expect(reconcileLines(lines, groups, held(1))).toEqual([{ prsntId: P, ticketGroupId: 1, ticketId: 11 }]);
  });
});

describe('inputs and codes', () => {
  it('asks senior lines for an ID number, member tickets for a member number, hotel lines for their references', () => {
    expect(inputsOf(ticket(1, { kind: 'senior' }))).toEqual(['ssn']);
    expect(inputsOf(ticket(1, { kind: 'membership' }))).toEqual(['memberNumber']);
    expect(inputsOf(ticket(1, { kind: 'memberOnly' }))).toEqual(['memberNumber']);
    expect(inputsOf(ticket(1, { kind: 'hotel', ref1prompt: 'Hotel', ref2prompt: 'Room' }))).toEqual(['ref1', 'ref2']);
    expect(inputsOf(REGULAR)).toEqual([]);
  });

  it('finds the first line still lacking an input', () => {
    const lines: CartSeat[] = [
      { prsntId: P, ticketGroupId: 1, ticketId: 11 },
      { prsntId: P, ticketGroupId: 1, ticketId: 15, ref1: 'Dan' },
      { prsntId: P, ticketGroupId: 1, ticketId: 15, ref1: '  ' },
    ];
    expect(firstMissingInput(lines, groups)).toEqual({ index: 2, input: 'ref1' });
    expect(firstMissingInput(lines.slice(0, 2), groups)).toBeNull();
  });

  it('puts an unlocked code ticket on a free seat, else in place of the last automatic line', () => {
    const code = { ticketGroupId: 1, ticketId: 13, code: 'KUPA10' };
    const two = initialLines(P, held(1, 1), groups, 'normal');
    expect(addCodeLine(two, P, groups, held(1, 1, 1), code, null, 'normal')?.map((l) => [l.ticketId, l.code ?? null])).toEqual([
      [11, null],
      [11, null],
      [13, 'KUPA10'],
    ]);
    const swapped = addCodeLine(two, P, groups, held(1, 1), code, null, 'normal');
    expect(swapped?.map((l) => [l.ticketId, l.code ?? null])).toEqual([
      [11, null],
      [13, 'KUPA10'],
    ]);
    // The code's uses are the limit, and without an automatic line to replace there is no room.
    expect(addCodeLine(swapped ?? [], P, groups, held(1, 1), code, 1, 'normal')).toBeNull();
    expect(
      addCodeLine(setQuantity([], P, { ticketGroupId: 1, ticketId: 12, code: null }, 1), P, groups, held(1, 1), code, null, 'normal'),
    ).toBeNull();
  });
});
