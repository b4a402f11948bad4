/** Rows per page a monitor page offers (spec 2 and 9: user-selectable rows per page). */
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_ROWS_PER_PAGE = 25;
/** The largest page the API hands out, so that one answer stays small whatever a client asks for. */
export const MAX_ROWS_PER_PAGE = 500;
/** Top-ten lists of the monitors (spec 9). */
export const TOP_LIST_LENGTH = 10;

/** The rows of a 1-based page, as an offset and a limit. */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize };
}
