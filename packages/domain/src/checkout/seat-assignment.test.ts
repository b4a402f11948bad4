import { describe, expect, it } from 'vitest';
import { assignHeldSeats, type HeldSeatRef } from './seat-assignment';

const seat = (id: number, ticketGroupId = 21): HeldSeatRef => ({ id, key: `21_${id}_1`, ticketGroupId });

describe('ticket lines to held seats (ADR 0009)', () => {
  it('gives lines the held seats in seat order, a multiplier line several', () => {
    const r = assignHeldSeats(
      [
        { lineIndex: 0, ticketGroupId: 21, multiplyFactor: 2 },
        { lineIndex: 1, ticketGroupId: 21, multiplyFactor: 1 },
      ],
      [seat(1), seat(2), seat(3)],
    );
    expect(r.problems).toEqual([]);
    expect(r.seatsByLine).toEqual(
      new Map([
        [0, [1, 2]],
        [1, [3]],
      ]),
    );
  });

  it('reports SEAT_COUNT_MISMATCH when the multipliers do not add up to the held seats', () => {
    expect(assignHeldSeats([{ lineIndex: 0, ticketGroupId: 21, multiplyFactor: 1 }], [seat(1), seat(2)]).problems).toEqual([
      { code: 'SEAT_COUNT_MISMATCH', details: { seats: 2 } },
    ]);
    expect(assignHeldSeats([{ lineIndex: 0, ticketGroupId: 21, multiplyFactor: 2 }], [seat(1)]).problems).toEqual([
      { code: 'SEAT_COUNT_MISMATCH', details: { seats: 1 } },
    ]);
  });

  it("honours pinned seats and prefers seats of the line's price level", () => {
    const r = assignHeldSeats(
      [
        { lineIndex: 0, ticketGroupId: 22, multiplyFactor: 1 },
        { lineIndex: 1, ticketGroupId: 21, multiplyFactor: 1, seatKeys: ['21_3_1'] },
      ],
      [seat(1), seat(2, 22), seat(3)],
    );
    expect(r.seatsByLine.get(0)).toEqual([2]);
    expect(r.seatsByLine.get(1)).toEqual([3]);
    expect(r.problems).toEqual([{ code: 'SEAT_COUNT_MISMATCH', details: { seats: 3 } }]);
  });

  it('reports a line on a seat of another price level, and a pinned seat not held', () => {
    const r = assignHeldSeats(
      [
        { lineIndex: 0, ticketGroupId: 22, multiplyFactor: 1 },
        { lineIndex: 1, ticketGroupId: 21, multiplyFactor: 1, seatKeys: ['21_9_1'] },
      ],
      [seat(1), seat(2)],
    );
    expect(r.problems).toContainEqual({ code: 'SEAT_PRICE_LEVEL_MISMATCH', lineIndex: 0 });
    expect(r.problems).toContainEqual({ code: 'SEAT_NOT_AVAILABLE', details: { seat: '21_9_1' }, lineIndex: 1 });
  });
});
