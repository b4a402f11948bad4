import { describe, expect, it } from 'vitest';
import { seatBeside, seatDrawingPosition, seatKey, seatsTakenTogether, sofaPartnerOf } from './seat-grid';
import { drawRows } from './seat-test-grid';

describe('seat grid', () => {
  it('keys seats as api-compat seats-statusV2 does', () => {
    expect(seatKey(1, 2, 3)).toBe('1_2_3');
  });

  it('places a seat by its group transform, rotation included (api-compat seatplanV2)', () => {
    expect(seatDrawingPosition({ x: 100, y: 20, rotate: 0 }, 60, -30)).toEqual({ px: 160, py: -10 });
    const rotated = seatDrawingPosition({ x: 100, y: 20, rotate: 90 }, 60, -30);
    expect(rotated.px).toBeCloseTo(130);
    expect(rotated.py).toBeCloseTo(80);
  });

  it('treats an aisle (a missing column) as the end of a row', () => {
    const g = drawRows(['.. ..']);
    expect(seatBeside(g.index, g.at(1, 2), 1)).toBeUndefined();
    expect(seatBeside(g.index, g.at(1, 4), -1)).toBeUndefined();
    expect(seatBeside(g.index, g.at(1, 4), 1)?.x).toBe(5);
  });

  it('pairs sofa halves L at x with R at x + 1, and takes them together', () => {
    const g = drawRows(['LRLR']);
    expect(sofaPartnerOf(g.index, g.at(1, 3))?.x).toBe(4);
    expect(sofaPartnerOf(g.index, g.at(1, 2))?.x).toBe(1);
    expect(seatsTakenTogether(g.index, g.at(1, 2)).map((s) => s.x)).toEqual([1, 2]);
    expect(seatsTakenTogether(drawRows(['..']).index, drawRows(['..']).at(1, 1)).map((s) => s.x)).toEqual([1]);
  });
});
