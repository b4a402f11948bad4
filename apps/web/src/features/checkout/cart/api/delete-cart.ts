import type { CartDeleteResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../../lib/api/api-client';
import { readCartDeleted } from './cart-answers';

/**
 * POST /api/cart/delete: resets the order of a presentation (spec 4 reset): the server cart goes and the buyer's
 * holds are released; the customer info may be kept for the next order.
 */
export async function deleteCart(presentationId: number, keepCustomerInfo: boolean, lang: MessageLocale): Promise<CartDeleteResponse> {
  return readCartDeleted(await apiSend('POST', '/cart/delete', { presentationId, keepCustomerInfo }, { lang }));
}

/**
 * POST /api/cart/delete without a presentation: resets the whole order (spec 4 Reset), as after an item order is
 * committed, so that the buyer's next order starts anew (the server refuses a second commit of a committed cart).
 */
export async function resetCart(keepCustomerInfo: boolean, lang: MessageLocale): Promise<CartDeleteResponse> {
  return readCartDeleted(await apiSend('POST', '/cart/delete', { keepCustomerInfo }, { lang }));
}
