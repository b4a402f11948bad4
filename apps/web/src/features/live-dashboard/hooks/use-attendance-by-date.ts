import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getAttendanceByDate } from '../api/get-attendance-by-date';
import { liveKeys } from '../api/query-keys';

/** Attendance per day of the calendar's range. */
export function useAttendanceByDate(range: { from: string; to: string } | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('attendance-by-date', range?.from, range?.to, locale),
    queryFn: ({ signal }) => getAttendanceByDate(range?.from ?? '', range?.to ?? '', locale, signal),
    enabled: range !== null,
  });
}
