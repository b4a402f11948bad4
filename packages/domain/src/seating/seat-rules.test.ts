import { describe, expect, it } from 'vitest';
import { occupancyFor } from './occupancy';
import { type SeatCell } from './seat-grid';
import { checkFinalSelection, checkSeatsToAdd, type SeatRules } from './seat-rules';
import { drawRows } from './seat-test-grid';
import { singleSeatGaps } from './single-seat-gaps';
import { strandsSingleSeat } from './singles-policy';

const rules: SeatRules = { maxSeats: 6, requiresVacantSeat: false, seatingPolicyId: 1, holdOrder: false };

function add(rows: string[], picks: Array<[number, number]>, overrides: Partial<SeatRules> = {}) {
  const g = drawRows(rows);
  const seats: SeatCell[] = picks.map(([y, x]) => g.at(y, x));
  return checkSeatsToAdd({ index: g.index, occupancy: occupancyFor(g.claims, 'me'), seats, rules: { ...rules, ...overrides } });
}

function final(rows: string[], overrides: Partial<SeatRules> = {}) {
  const g = drawRows(rows);
  return checkFinalSelection({ index: g.index, claims: g.claims, buyer: 'me', rules: { ...rules, ...overrides } });
}

describe('single seat gaps', () => {
  const gapsOf = (row: string) => {
    const g = drawRows([row]);
    return singleSeatGaps(g.index, occupancyFor(g.claims, 'me')).map((gap) => [gap.seat.x, gap.betweenParties]);
  };

  it('finds a single empty seat between or beside the selection, at a row end or an aisle too', () => {
    expect(gapsOf('m.x')).toEqual([[2, true]]);
    expect(gapsOf('m.m')).toEqual([[2, false]]);
    expect(gapsOf('.m..')).toEqual([[1, false]]);
    expect(gapsOf('..m. ..')).toEqual([[4, false]]);
    expect(gapsOf('#.m')).toEqual([[2, false]]);
  });

  it('ignores singles that are not beside the selection, and pairs', () => {
    expect(gapsOf('x.x..m')).toEqual([]);
    expect(gapsOf('m..x')).toEqual([]);
  });
});

describe('checkSeatsToAdd', () => {
  it('refuses seats taken by others or blocked', () => {
    expect(add(['.x.'], [[1, 2]])).toEqual({ code: 'SEAT_NOT_AVAILABLE' });
    expect(add(['.#.'], [[1, 2]])).toEqual({ code: 'SEAT_NOT_AVAILABLE' });
  });

  it('accepts a seat the buyer already holds again, even at the limit (idempotent hold)', () => {
    expect(add(['mm....'], [[1, 2]], { maxSeats: 2 })).toBeNull();
  });

  it('refuses premium seats in a hold order', () => {
    expect(add(['..p..'], [[1, 3]], { holdOrder: true })).toEqual({ code: 'PREMIUM_SEAT_NOT_HOLDABLE' });
    expect(add(['..p..'], [[1, 3]])).toBeNull();
  });

  it('limits the number of seats', () => {
    expect(add(['mm....'], [[1, 3]], { maxSeats: 2 })).toEqual({ code: 'MAX_SEATS_EXCEEDED', details: { max: 2 } });
    expect(add(['mm....'], [[1, 3]], { maxSeats: 3 })).toBeNull();
  });

  it('keeps one price level per selection', () => {
    expect(add(['m.2..'], [[1, 3]])).toEqual({ code: 'SEAT_PRICE_LEVEL_MISMATCH' });
  });

  it('lets a buyer pick seat by seat while a single seat it leaves can still be filled', () => {
    expect(add(['x......'], [[1, 3]])).toBeNull();
    expect(add(['x.m....'], [[1, 2]])).toBeNull();
  });

  it('refuses a single seat left beside the selection that the buyer could not fill', () => {
    // The limit is reached, the gap seat is of another price level, or it is half a sofa.
    expect(add(['x.m....'], [[1, 4]], { maxSeats: 2 })).toEqual({ code: 'SEAT_GAP_NOT_ALLOWED' });
    expect(add(['x2.....'], [[1, 3]])).toEqual({ code: 'SEAT_GAP_NOT_ALLOWED' });
    expect(add(['xR.....'], [[1, 3]])).toEqual({ code: 'SEAT_GAP_NOT_ALLOWED' });
    // Two gaps need two more seats.
    expect(add(['x...x..'], [[1, 3]], { maxSeats: 2 })).toEqual({ code: 'SEAT_GAP_NOT_ALLOWED' });
  });

  it('requires a vacant seat next to other parties where the event asks for it', () => {
    expect(add(['x....'], [[1, 2]], { requiresVacantSeat: true })).toEqual({ code: 'VACANT_SEAT_REQUIRED' });
    // The single seat left between the parties is the required vacant seat, not a gap.
    expect(add(['x....'], [[1, 3]], { requiresVacantSeat: true })).toBeNull();
    expect(add(['x....'], [[1, 2]])).toBeNull();
  });

  it('under seating policy 3 refuses a seat that strands a single seat, but not in a run of two', () => {
    expect(add(['x....x'], [[1, 3]], { seatingPolicyId: 3 })).toEqual({ code: 'SEAT_NOT_AVAILABLE' });
    expect(add(['x....x'], [[1, 2]], { seatingPolicyId: 3 })).toBeNull();
    expect(add(['x..x'], [[1, 2]], { seatingPolicyId: 3 })).toBeNull();
  });
});

describe('strandsSingleSeat', () => {
  it('judges a sofa by both halves', () => {
    const g = drawRows(['xLR..x', 'x.LR.x']);
    const occ = occupancyFor(g.claims, 'me');
    expect(strandsSingleSeat(g.index, occ, [g.at(1, 2), g.at(1, 3)])).toBe(false);
    expect(strandsSingleSeat(g.index, occ, [g.at(2, 3), g.at(2, 4)])).toBe(true);
  });
});

describe('checkFinalSelection', () => {
  it('accepts a selection without single gaps', () => {
    expect(final(['xmm..'])).toBeNull();
    expect(final(['mm', 'xmm..'])).toBeNull();
    expect(final(['x.mm..'], { requiresVacantSeat: true })).toBeNull();
  });

  it('refuses single gaps between or beside the selection', () => {
    expect(final(['x.mm..'])).toEqual({ code: 'SEAT_GAP_NOT_ALLOWED' });
    expect(final(['.mm..'])).toEqual({ code: 'SEAT_GAP_NOT_ALLOWED' });
    expect(final(['mm.mm'])).toEqual({ code: 'SEAT_GAP_NOT_ALLOWED' });
  });

  it('checks the limit and the price level again (a buyer racing itself)', () => {
    expect(final(['mmm...'], { maxSeats: 2 })).toEqual({ code: 'MAX_SEATS_EXCEEDED', details: { max: 2 } });
  });

  it('lets the earlier of two adjacent parties keep its seats when a vacant seat is required', () => {
    const g = drawRows(['..mx..']);
    const [mine, other] = g.claims.sort((a, b) => a.seatId - b.seatId);
    if (!mine || !other) throw new Error('fixture');
    const claimsWhenOtherWasFirst = [
      { ...mine, since: '2026-01-01T00:00:01.000Z' },
      { ...other, since: '2026-01-01T00:00:00.000Z' },
    ];
    const vacant = { ...rules, requiresVacantSeat: true };
    expect(checkFinalSelection({ index: g.index, claims: claimsWhenOtherWasFirst, buyer: 'me', rules: vacant })).toEqual({
      code: 'VACANT_SEAT_REQUIRED',
    });
    expect(checkFinalSelection({ index: g.index, claims: claimsWhenOtherWasFirst, buyer: 'other', rules: vacant })).toBeNull();
    // Equal times: the smaller buyer id ("me" < "other") keeps its seat, so exactly one of the two gives way.
    expect(checkFinalSelection({ index: g.index, claims: g.claims, buyer: 'me', rules: vacant })).toBeNull();
    expect(checkFinalSelection({ index: g.index, claims: g.claims, buyer: 'other', rules: vacant })).toEqual({
      code: 'VACANT_SEAT_REQUIRED',
    });
  });
});
