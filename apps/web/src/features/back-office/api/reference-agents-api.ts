import type { ReferenceAgentInput, StaffReferenceAgent, StaffReferenceAgentsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const path = (businessId: number) => `/kupa-live/manage/businesses/${businessId}/reference-agents`;

/** GET the business's reference-prompt agents, deactivated ones too, with the ticket types they may be for. */
export async function getReferenceAgents(
  businessId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<StaffReferenceAgentsResponse> {
  const body = await apiGet(path(businessId), { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.agents) || !Array.isArray(body.ticketTypes)) throw unexpectedAnswer('reference-agents');
  return body as unknown as StaffReferenceAgentsResponse;
}

/** POST a new agent, or PUT a change to one (400 VALIDATION_ERROR names the refused field). */
export async function saveReferenceAgent(
  businessId: number,
  id: number | null,
  input: ReferenceAgentInput,
  lang: MessageLocale,
): Promise<StaffReferenceAgent> {
  const url = path(businessId);
  const body = id === null ? await apiSend('POST', url, input, { lang }) : await apiSend('PUT', `${url}/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.agent)) throw unexpectedAnswer('reference-agent');
  return body.agent as StaffReferenceAgent;
}
