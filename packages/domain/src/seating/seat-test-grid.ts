import type { LiveClaim } from './occupancy';
import { buildSeatIndex, type SeatCell, type SeatIndex } from './seat-grid';

/**
 * Test helper: draws rows from strings, one character per grid column, x from 1.
 *   .  free seat        x  taken by another buyer      m  held by the buyer "me"
 *   #  blocked seat     (space) aisle, no seat          L / R  free sofa halves
 *   p  free premium     h  free accessible  c  free companion  2  free seat of price level 2
 */
export function drawRows(rows: string[]): { index: SeatIndex; claims: LiveClaim[]; at(y: number, x: number): SeatCell } {
  const cells: SeatCell[] = [];
  const claims: LiveClaim[] = [];
  rows.forEach((line, r) => {
    [...line].forEach((ch, c) => {
      if (ch === ' ') return;
      const id = (r + 1) * 100 + (c + 1);
      cells.push({
        id,
        sectionId: 1,
        groupId: 1,
        x: c + 1,
        y: r + 1,
        ticketGroupId: ch === '2' || ch === 'p' ? 2 : 1,
        premium: ch === 'p',
        accessible: ch === 'h',
        companion: ch === 'c',
        limitedView: false,
        blocked: ch === '#',
        sofaSide: ch === 'L' || ch === 'R' ? ch : null,
        px: c * 10,
        py: r * 10,
      });
      if (ch === 'x') claims.push({ seatId: id, buyer: 'other', sold: false, since: '2026-01-01T00:00:00.000Z' });
      if (ch === 'm') claims.push({ seatId: id, buyer: 'me', sold: false, since: '2026-01-01T00:00:00.000Z' });
    });
  });
  const index = buildSeatIndex(cells);
  return {
    index,
    claims,
    at(y, x) {
      const cell = cells.find((s) => s.y === y && s.x === x);
      if (!cell) throw new Error(`no seat at row ${y} column ${x}`);
      return cell;
    },
  };
}
