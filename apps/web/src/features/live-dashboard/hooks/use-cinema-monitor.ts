import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getCinemaMonitor } from '../api/get-cinema-monitor';
import { liveKeys } from '../api/query-keys';

/** The cinema monitor of a date, optionally for one location. */
export function useCinemaMonitor(date: string | null, locationId: number | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('cinema-monitor', date, locationId, locale),
    queryFn: ({ signal }) => getCinemaMonitor(date ?? '', locationId, locale, signal),
    enabled: date !== null,
  });
}
