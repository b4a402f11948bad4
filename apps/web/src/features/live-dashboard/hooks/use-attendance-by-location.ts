import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getAttendanceByLocation } from '../api/get-attendance-by-location';
import { liveKeys } from '../api/query-keys';

/** The locations of the selected date. */
export function useAttendanceByLocation(date: string | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('attendance-by-location', date, locale),
    queryFn: ({ signal }) => getAttendanceByLocation(date ?? '', locale, signal),
    enabled: date !== null,
  });
}
