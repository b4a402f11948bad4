import type { StaffTicketGroup, TicketGroupInput } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** POST a new price level (ticket group), or PUT a rename of one (400 VALIDATION_ERROR names the refused field). */
export async function saveTicketGroup(
  businessId: number,
  id: number | null,
  input: TicketGroupInput,
  lang: MessageLocale,
): Promise<StaffTicketGroup> {
  const url = `/kupa-live/manage/businesses/${businessId}/ticket-groups`;
  const body = id === null ? await apiSend('POST', url, input, { lang }) : await apiSend('PUT', `${url}/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.ticketGroup)) throw unexpectedAnswer('ticket-group');
  return body.ticketGroup as StaffTicketGroup;
}
