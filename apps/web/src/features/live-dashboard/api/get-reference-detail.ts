import type { ReferenceDetailResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import type { HistoryView } from '../utils/history-filter';
import { answerWith } from './answer-shape';
import { referenceHistoryQuery } from './reference-history-query';

/** GET /api/kupa-live/monitors/TicketReferencePromptAdminDetail/data: reference sales grouped per option, feature or presentation. */
export async function getReferenceDetail(
  view: HistoryView,
  businessIds: readonly number[],
  page: number,
  pageSize: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<ReferenceDetailResponse> {
  const body = await apiGet(
    '/kupa-live/monitors/TicketReferencePromptAdminDetail/data',
    referenceHistoryQuery(view, businessIds, page, pageSize, lang),
    signal,
  );
  return answerWith<ReferenceDetailResponse>(body, 'rows', 'TicketReferencePromptAdminDetail');
}
