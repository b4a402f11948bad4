import type { TicketGroupsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET /api/presentations/{id}/ticketGroups: price levels with their tickets, prices in shekels. */
export async function getTicketGroups(presentationId: number, lang: MessageLocale, signal?: AbortSignal): Promise<TicketGroupsResponse> {
  const body = await apiGet(`/presentations/${String(presentationId)}/ticketGroups`, { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.ticketGroups)) throw unexpectedAnswer('ticket groups');
  return body as unknown as TicketGroupsResponse;
}
