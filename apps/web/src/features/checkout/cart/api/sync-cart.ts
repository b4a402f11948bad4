import type { CartPayload, PricedCart } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../../lib/api/api-client';
import { withoutCardDetails } from '../../flow/utils/flow-state';
import { readPricedCart } from './cart-answers';

/**
 * POST /api/cart: stores the buyer's cart and answers it priced by the server (ADR 0009), with the ticket-rule
 * problems still to solve. Card details are never part of a sync; only the commit carries them.
 */
export async function syncCart(cart: CartPayload, lang: MessageLocale, signal?: AbortSignal): Promise<PricedCart> {
  return readPricedCart(await apiSend('POST', '/cart', { cart: withoutCardDetails(cart) }, { lang }, signal));
}
