import type { AvailablePresentationsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import type { FeatureRangeParams } from './get-available-features';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/v2/availablePresentations: one page of a feature's presentations in a date range. */
export async function getAvailablePresentations(
  featureId: number,
  p: FeatureRangeParams,
  page: number,
  pageSize: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<AvailablePresentationsResponse> {
  const body = await apiGet(
    '/kupa-live/v2/availablePresentations',
    { featureId, startDate: p.startDate, endDate: p.endDate, locationId: p.locationId, page, pageSize, lang },
    signal,
  );
  return answerWith<AvailablePresentationsResponse>(body, 'presentations', 'v2/availablePresentations');
}
