import type { BusinessTexts } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const textsPath = (businessId: number) => `/kupa-live/manage/businesses/${businessId}/settings/texts`;

function textsOf(body: unknown): BusinessTexts {
  if (!isRecord(body) || !isRecord(body.texts)) throw unexpectedAnswer('business texts');
  return body.texts as BusinessTexts;
}

/** GET .../settings/texts: the business's languages and text overrides. */
export async function getTexts(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<BusinessTexts> {
  return textsOf(await apiGet(textsPath(businessId), { lang }, signal));
}

/** PUT them (the whole state); 400 VALIDATION_ERROR names the refused field in details.field. */
export async function saveTexts(businessId: number, texts: BusinessTexts, lang: MessageLocale): Promise<BusinessTexts> {
  return textsOf(await apiSend('PUT', textsPath(businessId), texts, { lang }));
}
