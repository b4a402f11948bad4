import type { BusinessSettings, FormSettings, FormType } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const businessPath = (businessId: number) => `/kupa-live/manage/businesses/${businessId}`;

function settingsOf(body: unknown): BusinessSettings {
  if (!isRecord(body) || !isRecord(body.settings)) throw unexpectedAnswer('business settings');
  return body.settings as BusinessSettings;
}

function formOf(body: unknown): FormSettings {
  if (!isRecord(body) || !isRecord(body.form)) throw unexpectedAnswer('form settings');
  return body.form as FormSettings;
}

/** GET /api/kupa-live/manage/businesses/{id}/settings: the settings as the customer pages apply them. */
export async function getBusinessSettings(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<BusinessSettings> {
  return settingsOf(await apiGet(`${businessPath(businessId)}/settings`, { lang }, signal));
}

/** PUT the settings; 400 VALIDATION_ERROR names the refused field in details.field. */
export async function saveBusinessSettings(businessId: number, settings: BusinessSettings, lang: MessageLocale): Promise<BusinessSettings> {
  return settingsOf(await apiSend('PUT', `${businessPath(businessId)}/settings`, settings, { lang }));
}

/** GET one customer form configuration (spec 3) of the business. */
export async function getFormSettings(
  businessId: number,
  formType: FormType,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<FormSettings> {
  return formOf(await apiGet(`${businessPath(businessId)}/forms/${formType}`, { lang }, signal));
}

/** PUT one customer form configuration. */
export async function saveFormSettings(
  businessId: number,
  formType: FormType,
  form: FormSettings,
  lang: MessageLocale,
): Promise<FormSettings> {
  return formOf(await apiSend('PUT', `${businessPath(businessId)}/forms/${formType}`, form, { lang }));
}
