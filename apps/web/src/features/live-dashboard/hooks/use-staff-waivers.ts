import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getStaffWaivers } from '../api/get-staff-waivers';
import { liveKeys } from '../api/query-keys';

/** The waivers of a business date's sessions (none asked for before a date is known). */
export function useStaffWaivers(date: string | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('waivers', date, locale),
    queryFn: ({ signal }) => getStaffWaivers(date ?? '', locale, signal),
    enabled: date !== null,
  });
}
