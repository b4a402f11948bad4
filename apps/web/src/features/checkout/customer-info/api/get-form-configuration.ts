import type { FormConfiguration } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../seat-selection/api/answer-shape';

/** GET /api/form-configurations/order: which customer and card fields the presentation's business asks for (spec 3). */
export async function getOrderFormConfiguration(
  presentationId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<FormConfiguration> {
  const body = await apiGet('/form-configurations/order', { presentationId, lang }, signal);
  if (!isRecord(body) || !isRecord(body.fields) || !Array.isArray(body.locations) || typeof body.maxNumberOfPayments !== 'number') {
    throw unexpectedAnswer('form configuration');
  }
  return body as unknown as FormConfiguration;
}
