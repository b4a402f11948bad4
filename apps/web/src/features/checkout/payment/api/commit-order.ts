import type { CartPayload, CommitResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../../lib/api/answer-shape';

/**
 * POST /api/payment/commit: pay and turn the held seats into a reservation; a retry with the same key gets the first
 * answer. The page's language goes along: the card issuer's verification page and the way back follow it.
 */
export async function commitOrder(cart: CartPayload, idempotencyKey: string, lang: MessageLocale): Promise<CommitResponse> {
  const body = await apiSend('POST', '/payment/commit', { cart, idempotencyKey }, { lang });
  if (!isRecord(body) || (typeof body.reservationIdentifier !== 'string' && !isRecord(body.paymentAction)))
    throw unexpectedAnswer('commit');
  return body as CommitResponse;
}
