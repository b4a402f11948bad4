import type { LocationTicketSalesData } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/locationTicketSales/data/{date}/{locationId}: ticket sales per location; locationId 0 = every location. */
export async function getLocationTicketSalesData(
  date: string,
  locationId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<LocationTicketSalesData> {
  const path = `/kupa-live/locationTicketSales/data/${encodeURIComponent(date)}/${locationId}`;
  return answerWith<LocationTicketSalesData>(await apiGet(path, { lang }, signal), 'rows', 'locationTicketSales data');
}
