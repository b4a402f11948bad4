import type { ChannelsResponse, MiniSiteInput, PartnerInput, PartnerSecretResponse, StaffMiniSite, StaffPartner } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const base = (businessId: number) => `/kupa-live/manage/businesses/${businessId}`;

export async function getChannels(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<ChannelsResponse> {
  const body = await apiGet(`${base(businessId)}/channels`, { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.miniSites) || !Array.isArray(body.partners)) throw unexpectedAnswer('channels');
  return body as unknown as ChannelsResponse;
}

export async function saveMiniSite(
  businessId: number,
  id: number | null,
  input: MiniSiteInput,
  lang: MessageLocale,
): Promise<StaffMiniSite> {
  const body =
    id === null
      ? await apiSend('POST', `${base(businessId)}/mini-sites`, input, { lang })
      : await apiSend('PUT', `${base(businessId)}/mini-sites/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.miniSite)) throw unexpectedAnswer('miniSite');
  return body.miniSite as unknown as StaffMiniSite;
}

/** POST a new partner (answers its secret, once) or PUT a change (no secret). */
export async function savePartner(
  businessId: number,
  id: number | null,
  input: PartnerInput,
  lang: MessageLocale,
): Promise<{ partner: StaffPartner; secret?: string }> {
  const body =
    id === null
      ? await apiSend('POST', `${base(businessId)}/partners`, input, { lang })
      : await apiSend('PUT', `${base(businessId)}/partners/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.partner)) throw unexpectedAnswer('partner');
  return body as unknown as { partner: StaffPartner; secret?: string };
}

export async function rotatePartnerSecret(businessId: number, id: number, lang: MessageLocale): Promise<PartnerSecretResponse> {
  const body = await apiSend('POST', `${base(businessId)}/partners/${id}/secret`, {}, { lang });
  if (!isRecord(body) || typeof body.secret !== 'string') throw unexpectedAnswer('secret');
  return body as unknown as PartnerSecretResponse;
}
