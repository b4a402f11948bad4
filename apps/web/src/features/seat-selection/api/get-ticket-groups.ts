import type { TicketGroupsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET /api/presentations/{id}/ticketGroups: price levels with their tickets, prices in shekels (a mini site's through it). */
export async function getTicketGroups(
  presentationId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
  referralMiniSiteId: number | null = null,
): Promise<TicketGroupsResponse> {
  const { path, query } = ticketGroupsRequest(presentationId, lang, referralMiniSiteId);
  return ticketGroupsOf(await apiGet(path, query, signal));
}

/** The ticket groups read's answer (also the one given with the page). */
export function ticketGroupsOf(body: unknown): TicketGroupsResponse {
  if (!isRecord(body) || !Array.isArray(body.ticketGroups)) throw unexpectedAnswer('ticket groups');
  return body as unknown as TicketGroupsResponse;
}

/** The ticket groups read's address, also for the page's early read (app/routes/order-preload.ts). */
export function ticketGroupsRequest(presentationId: number, lang: MessageLocale, referralMiniSiteId: number | null = null) {
  const path = `/presentations/${String(presentationId)}/ticketGroups`;
  return referralMiniSiteId === null ? { path, query: { lang } } : { path, query: { lang, referralMiniSiteId } };
}
