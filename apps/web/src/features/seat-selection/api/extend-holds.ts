import type { HoldsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { readHolds } from './holds-answer';

/**
 * PUT /api/seats/extend: extends the buyer's holds once, also after they expired (spec 4); seats someone else took
 * meanwhile are left out of the answer. SEAT_LOCK_EXTENSION_USED or SEAT_LOCK_EXPIRED when nothing can be extended.
 */
export async function extendHolds(presentationId: number, lang: MessageLocale): Promise<HoldsResponse> {
  return readHolds(await apiSend('PUT', '/seats/extend', { presentationId }, { lang }));
}
