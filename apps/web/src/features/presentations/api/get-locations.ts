import type { LocationOption } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

/** GET /api/customer/locations?lang=: the branches, as `{ text, value }` select options, named in the asked language. */
export async function getLocations(lang: MessageLocale, signal?: AbortSignal): Promise<LocationOption[]> {
  const body = await apiGet('/customer/locations', { lang }, signal);
  if (!Array.isArray(body)) throw new ApiError(200, null, 'Unexpected locations answer');
  const items: unknown[] = body;
  return items.filter(isLocationOption);
}

function isLocationOption(o: unknown): o is LocationOption {
  return typeof o === 'object' && o !== null && 'text' in o && typeof o.text === 'string' && 'value' in o && typeof o.value === 'number';
}
