import type { StaffSession } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/session: the logged-in operator, their businesses and menu; 401 UNAUTHORIZED without a session. */
export async function getStaffSession(lang: MessageLocale, signal?: AbortSignal): Promise<StaffSession> {
  return answerWith<StaffSession>(await apiGet('/kupa-live/session', { lang }, signal), 'menu', 'session');
}
