interface RefreshableQuery {
  dataUpdatedAt: number;
  isFetching: boolean;
  isSuccess: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The Refresh button of a page: refetches the page's queries and tells when their data was last updated (the
 * oldest of them, so "updated at" never claims more freshness than the page has).
 */
export type PageRefresh = ReturnType<typeof usePageRefresh>;

export function usePageRefresh(queries: readonly RefreshableQuery[]) {
  const loaded = queries.filter((q) => q.isSuccess && q.dataUpdatedAt > 0);
  const updatedAt = loaded.length > 0 ? Math.min(...loaded.map((q) => q.dataUpdatedAt)) : null;
  const refreshing = queries.some((q) => q.isFetching);
  const refresh = () => Promise.all(queries.map((q) => q.refetch()));
  return { updatedAt, refreshing, refresh };
}
