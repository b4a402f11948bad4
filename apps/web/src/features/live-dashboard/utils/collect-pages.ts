/** One page of a paged staff answer (page and pageSize as sent back, totalRows over every page). */
export interface PagedAnswer<Row> {
  page: number;
  pageSize: number;
  totalRows: number;
  rows: Row[];
}

/** The largest page the staff API hands out (MAX_ROWS_PER_PAGE), so that whole reports take few requests. */
export const FETCH_PAGE_SIZE = 500;

/**
 * Every row of a paged report, page after page, so the table can sort, page and export the whole report in the
 * browser. Stops at totalRows, at a short page, or at maxPages (a guard against a report that keeps growing).
 */
export async function collectPages<A extends PagedAnswer<unknown>>(
  fetchPage: (page: number, pageSize: number) => Promise<A>,
  maxPages = 100,
): Promise<{ first: A; rows: A['rows'] }> {
  const first = await fetchPage(1, FETCH_PAGE_SIZE);
  const rows = [...first.rows];
  let page = 1;
  let last = first;
  while (rows.length < first.totalRows && last.rows.length === last.pageSize && page < maxPages) {
    page += 1;
    last = await fetchPage(page, FETCH_PAGE_SIZE);
    if (last.rows.length === 0) break;
    rows.push(...last.rows);
  }
  return { first, rows };
}
