import { ROWS_PER_PAGE_OPTIONS } from '@kupa/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageSlice } from '../../utils/paginate';

interface TablePagerProps {
  slice: Pick<PageSlice<unknown>, 'page' | 'pageCount' | 'firstRow' | 'lastRow' | 'total'>;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows per page (10, 25, 50, 100; spec 2 and 9), which rows show, and previous and next page. */
export function TablePager({ slice, pageSize, onPage, onPageSize }: TablePagerProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="table-pager">
      <div className="table-pager__size">
        <label htmlFor={`${id}-size`}>
          <FormattedMessage id="live.table.rowsPerPage" />
        </label>
        <select
          id={`${id}-size`}
          className="field__control field__control--compact"
          data-testid="rows-per-page"
          value={pageSize}
          onChange={(e) => {
            onPageSize(Number(e.target.value));
          }}
        >
          {ROWS_PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {intl.formatNumber(n)}
            </option>
          ))}
        </select>
      </div>
      <p className="table-pager__status" data-testid="table-page-status" aria-live="polite">
        <FormattedMessage
          id="live.table.showing"
          values={{
            first: intl.formatNumber(slice.firstRow),
            last: intl.formatNumber(slice.lastRow),
            total: intl.formatNumber(slice.total),
          }}
        />
      </p>
      <div className="table-pager__moves">
        <button
          type="button"
          className="button button--secondary button--small"
          data-testid="table-page-prev"
          disabled={slice.page <= 1}
          onClick={() => {
            onPage(slice.page - 1);
          }}
        >
          <FormattedMessage id="live.table.previous" />
        </button>
        <span className="table-pager__page">
          <FormattedMessage
            id="live.table.page"
            values={{ page: intl.formatNumber(slice.page), pages: intl.formatNumber(slice.pageCount) }}
          />
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          data-testid="table-page-next"
          disabled={slice.page >= slice.pageCount}
          onClick={() => {
            onPage(slice.page + 1);
          }}
        >
          <FormattedMessage id="live.table.next" />
        </button>
      </div>
    </div>
  );
}
