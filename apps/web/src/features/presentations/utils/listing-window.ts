import { addDays, localDateOf } from '@kupa/domain';

/** The index lists today and the next 13 days. */
export const LISTING_DAYS = 14;

export interface ListingWindow {
  startDate: string;
  endDate: string;
  /** Every business date of the window, in order. */
  dates: string[];
}

/** The listing window starting at the venue's local date of `now` (a business date, not the browser's date). */
export function listingWindow(now: Date, timeZone: string): ListingWindow {
  const startDate = localDateOf(now, timeZone);
  const dates = Array.from({ length: LISTING_DAYS }, (_, i) => addDays(startDate, i));
  return { startDate, endDate: addDays(startDate, LISTING_DAYS - 1), dates };
}
