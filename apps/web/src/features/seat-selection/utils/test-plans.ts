import type { SeatplanV2 } from '@kupa/contracts';

type Seat = SeatplanV2['S'][string]['G'][string]['R'][string]['S'][string];

/**
 * A small generated plan for the unit tests: a straight block of `rows` x `cols` seats at (x0, y0) with a 24-unit
 * pitch, seat labels running right to left as in Israeli halls, plus optional extra groups.
 */
export function gridPlan(options: {
  rows: number;
  cols: number;
  x0?: number;
  y0?: number;
  rotate?: number;
  sectionName?: string;
  reserved?: 0 | 1;
  flags?: (x: number, y: number) => Partial<Seat>;
}): SeatplanV2 {
  const { rows, cols, x0 = 100, y0 = 100, rotate = 0, sectionName = 'Hall', reserved = 1, flags } = options;
  const R: SeatplanV2['S'][string]['G'][string]['R'] = {};
  for (let y = 1; y <= rows; y++) {
    const S: Record<string, Seat> = {};
    for (let x = 1; x <= cols; x++) {
      S[String(x)] = { n: String(cols - x + 1), tg: 1, rd: { cx: (x - 1) * 24, cy: (y - 1) * 28 }, ...flags?.(x, y) };
    }
    R[String(y)] = { n: String(y), S };
  }
  return { S: { '1': { n: sectionName, r: reserved, G: { '1': { rd: { x: x0, y: y0, rotate }, R } } } }, w: 600, h: 500, sl: 'Screen' };
}
