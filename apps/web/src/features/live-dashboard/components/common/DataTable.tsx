import { useId, useMemo, type Key } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../../../lib/config/config-context';
import { intlLocaleOf } from '../../../../lib/i18n/intl-locale';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useTableState } from '../../hooks/use-table-state';
import { csvFileName } from '../../utils/csv';
import { downloadTextFile } from '../../utils/download-file';
import { paginate } from '../../utils/paginate';
import { sortRows, type SortState } from '../../utils/sort-rows';
import { isNumericKind, tableCsv, type TableColumn } from '../../utils/table-columns';
import { DataTableBody } from './DataTableBody';
import { SortHeader } from './SortHeader';
import { TablePager } from './TablePager';

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption) and the start of the CSV file name. */
  caption: string;
  /** Shown as the caption, or only for assistive technology when a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Parts of the CSV file name after "kupa", e.g. ['cinema-monitor', 'venues', date]. */
  fileName: readonly (string | number)[];
  defaultSort?: SortState | null;
  /** Short lists (a top ten) show all their rows without paging. */
  paged?: boolean;
  testId: string;
  rowTestId?: string;
  /** The row to mark as the current selection. */
  isCurrent?: (row: Row) => boolean;
}

/**
 * A staff report table: sortable columns (aria-sort), user-selectable rows per page, CSV export of every row, and
 * a scroll container with a sticky first column so that wide tables stay readable on a tablet.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    captionHidden = false,
    columns,
    rows,
    rowKey,
    fileName,
    defaultSort = null,
    paged = true,
    testId,
    rowTestId,
    isCurrent,
  } = props;
  const intl = useIntl();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const captionId = useId();
  const table = useTableState(defaultSort);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === table.sort?.columnId);
    if (!column || !table.sort) return [...rows];
    return sortRows(rows, column.value, table.sort.direction, new Intl.Collator(intlLocaleOf(locale), { numeric: true }));
  }, [rows, columns, table.sort, locale]);
  const slice = paginate(sorted, paged ? table.page : 1, paged ? table.pageSize : Math.max(1, sorted.length));

  const exportCsv = () => {
    const csv = tableCsv(columns, sorted, (c) => intl.formatMessage({ id: c.label }), timeZone);
    downloadTextFile(csv, csvFileName('kupa', ...fileName));
  };

  return (
    <div className="data-table" data-testid={testId}>
      <div className="data-table__tools">
        <button
          type="button"
          className="button button--secondary button--small"
          data-testid="csv-export"
          onClick={exportCsv}
          disabled={rows.length === 0}
        >
          <FormattedMessage id="live.table.exportCsv" />
          <span className="visually-hidden">{caption}</span>
        </button>
      </div>
      <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table__table">
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <SortHeader
                  key={c.id}
                  label={c.label}
                  numeric={isNumericKind(c.kind)}
                  sortable={c.sortable !== false}
                  direction={table.sort?.columnId === c.id ? table.sort.direction : null}
                  onSort={() => {
                    table.sortBy(c.id, isNumericKind(c.kind));
                  }}
                />
              ))}
            </tr>
          </thead>
          <DataTableBody columns={columns} rows={slice.rows} rowKey={rowKey} rowTestId={rowTestId} isCurrent={isCurrent} />
        </table>
      </div>
      {paged && (
        <TablePager
          slice={slice}
          pageSize={table.pageSize}
          onPage={table.setPage}
          onPageSize={(size) => {
            table.setPageSize(size, slice.firstRow);
          }}
        />
      )}
    </div>
  );
}
