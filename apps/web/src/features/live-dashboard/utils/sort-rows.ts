import type { CellValue } from './figure-format';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/**
 * Rows ordered by one column's values: numbers by size, text by the page language's collation; empty values
 * (null or '') always last, whichever the direction; equal values keep their original order (stable).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => CellValue,
  direction: SortDirection,
  collator: Intl.Collator,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aEmpty = a.key === null || a.key === '';
      const bEmpty = b.key === null || b.key === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/**
 * The sort after a click on a column header: a new column starts with its natural direction (text A to Z,
 * figures largest first, which is what a monitor reader looks for); the same column flips.
 */
export function nextSort(current: SortState | null, columnId: string, numeric: boolean): SortState {
  if (current?.columnId === columnId) return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { columnId, direction: numeric ? 'descending' : 'ascending' };
}
