import type { Membership, MembershipListResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

/** GET /api/memberships?lang=: the memberships on sale. */
export async function getMemberships(lang: MessageLocale, signal?: AbortSignal): Promise<MembershipListResponse> {
  const body = await apiGet('/memberships', { lang }, signal);
  if (typeof body !== 'object' || body === null || !('memberships' in body) || !Array.isArray(body.memberships))
    throw new ApiError(200, null, 'Unexpected memberships answer');
  return body as MembershipListResponse;
}

/** GET /api/memberships/{code}?lang=: one membership with its prices, terms and events. */
export async function getMembership(code: string, lang: MessageLocale, signal?: AbortSignal): Promise<Membership> {
  const body = await apiGet(`/memberships/${encodeURIComponent(code)}`, { lang }, signal);
  if (typeof body !== 'object' || body === null || !('membership' in body) || typeof body.membership !== 'object')
    throw new ApiError(200, null, 'Unexpected membership answer');
  return body.membership as Membership;
}
