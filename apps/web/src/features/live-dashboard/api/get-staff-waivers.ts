import type { StaffWaiversResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/waivers?date=: per session in halls that need waivers, each order and whether its waivers are complete. */
export async function getStaffWaivers(date: string, lang: MessageLocale, signal?: AbortSignal): Promise<StaffWaiversResponse> {
  return answerWith<StaffWaiversResponse>(await apiGet('/kupa-live/waivers', { date, lang }, signal), 'presentations', 'waivers');
}
