import type { EditReferenceOptionResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

export interface EditQuantityRequest {
  /** 1 = a ticket price policy. */
  priceType: number;
  /** The price policy id. */
  priceId: number;
  /** The reference option id (OptionId). */
  priceRowId: number;
  /** The option's references as shown: the server refuses the edit if they changed meanwhile. */
  reference: string;
  reference2: string | null;
  quantity: number;
}

/**
 * POST /api/kupa-live/editReferencePromptOptionQuantity/1/{priceType}/{priceId}/{priceRowId}: sets how many tickets an
 * agent's reference option may sell. Status 200 means success; any other status arrives as an ApiError.
 */
export async function editReferenceOptionQuantity(r: EditQuantityRequest, lang: MessageLocale): Promise<EditReferenceOptionResponse> {
  const path = `/kupa-live/editReferencePromptOptionQuantity/1/${r.priceType}/${r.priceId}/${r.priceRowId}`;
  const body = await apiSend('POST', path, { reference: r.reference, reference2: r.reference2, quantity: r.quantity }, { lang });
  return answerWith<EditReferenceOptionResponse>(body, 'option', 'editReferencePromptOptionQuantity');
}
