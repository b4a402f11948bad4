import type {
  DiscountCodeInput,
  DiscountCodesResponse,
  StaffDiscountCode,
  StaffTicketType,
  TicketCombination,
  TicketTypeInput,
  TicketTypePresentations,
  TicketTypesResponse,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const base = (businessId: number) => `/kupa-live/manage/businesses/${businessId}`;

function ticketTypeOf(body: unknown): StaffTicketType {
  if (!isRecord(body) || !isRecord(body.ticketType)) throw unexpectedAnswer('ticketType');
  return body.ticketType as StaffTicketType;
}

/** GET the business's ticket types with its ticket groups, memberships, voucher classes and upcoming presentations. */
export async function getTicketTypes(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<TicketTypesResponse> {
  const body = await apiGet(`${base(businessId)}/ticket-types`, { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.ticketTypes) || !Array.isArray(body.ticketGroups)) throw unexpectedAnswer('ticketTypes');
  return body as unknown as TicketTypesResponse;
}

/** POST a new ticket type, or PUT a change to one (400 VALIDATION_ERROR names the refused field). */
export async function saveTicketType(businessId: number, id: number | null, input: TicketTypeInput, lang: MessageLocale) {
  const path = `${base(businessId)}/ticket-types`;
  return ticketTypeOf(id === null ? await apiSend('POST', path, input, { lang }) : await apiSend('PUT', `${path}/${id}`, input, { lang }));
}

export async function saveCombination(businessId: number, id: number, rule: TicketCombination, lang: MessageLocale) {
  return ticketTypeOf(await apiSend('PUT', `${base(businessId)}/ticket-types/${id}/combination`, rule, { lang }));
}

export async function retireTicketType(businessId: number, id: number, lang: MessageLocale) {
  return ticketTypeOf(await apiSend('POST', `${base(businessId)}/ticket-types/${id}/retire`, {}, { lang }));
}

export async function linkPresentations(businessId: number, id: number, change: TicketTypePresentations, lang: MessageLocale) {
  return ticketTypeOf(await apiSend('PUT', `${base(businessId)}/ticket-types/${id}/presentations`, change, { lang }));
}

/** GET the business's discount codes. */
export async function getDiscountCodes(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<DiscountCodesResponse> {
  const body = await apiGet(`${base(businessId)}/discount-codes`, { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.discountCodes)) throw unexpectedAnswer('discountCodes');
  return body as unknown as DiscountCodesResponse;
}

/** POST a new discount code, or PUT a change to one (disabling is a change). */
export async function saveDiscountCode(businessId: number, id: number | null, input: DiscountCodeInput, lang: MessageLocale) {
  const path = `${base(businessId)}/discount-codes`;
  const body = id === null ? await apiSend('POST', path, input, { lang }) : await apiSend('PUT', `${path}/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.discountCode)) throw unexpectedAnswer('discountCode');
  return body.discountCode as StaffDiscountCode;
}
