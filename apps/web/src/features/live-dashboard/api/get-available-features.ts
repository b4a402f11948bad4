import type { AvailableFeaturesResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

export interface FeatureRangeParams {
  startDate: string;
  endDate: string;
  locationId: number | null;
}

/** GET /api/kupa-live/v2/availableFeatures: the features playing in a date range. */
export async function getAvailableFeatures(
  p: FeatureRangeParams,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<AvailableFeaturesResponse> {
  const body = await apiGet(
    '/kupa-live/v2/availableFeatures',
    { startDate: p.startDate, endDate: p.endDate, locationId: p.locationId, lang },
    signal,
  );
  return answerWith<AvailableFeaturesResponse>(body, 'features', 'v2/availableFeatures');
}
