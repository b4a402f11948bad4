import { describe, expect, it } from 'vitest';
import { chooseBestSeats } from './best-available';
import { occupancyFor, withMineReleased } from './occupancy';
import { checkFinalSelection, type SeatRules } from './seat-rules';
import { drawRows } from './seat-test-grid';

const rules: SeatRules = { maxSeats: 10, requiresVacantSeat: false, seatingPolicyId: 1, holdOrder: false };

function best(rows: string[], quantity: number, options: { accessible?: boolean; rules?: Partial<SeatRules> } = {}) {
  const g = drawRows(rows);
  const seats = chooseBestSeats({
    index: g.index,
    occupancy: withMineReleased(occupancyFor(g.claims, 'me')),
    quantity,
    accessible: options.accessible ?? false,
    rules: { ...rules, ...options.rules },
  });
  return { g, seats, where: seats?.map((s) => `${s.y}:${s.x}`) ?? null };
}

describe('chooseBestSeats', () => {
  it('seats a party together, centred, in the row at about 60% of the depth', () => {
    const rows = ['.........', '.........', '.........', '.........', '.........', '.........'];
    // Rows are 10 apart: depth 50, ideal y 30 = row 4.
    expect(best(rows, 3).where).toEqual(['4:4', '4:5', '4:6']);
    expect(best(rows, 2).where).toEqual(['4:4', '4:5']);
  });

  it('never leaves a single empty seat beside the party', () => {
    // Centred would be 2-3 of ". . . ." (x 2..3), leaving x1 and x4 single: it must take an end pair instead.
    expect(best(['....'], 2).where).toEqual(['1:1', '1:2']);
    expect(best(['x...x'], 2).where).toBeNull();
    expect(best(['x...x', '.......'], 2).where).toEqual(['2:3', '2:4']);
  });

  it('leaves accessible and companion seats alone unless asked, and then includes an accessible seat', () => {
    expect(best(['hc......'], 2).where).toEqual(['1:4', '1:5']);
    expect(best(['hc......'], 2, { accessible: true }).where).toEqual(['1:1', '1:2']);
    expect(best(['........'], 1, { accessible: true }).seats).toBeNull();
  });

  it('keeps sofas whole and one price level', () => {
    expect(best(['LRLR'], 1).seats).toBeNull();
    expect(best(['LRLR'], 2).where).toEqual(['1:1', '1:2']);
    expect(best(['22..22'], 4).where).toBeNull();
  });

  it('skips premium seats in a hold order', () => {
    expect(best(['ppp', '...'], 3, { rules: { holdOrder: true } }).where).toEqual(['2:1', '2:2', '2:3']);
  });

  it('splits a party into blocks near each other when no row has room, and returns null when it cannot seat it', () => {
    const split = best(['x...x..', 'x..x...'], 5);
    expect(split.seats).toHaveLength(5);
    expect(
      checkFinalSelection({
        index: split.g.index,
        claims: [...split.g.claims, ...(split.seats ?? []).map((s) => ({ seatId: s.id, buyer: 'me', sold: false, since: 't' }))],
        buyer: 'me',
        rules,
      }),
    ).toBeNull();
    expect(best(['x..x'], 3).seats).toBeNull();
  });

  it("counts the buyer's own holds as free, since the choice replaces them", () => {
    expect(best(['xmmx'], 2).where).toEqual(['1:2', '1:3']);
  });

  it('leaves the vacant seat an event requires beside other parties', () => {
    expect(best(['x......'], 3, { rules: { requiresVacantSeat: true } }).where).toEqual(['1:3', '1:4', '1:5']);
    expect(best(['x......'], 3).where).toEqual(['1:2', '1:3', '1:4']);
  });
});
