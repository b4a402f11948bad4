import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getFeatureTicketSalesData, type FeatureTicketSalesParams } from '../api/get-feature-ticket-sales-data';
import { getFeatureTicketSalesPage } from '../api/get-feature-ticket-sales-page';
import { liveKeys } from '../api/query-keys';

/** The feature ticket-sales page's metadata (today, calendar, locations, features). */
export function useFeatureTicketSalesPage() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('feature-ticket-sales-page', locale),
    queryFn: ({ signal }) => getFeatureTicketSalesPage(locale, signal),
    staleTime: 5 * 60_000,
  });
}

/** Ticket sales per feature (or per feature and location) on a date. */
export function useFeatureTicketSalesData(params: FeatureTicketSalesParams | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('feature-ticket-sales', params, locale),
    queryFn: ({ signal }) => {
      if (!params) throw new Error('No date chosen');
      return getFeatureTicketSalesData(params, locale, signal);
    },
    enabled: params !== null,
  });
}
