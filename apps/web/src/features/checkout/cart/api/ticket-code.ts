import type { TicketCodeResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../../lib/api/api-client';
import { readTicketCode } from './cart-answers';

/**
 * POST /api/cart/ticket-code: a discount code or a ticket voucher reference -> the ticket type it unlocks
 * (TICKET_CODE_NOT_FOUND, TICKET_NOT_IN_EVENT, VOUCHER_EXPIRED ... otherwise).
 */
export async function lookUpTicketCode(presentationId: number, code: string, lang: MessageLocale): Promise<TicketCodeResponse> {
  return readTicketCode(await apiSend('POST', '/cart/ticket-code', { presentationId, code }, { lang }));
}
