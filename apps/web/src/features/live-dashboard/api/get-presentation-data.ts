import type { PresentationDataResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/v2/presentationData: one presentation's figures, sales per ticket type, per channel and products. */
export async function getPresentationData(
  presentationId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<PresentationDataResponse> {
  return answerWith<PresentationDataResponse>(
    await apiGet('/kupa-live/v2/presentationData', { presentationId, lang }, signal),
    'presentation',
    'v2/presentationData',
  );
}
