import type { CinemaFilterDataResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/getCinemaFilterData: the 29-day calendar (weekend days marked) and the filters of the session's businesses. */
export async function getCinemaFilterData(lang: MessageLocale, signal?: AbortSignal): Promise<CinemaFilterDataResponse> {
  return answerWith<CinemaFilterDataResponse>(
    await apiGet('/kupa-live/getCinemaFilterData', { lang }, signal),
    'days',
    'getCinemaFilterData',
  );
}
