import type { ReactNode } from 'react';
import type { AnyMessageKey } from '../../../i18n/live/live-keys';
import { buildCsv, neutralizeFormula } from './csv';
import { csvCellValue, type CellKind, type CellValue } from './figure-format';

/** One column of a staff table: its header, how its value is read, shown, sorted and exported. */
export interface TableColumn<Row> {
  id: string;
  label: AnyMessageKey;
  kind: CellKind;
  /** The raw value: what sorting and the CSV file use. */
  value: (row: Row) => CellValue;
  /** A richer cell (a drill link, an editor); gets the formatted text. Sorting and CSV still use `value`. */
  render?: (row: Row, shown: string) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Left out of the CSV file (action buttons). */
  noExport?: boolean;
}

export function isNumericKind(kind: CellKind): boolean {
  return kind === 'integer' || kind === 'percent' || kind === 'ratio' || kind === 'money';
}

/**
 * The CSV file of a table: every row (not only the page on screen), in the order shown, with the headers in the
 * page language and the numbers unformatted.
 */
export function tableCsv<Row>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  headerOf: (column: TableColumn<Row>) => string,
  timeZone: string,
): string {
  const exported = columns.filter((c) => !c.noExport);
  return buildCsv(
    exported.map(headerOf),
    rows.map((row) =>
      exported.map((c) => {
        const text = csvCellValue(c.kind, c.value(row), timeZone);
        return c.kind === 'text' ? neutralizeFormula(text) : text;
      }),
    ),
  );
}
