import type { FeatureInput, StaffFeature, StaffFeaturesResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const featuresPath = (businessId: number) => `/kupa-live/manage/businesses/${businessId}/features`;

function featureOf(body: unknown): StaffFeature {
  if (!isRecord(body) || !isRecord(body.feature)) throw unexpectedAnswer('feature');
  return body.feature as StaffFeature;
}

/** GET the business's films and events with its categories. */
export async function getFilms(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<StaffFeaturesResponse> {
  const body = await apiGet(featuresPath(businessId), { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.features) || !Array.isArray(body.categories)) throw unexpectedAnswer('features');
  return body as unknown as StaffFeaturesResponse;
}

/** POST a new film or event, or PUT a change to one (400 VALIDATION_ERROR names the refused field). */
export async function saveFilm(businessId: number, id: number | null, input: FeatureInput, lang: MessageLocale): Promise<StaffFeature> {
  const body =
    id === null
      ? await apiSend('POST', featuresPath(businessId), input, { lang })
      : await apiSend('PUT', `${featuresPath(businessId)}/${id}`, input, { lang });
  return featureOf(body);
}
