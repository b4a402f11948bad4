import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getReferenceDetail } from '../api/get-reference-detail';
import { getReferenceTicketSales } from '../api/get-reference-ticket-sales';
import { liveKeys } from '../api/query-keys';
import { collectPages } from '../utils/collect-pages';
import type { HistoryView } from '../utils/history-filter';

/** Reference sales grouped per option, feature or presentation (all pages). */
export function useReferenceDetail(view: HistoryView | null, businessIds: readonly number[]) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('reference-detail', view, businessIds, locale),
    queryFn: async ({ signal }) => {
      if (!view) throw new Error('No filter');
      const { first, rows } = await collectPages((page, size) => getReferenceDetail(view, businessIds, page, size, locale, signal));
      return { filter: first.filter, totals: first.totals, rows };
    },
    enabled: view !== null && view.problem === null,
  });
}

/** Reference sales, one order or ticket per row (all pages). */
export function useReferenceTicketSales(view: HistoryView | null, businessIds: readonly number[]) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('reference-ticket-sales', view, businessIds, locale),
    queryFn: async ({ signal }) => {
      if (!view) throw new Error('No filter');
      const { first, rows } = await collectPages((page, size) => getReferenceTicketSales(view, businessIds, page, size, locale, signal));
      return { filter: first.filter, totals: first.totals, rows };
    },
    enabled: view !== null && view.problem === null,
  });
}
