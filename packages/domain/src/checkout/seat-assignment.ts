import { lineProblem, type CheckoutProblem } from './checkout-problem';

/** A seat the buyer holds live, in seat order. */
export interface HeldSeatRef {
  id: number;
  /** "sectionId_x_y". */
  key: string;
  /** The seat's price level. */
  ticketGroupId: number;
}

/** A ticket line as seat assignment sees it. */
export interface SeatLine {
  lineIndex: number;
  /** The price level of the line's ticket type. */
  ticketGroupId: number;
  multiplyFactor: number;
  /** Held seats the line is pinned to; otherwise it takes held seats in seat order. */
  seatKeys?: readonly string[];
}

export interface SeatAssignment {
  /** Seat ids per line, main seat first. */
  seatsByLine: Map<number, number[]>;
  problems: CheckoutProblem[];
}

/**
 * Gives the ticket lines of one presentation their held seats (ADR 0009). The sum of the multipliers must equal the
 * live held seats (SEAT_COUNT_MISMATCH {seats}). Pinned lines take their seats first (SEAT_NOT_AVAILABLE when a
 * pinned seat is not held); the others take the remaining held seats in seat order, those of their own price level
 * first. A line on a seat of another price level gets SEAT_PRICE_LEVEL_MISMATCH.
 */
export function assignHeldSeats(lines: readonly SeatLine[], held: readonly HeldSeatRef[]): SeatAssignment {
  const problems: CheckoutProblem[] = [];
  const seatsByLine = new Map<number, number[]>();
  const wanted = lines.reduce((sum, l) => sum + Math.max(1, l.multiplyFactor), 0);
  if (wanted !== held.length) problems.push({ code: 'SEAT_COUNT_MISMATCH', details: { seats: held.length } });
  const byKey = new Map(held.map((s) => [s.key, s]));
  const free = new Set(held.map((s) => s.id));
  const take = (line: SeatLine, seat: HeldSeatRef) => {
    free.delete(seat.id);
    const list = seatsByLine.get(line.lineIndex) ?? [];
    list.push(seat.id);
    seatsByLine.set(line.lineIndex, list);
    if (
      seat.ticketGroupId !== line.ticketGroupId &&
      !problems.some((p) => p.lineIndex === line.lineIndex && p.code === 'SEAT_PRICE_LEVEL_MISMATCH')
    ) {
      problems.push(lineProblem(line.lineIndex, 'SEAT_PRICE_LEVEL_MISMATCH'));
    }
  };
  for (const line of lines) {
    if (!line.seatKeys || line.seatKeys.length === 0) continue;
    seatsByLine.set(line.lineIndex, []);
    for (const key of line.seatKeys) {
      const seat = byKey.get(key);
      if (seat && free.has(seat.id)) take(line, seat);
      else problems.push(lineProblem(line.lineIndex, 'SEAT_NOT_AVAILABLE', { seat: key }));
    }
  }
  for (const line of lines) {
    if (line.seatKeys && line.seatKeys.length > 0) continue;
    seatsByLine.set(line.lineIndex, []);
    for (let n = 0; n < Math.max(1, line.multiplyFactor); n++) {
      const remaining = held.filter((s) => free.has(s.id));
      const seat = remaining.find((s) => s.ticketGroupId === line.ticketGroupId) ?? remaining[0];
      if (!seat) break;
      take(line, seat);
    }
  }
  return { seatsByLine, problems };
}
