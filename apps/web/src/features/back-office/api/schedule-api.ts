import type {
  PresentationCancelledResponse,
  PresentationEdit,
  ScheduleResponse,
  SchedulePattern,
  StaffPresentation,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend, type QueryValue } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const schedulePath = (businessId: number) => `/kupa-live/manage/businesses/${businessId}/presentations`;

/** GET the business's presentations the query narrows to, with all its films, halls and ticket types to schedule. */
export async function getSchedule(
  businessId: number,
  query: Readonly<Record<string, QueryValue>>,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<ScheduleResponse> {
  const body = await apiGet(schedulePath(businessId), { ...query, lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.presentations) || !Array.isArray(body.venues)) throw unexpectedAnswer('schedule');
  return body as unknown as ScheduleResponse;
}

/** POST a weekly pattern (or one date); answers the presentations created. */
export async function createSchedule(businessId: number, pattern: SchedulePattern, lang: MessageLocale): Promise<StaffPresentation[]> {
  const body = await apiSend('POST', schedulePath(businessId), pattern, { lang });
  if (!isRecord(body) || !Array.isArray(body.presentations)) throw unexpectedAnswer('schedule');
  return body.presentations as StaffPresentation[];
}

/** POST cancel: the presentation stops selling and each of its orders is refunded in full and told. */
export async function cancelPresentation(businessId: number, id: number, lang: MessageLocale): Promise<PresentationCancelledResponse> {
  const body = await apiSend('POST', `${schedulePath(businessId)}/${id}/cancel`, {}, { lang });
  if (!isRecord(body) || !isRecord(body.presentation)) throw unexpectedAnswer('cancellation');
  return body as unknown as PresentationCancelledResponse;
}

/** PUT one presentation's date, time and terms. */
export async function editPresentation(
  businessId: number,
  id: number,
  edit: PresentationEdit,
  lang: MessageLocale,
): Promise<StaffPresentation> {
  const body = await apiSend('PUT', `${schedulePath(businessId)}/${id}`, edit, { lang });
  if (!isRecord(body) || !isRecord(body.presentation)) throw unexpectedAnswer('presentation');
  return body.presentation as StaffPresentation;
}

/** PUT the whole set of ticket types one presentation sells (the prices module's call); answers the set saved. */
export async function setPresentationTicketTypes(
  businessId: number,
  id: number,
  ticketTypeIds: number[],
  lang: MessageLocale,
): Promise<number[]> {
  const body = await apiSend('PUT', `${schedulePath(businessId)}/${id}/ticket-types`, { ticketTypeIds }, { lang });
  if (!isRecord(body) || !Array.isArray(body.ticketTypeIds)) throw unexpectedAnswer('ticketTypes');
  return body.ticketTypeIds as number[];
}
