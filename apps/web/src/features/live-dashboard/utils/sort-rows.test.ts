import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

interface Row {
  name: string | null;
  sold: number | null;
}

const rows: Row[] = [
  { name: 'Hall 2', sold: 10 },
  { name: 'hall 10', sold: null },
  { name: 'Hall 1', sold: 30 },
  { name: null, sold: 10 },
  { name: 'Ábside', sold: 5 },
];

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

describe('sortRows', () => {
  it('sorts numbers by size, empty values last in both directions', () => {
    expect(sortRows(rows, (r) => r.sold, 'ascending', collator).map((r) => r.sold)).toEqual([5, 10, 10, 30, null]);
    expect(sortRows(rows, (r) => r.sold, 'descending', collator).map((r) => r.sold)).toEqual([30, 10, 10, 5, null]);
  });

  it('keeps equal values in their original order (stable)', () => {
    expect(
      sortRows(rows, (r) => r.sold, 'descending', collator)
        .filter((r) => r.sold === 10)
        .map((r) => r.name),
    ).toEqual(['Hall 2', null]);
  });

  it('sorts text with the collation of the page language (numeric, accent-insensitive)', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending', collator).map((r) => r.name)).toEqual([
      'Ábside',
      'Hall 1',
      'Hall 2',
      'hall 10',
      null,
    ]);
    const he = new Intl.Collator('he', { numeric: true });
    expect(sortRows([{ n: 'ב' }, { n: 'א' }, { n: 'ג' }], (r) => r.n, 'ascending', he).map((r) => r.n)).toEqual(['א', 'ב', 'ג']);
  });

  it('does not change the given array', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.sold, 'ascending', collator);
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('starts text ascending and figures descending, and flips the same column', () => {
    expect(nextSort(null, 'name', false)).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort(null, 'sold', true)).toEqual({ columnId: 'sold', direction: 'descending' });
    expect(nextSort({ columnId: 'sold', direction: 'descending' }, 'sold', true)).toEqual({ columnId: 'sold', direction: 'ascending' });
    expect(nextSort({ columnId: 'sold', direction: 'ascending' }, 'name', false)).toEqual({ columnId: 'name', direction: 'ascending' });
  });
});
