import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getLocationTicketSalesData } from '../api/get-location-ticket-sales-data';
import { getLocationTicketSalesPage } from '../api/get-location-ticket-sales-page';
import { liveKeys } from '../api/query-keys';

/** The location ticket-sales page's metadata (today, calendar, locations). */
export function useLocationTicketSalesPage() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('location-ticket-sales-page', locale),
    queryFn: ({ signal }) => getLocationTicketSalesPage(locale, signal),
    staleTime: 5 * 60_000,
  });
}

/** Ticket sales per location on a date (locationId 0 = every location). */
export function useLocationTicketSalesData(date: string | null, locationId: number) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('location-ticket-sales', date, locationId, locale),
    queryFn: ({ signal }) => getLocationTicketSalesData(date ?? '', locationId, locale, signal),
    enabled: date !== null,
  });
}
