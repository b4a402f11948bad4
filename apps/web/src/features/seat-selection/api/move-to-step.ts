import type { HoldsResponse } from '@kupa/contracts';
import type { MessageLocale, SeatStep } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { readHolds } from './holds-answer';

/**
 * PUT /api/seats/step: moves the buyer's holds to an order step. Leaving seat choice the server checks the whole
 * selection (spec 5) and renews the holds with that step's timer (spec 4: each step has its own lock timer).
 */
export async function moveToStep(presentationId: number, step: SeatStep, lang: MessageLocale): Promise<HoldsResponse> {
  return readHolds(await apiSend('PUT', '/seats/step', { presentationId, step }, { lang }));
}
