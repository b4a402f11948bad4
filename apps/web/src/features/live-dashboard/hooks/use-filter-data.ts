import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getCinemaFilterData } from '../api/get-cinema-filter-data';
import { liveKeys } from '../api/query-keys';

/** The 29-day calendar and the filters (locations, halls, features) of the session's businesses. */
export function useFilterData() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('filter-data', locale),
    queryFn: ({ signal }) => getCinemaFilterData(locale, signal),
    staleTime: 5 * 60_000,
  });
}
