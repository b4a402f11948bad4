import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getAttendanceByFeature } from '../api/get-attendance-by-feature';
import { getAttendanceByVenue } from '../api/get-attendance-by-venue';
import { liveKeys } from '../api/query-keys';

/** The halls of the selected location on the selected date (drill by venue); locationId null leaves it idle. */
export function useAttendanceByVenue(date: string | null, locationId: number | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('attendance-by-venue', date, locationId, locale),
    queryFn: ({ signal }) => getAttendanceByVenue(date ?? '', locationId ?? 0, locale, signal),
    enabled: date !== null && locationId !== null,
  });
}

/** The features at the selected location on the selected date (drill by feature). */
export function useAttendanceByFeature(date: string | null, locationId: number | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('attendance-by-feature', date, locationId, locale),
    queryFn: ({ signal }) => getAttendanceByFeature(date ?? '', locationId ?? 0, locale, signal),
    enabled: date !== null && locationId !== null,
  });
}
