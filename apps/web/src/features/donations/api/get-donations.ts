import type { DonationsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

/** GET /api/donations: the donations on sale with their fixed amounts and custom range (shekels). */
export async function getDonations(lang: MessageLocale, signal?: AbortSignal): Promise<DonationsResponse> {
  const body = await apiGet('/donations', { lang }, signal);
  // Shape checked by the server against the contracts schema; zod stays out of the browser bundle.
  if (typeof body === 'object' && body !== null && 'donations' in body && Array.isArray(body.donations)) return body as DonationsResponse;
  throw new ApiError(200, null, 'Unexpected donations answer');
}
