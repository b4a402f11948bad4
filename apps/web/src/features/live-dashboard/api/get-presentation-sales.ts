import type { PresentationSalesData } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

export interface PresentationSalesParams {
  startDate: string;
  endDate: string;
  locationId: number | null;
  featureId: number | null;
}

/** GET /api/kupa-live/monitors/PresentationSales/data: one page of sales by showtime and location, totals over the range. */
export async function getPresentationSales(
  p: PresentationSalesParams,
  page: number,
  pageSize: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<PresentationSalesData> {
  const body = await apiGet(
    '/kupa-live/monitors/PresentationSales/data',
    { startDate: p.startDate, endDate: p.endDate, locationId: p.locationId, featureId: p.featureId, page, pageSize, lang },
    signal,
  );
  return answerWith<PresentationSalesData>(body, 'rows', 'PresentationSales');
}
