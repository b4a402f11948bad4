import type { ReferenceTicketSalesResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import type { HistoryView } from '../utils/history-filter';
import { answerWith } from './answer-shape';
import { referenceHistoryQuery } from './reference-history-query';

/** GET /api/kupa-live/monitors/TicketReferencePromptAdminTicketSales/data: reference sales, one order or ticket per row. */
export async function getReferenceTicketSales(
  view: HistoryView,
  businessIds: readonly number[],
  page: number,
  pageSize: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<ReferenceTicketSalesResponse> {
  const body = await apiGet(
    '/kupa-live/monitors/TicketReferencePromptAdminTicketSales/data',
    referenceHistoryQuery(view, businessIds, page, pageSize, lang),
    signal,
  );
  return answerWith<ReferenceTicketSalesResponse>(body, 'rows', 'TicketReferencePromptAdminTicketSales');
}
