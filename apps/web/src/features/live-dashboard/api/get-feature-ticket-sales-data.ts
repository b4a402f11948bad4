import type { FeatureTicketSalesData } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

export interface FeatureTicketSalesParams {
  date: string;
  locationId: number | null;
  featureId: number | null;
  isByLocation: boolean;
}

/** GET /api/kupa-live/featureTicketSales/data/{date}: ticket sales per feature, or per feature and location. */
export async function getFeatureTicketSalesData(
  p: FeatureTicketSalesParams,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<FeatureTicketSalesData> {
  const body = await apiGet(
    `/kupa-live/featureTicketSales/data/${encodeURIComponent(p.date)}`,
    { locationId: p.locationId, featureId: p.featureId, isByLocation: String(p.isByLocation), lang },
    signal,
  );
  return answerWith<FeatureTicketSalesData>(body, 'rows', 'featureTicketSales data');
}
