import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getStaffSession } from '../api/get-staff-session';
import { liveKeys } from '../api/query-keys';

/** The operator's session (GET session); a 401 means "log in" and is not retried. */
export function useStaffSession() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.session(locale),
    queryFn: ({ signal }) => getStaffSession(locale, signal),
    staleTime: 5 * 60_000,
    retryOnMount: false,
  });
}
