import type { ReferencePromptAdminResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

export interface ReferencePromptAdminParams {
  userId: number;
  businessIds: readonly number[];
  customerId: number | null;
}

/** GET /api/kupa-live/monitors/TicketReferencePromptAdmin/data: reference options with quantity, sold and remaining. */
export async function getReferencePromptAdmin(
  p: ReferencePromptAdminParams,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<ReferencePromptAdminResponse> {
  const body = await apiGet(
    '/kupa-live/monitors/TicketReferencePromptAdmin/data',
    { businessIds: p.businessIds, customerId: p.customerId, userId: p.userId, lang },
    signal,
  );
  return answerWith<ReferencePromptAdminResponse>(body, 'rows', 'TicketReferencePromptAdmin');
}
