import type { LocationTicketSalesPage } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/locationTicketSales/: today, rows-per-page choices, the 29-day calendar and the locations. */
export async function getLocationTicketSalesPage(lang: MessageLocale, signal?: AbortSignal): Promise<LocationTicketSalesPage> {
  return answerWith<LocationTicketSalesPage>(
    await apiGet('/kupa-live/locationTicketSales/', { lang }, signal),
    'days',
    'locationTicketSales',
  );
}
