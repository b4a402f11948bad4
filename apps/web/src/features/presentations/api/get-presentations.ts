import type { PresentationListResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

export interface PresentationListParams {
  startDate: string;
  endDate: string;
  locationId: number | null;
  lang: MessageLocale;
}

/** GET /api/presentations/: upcoming presentations of a date range, names in the requested language. */
export async function getPresentations(params: PresentationListParams, signal?: AbortSignal): Promise<PresentationListResponse> {
  const body = await apiGet(
    '/presentations/',
    { startDate: params.startDate, endDate: params.endDate, locationId: params.locationId, lang: params.lang },
    signal,
  );
  if (typeof body !== 'object' || body === null || !('presentations' in body) || !Array.isArray(body.presentations)) {
    throw new ApiError(200, null, 'Unexpected presentation list answer');
  }
  // The server validates its answers against the contracts schema; the browser trusts the shape to keep zod out.
  return body as PresentationListResponse;
}
