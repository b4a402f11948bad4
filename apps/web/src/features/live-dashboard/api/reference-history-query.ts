import type { QueryValue } from '../../../lib/api/api-client';
import type { HistoryView } from '../utils/history-filter';

/** The query of the two reference-prompt history calls (spec 7): filters, dates, dateType, detailLevel, businessIds, paging. */
export function referenceHistoryQuery(
  view: HistoryView,
  businessIds: readonly number[],
  page: number,
  pageSize: number,
  lang: string,
): Record<string, QueryValue> {
  return {
    ticketId: view.ticketId,
    featureId: view.featureId,
    featureCategoryId: view.featureCategoryId,
    startDate: view.startDate,
    endDate: view.endDate,
    dateType: view.dateType,
    detailLevel: view.detailLevel,
    businessIds,
    page,
    pageSize,
    lang,
  };
}
