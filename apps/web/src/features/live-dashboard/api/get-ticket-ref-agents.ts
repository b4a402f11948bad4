import type { ReferenceAgent } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/getTicketRefAgents?userId=: the reference-prompt agents of the user's businesses (administrators). */
export async function getTicketRefAgents(userId: number, lang: MessageLocale, signal?: AbortSignal): Promise<ReferenceAgent[]> {
  return answerWith<{ agents: ReferenceAgent[] }>(
    await apiGet('/kupa-live/getTicketRefAgents', { userId, lang }, signal),
    'agents',
    'getTicketRefAgents',
  ).agents;
}
