import type { FeatureTicketSalesPage } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/featureTicketSales: today, rows-per-page choices, the calendar, locations and features. */
export async function getFeatureTicketSalesPage(lang: MessageLocale, signal?: AbortSignal): Promise<FeatureTicketSalesPage> {
  return answerWith<FeatureTicketSalesPage>(
    await apiGet('/kupa-live/featureTicketSales', { lang }, signal),
    'features',
    'featureTicketSales',
  );
}
