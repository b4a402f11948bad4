export type ListingView = 'byDate' | 'byFeature';

export interface ListingFilters {
  /** Spec 9: the list mode defaults to ByDateAndPresentation. */
  view: ListingView;
  /** One business date of the window (today by default, as at a box office), or null for all (?date=all). */
  date: string | null;
  locationId: number | null;
}

export const ALL_DATES_PARAM = 'all';

/**
 * Reads ?view=feature&date=YYYY-MM-DD|all&location=ID. A missing, unknown or out-of-window date means the default
 * day: the first day of the window that has presentations (late at night, today may have none left).
 */
export function parseListingFilters(
  params: URLSearchParams,
  dates: readonly string[],
  defaultDate: string | null = dates[0] ?? null,
): ListingFilters {
  const date = params.get('date');
  const location = Number(params.get('location'));
  return {
    view: params.get('view') === 'feature' ? 'byFeature' : 'byDate',
    date: date === ALL_DATES_PARAM ? null : date !== null && dates.includes(date) ? date : defaultDate,
    locationId: Number.isInteger(location) && location > 0 ? location : null,
  };
}

/** The first business date with a presentation that is not video on demand, else the first day of the window. */
export function defaultListingDate(
  dates: readonly string[],
  presentations: ReadonlyArray<{ businessDate: string; isVod: boolean }>,
): string | null {
  const withShows = new Set(presentations.filter((p) => !p.isVod).map((p) => p.businessDate));
  return dates.find((d) => withShows.has(d)) ?? dates[0] ?? null;
}
