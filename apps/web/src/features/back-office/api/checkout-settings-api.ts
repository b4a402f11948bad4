import type { CheckoutSettings } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const checkoutPath = (businessId: number) => `/kupa-live/manage/businesses/${businessId}/settings/checkout`;

function checkoutSettingsOf(body: unknown): CheckoutSettings {
  if (!isRecord(body) || !isRecord(body.settings)) throw unexpectedAnswer('checkout settings');
  return body.settings as CheckoutSettings;
}

/** GET .../settings/checkout: whether buying needs a login, and the business's lock timers, as applied. */
export async function getCheckoutSettings(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<CheckoutSettings> {
  return checkoutSettingsOf(await apiGet(checkoutPath(businessId), { lang }, signal));
}

/** PUT them; 400 VALIDATION_ERROR names the refused field in details.field. */
export async function saveCheckoutSettings(businessId: number, settings: CheckoutSettings, lang: MessageLocale): Promise<CheckoutSettings> {
  return checkoutSettingsOf(await apiSend('PUT', checkoutPath(businessId), settings, { lang }));
}
