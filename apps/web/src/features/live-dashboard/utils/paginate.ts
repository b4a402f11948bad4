export interface PageSlice<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** 1-based number of the first row shown, 0 when there are none. */
  firstRow: number;
  /** 1-based number of the last row shown, 0 when there are none. */
  lastRow: number;
  total: number;
}

/** One page of rows; a page past the end shows the last page, so a shrinking list never shows an empty page. */
export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): PageSlice<Row> {
  const size = Math.max(1, Math.floor(pageSize));
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: current, pageCount, firstRow: total === 0 ? 0 : start + 1, lastRow: start + slice.length, total };
}

/** The page that keeps the first visible row in view after the rows per page change. */
export function pageAfterResize(firstRow: number, newPageSize: number): number {
  if (firstRow <= 1) return 1;
  return Math.floor((firstRow - 1) / Math.max(1, newPageSize)) + 1;
}
