import type { FormConfiguration } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../../lib/api/answer-shape';
import { formConfigurationRequest, type OrderContext } from '../../flow/order-context';

/**
 * GET /api/form-configurations/{formType}: which customer and card fields the order's business asks for (spec 3): the
 * ticket order form of a presentation's business, or an item order's form of its business.
 */
export async function getFormConfiguration(context: OrderContext, lang: MessageLocale, signal?: AbortSignal): Promise<FormConfiguration> {
  const { formType, query } = formConfigurationRequest(context);
  const body = await apiGet(`/form-configurations/${formType}`, { ...query, lang }, signal);
  if (!isRecord(body) || !isRecord(body.fields) || !Array.isArray(body.locations) || typeof body.maxNumberOfPayments !== 'number') {
    throw unexpectedAnswer('form configuration');
  }
  return body as unknown as FormConfiguration;
}
