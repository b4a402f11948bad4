import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getPresentationSales, type PresentationSalesParams } from '../api/get-presentation-sales';
import { liveKeys } from '../api/query-keys';
import { collectPages } from '../utils/collect-pages';

/** Every presentation of the range with its sales (all pages, so the table sorts and exports the whole range). */
export function usePresentationSales(params: PresentationSalesParams | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('presentation-sales', params, locale),
    queryFn: async ({ signal }) => {
      if (!params) throw new Error('No range chosen');
      const { first, rows } = await collectPages((page, pageSize) => getPresentationSales(params, page, pageSize, locale, signal));
      return { totals: first.totals, rows };
    },
    enabled: params !== null,
  });
}
