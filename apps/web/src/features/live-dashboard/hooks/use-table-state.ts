import { DEFAULT_ROWS_PER_PAGE } from '@kupa/domain';
import { useState } from 'react';
import { pageAfterResize } from '../utils/paginate';
import { nextSort, type SortState } from '../utils/sort-rows';

/** Sort column and direction, page and rows per page of one table. */
export function useTableState(defaultSort: SortState | null, defaultPageSize: number = DEFAULT_ROWS_PER_PAGE) {
  const [sort, setSort] = useState<SortState | null>(defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(defaultPageSize);
  return {
    sort,
    page,
    pageSize,
    setPage,
    /** A click on a column header. */
    sortBy(columnId: string, numeric: boolean) {
      setSort((current) => nextSort(current, columnId, numeric));
      setPage(1);
    },
    /** Another rows-per-page choice keeps the first visible row on screen. */
    setPageSize(size: number, firstRow: number) {
      setPageSizeState(size);
      setPage(pageAfterResize(firstRow, size));
    },
  };
}
