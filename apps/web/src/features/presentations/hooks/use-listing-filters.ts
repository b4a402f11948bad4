import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_DATES_PARAM, parseListingFilters, type ListingFilters } from '../utils/listing-filters';

/** The list view, date and location live in the URL (shareable, kept by Back), next to ?lang=. */
export function useListingFilters(dates: readonly string[], defaultDate: string | null) {
  const [params, setParams] = useSearchParams();
  const filters = parseListingFilters(params, dates, defaultDate);
  const update = useCallback(
    (changes: Partial<ListingFilters>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (changes.view !== undefined) setOrDelete(next, 'view', changes.view === 'byFeature' ? 'feature' : null);
          if (changes.date !== undefined)
            setOrDelete(next, 'date', changes.date === null ? ALL_DATES_PARAM : changes.date === defaultDate ? null : changes.date);
          if (changes.locationId !== undefined)
            setOrDelete(next, 'location', changes.locationId === null ? null : String(changes.locationId));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, defaultDate],
  );
  return [filters, update] as const;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | null) {
  if (value === null) params.delete(key);
  else params.set(key, value);
}
