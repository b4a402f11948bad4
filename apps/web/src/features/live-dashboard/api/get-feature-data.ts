import type { FeatureDataResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import type { FeatureRangeParams } from './get-available-features';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/v2/featureData: one feature's attendance and sales by day and by location. */
export async function getFeatureData(
  featureId: number,
  p: FeatureRangeParams,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<FeatureDataResponse> {
  const body = await apiGet(
    '/kupa-live/v2/featureData',
    { featureId, startDate: p.startDate, endDate: p.endDate, locationId: p.locationId, lang },
    signal,
  );
  return answerWith<FeatureDataResponse>(body, 'days', 'v2/featureData');
}
