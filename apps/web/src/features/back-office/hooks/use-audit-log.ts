import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getAuditLog, type AuditFilter } from '../api/staff-api';

/** One page of the business's audit log for a search (the search is what the user last submitted). */
export function useAuditLog(businessId: number, filter: AuditFilter, page: number) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('manage-audit', businessId, filter, page, locale),
    queryFn: ({ signal }) => getAuditLog(businessId, filter, page, locale, signal),
    placeholderData: keepPreviousData,
  });
}
