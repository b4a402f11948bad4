import type { Key } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFigureFormat } from '../../hooks/use-figure-format';
import { isNumericKind, type TableColumn } from '../../utils/table-columns';

interface DataTableBodyProps<Row> {
  columns: readonly TableColumn<Row>[];
  /** The rows of the page shown. */
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowTestId?: string;
  isCurrent?: (row: Row) => boolean;
}

/** A report table's rows (the first cell heads its row, figures aligned as numbers), or its empty state. */
export function DataTableBody<Row>({ columns, rows, rowKey, rowTestId, isCurrent }: DataTableBodyProps<Row>) {
  const format = useFigureFormat();
  return (
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className="data-table__empty" data-testid="table-empty">
            <FormattedMessage id="live.state.empty" />
          </td>
        </tr>
      ) : (
        rows.map((row) => {
          const current = isCurrent?.(row) ?? false;
          return (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              className={current ? 'is-current' : undefined}
              aria-current={current ? 'true' : undefined}
            >
              {columns.map((c, index) => {
                const shown = format.cell(c.kind, c.value(row));
                const content = c.render ? c.render(row, shown) : shown;
                const className = isNumericKind(c.kind) ? 'data-table__num' : undefined;
                return index === 0 ? (
                  <th key={c.id} scope="row" className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={c.id} className={className} data-column={c.id}>
                    {content}
                  </td>
                );
              })}
            </tr>
          );
        })
      )}
    </tbody>
  );
}
