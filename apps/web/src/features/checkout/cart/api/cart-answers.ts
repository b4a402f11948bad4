import type { AvailableMember, CartDeleteResponse, PricedCart, TicketCodeResponse } from '@kupa/contracts';
import { isRecord, unexpectedAnswer } from '../../../../lib/api/answer-shape';

// Readers of the cart calls' answers: the server checks them against the contracts; the page only guards against a
// wrong kind of answer (zod stays out of the bundle).

/** `{ cart: PricedCart }` of POST /api/cart. */
export function readPricedCart(body: unknown): PricedCart {
  const cart = isRecord(body) ? body.cart : undefined;
  if (!isRecord(cart) || !Array.isArray(cart.tickets) || !Array.isArray(cart.problems) || typeof cart.amountDue !== 'number') {
    throw unexpectedAnswer('cart');
  }
  return cart as unknown as PricedCart;
}

/** The ticket a code unlocks (POST /api/cart/ticket-code). */
export function readTicketCode(body: unknown): TicketCodeResponse {
  if (!isRecord(body) || typeof body.ticketId !== 'number' || typeof body.ticketGroupId !== 'number' || typeof body.code !== 'string') {
    throw unexpectedAnswer('ticket code');
  }
  return body as unknown as TicketCodeResponse;
}

/** The members found by POST /api/cart/member. */
export function readMembers(body: unknown): AvailableMember[] {
  if (!isRecord(body) || !Array.isArray(body.members)) throw unexpectedAnswer('member lookup');
  return body.members as AvailableMember[];
}

/** POST /api/cart/delete's answer. */
export function readCartDeleted(body: unknown): CartDeleteResponse {
  if (!isRecord(body) || body.success !== true) throw unexpectedAnswer('cart delete');
  return body as unknown as CartDeleteResponse;
}
