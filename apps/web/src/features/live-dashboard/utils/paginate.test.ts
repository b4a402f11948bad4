import { describe, expect, it } from 'vitest';
import { pageAfterResize, paginate } from './paginate';

const rows = Array.from({ length: 124 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts one page and tells which rows it shows', () => {
    const first = paginate(rows, 1, 25);
    expect(first.rows).toEqual(rows.slice(0, 25));
    expect(first).toMatchObject({ page: 1, pageCount: 5, firstRow: 1, lastRow: 25, total: 124 });
    const last = paginate(rows, 5, 25);
    expect(last.rows).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124,
    ]);
    expect(last).toMatchObject({ firstRow: 101, lastRow: 124 });
  });

  it('clamps a page beyond the ends', () => {
    expect(paginate(rows, 9, 50).page).toBe(3);
    expect(paginate(rows, 0, 50).page).toBe(1);
    expect(paginate(rows, Number.NaN, 50).page).toBe(1);
  });

  it('has one empty page for no rows', () => {
    expect(paginate([], 3, 10)).toEqual({ rows: [], page: 1, pageCount: 1, firstRow: 0, lastRow: 0, total: 0 });
  });
});

describe('pageAfterResize', () => {
  it('keeps the first visible row on screen', () => {
    expect(pageAfterResize(51, 10)).toBe(6);
    expect(pageAfterResize(51, 100)).toBe(1);
    expect(pageAfterResize(26, 25)).toBe(2);
    expect(pageAfterResize(0, 25)).toBe(1);
  });
});
