import type { StaffLoginBody, StaffSession } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/**
 * POST /api/kupa-live/login: opens a staff session. The server sets the HttpOnly session cookie; the answer
 * describes the session. 401 LOGIN_FAILED, 429 RATE_LIMITED (details.retryAfterSeconds).
 */
export async function staffLogin(body: StaffLoginBody, lang: MessageLocale): Promise<StaffSession> {
  return answerWith<StaffSession>(await apiSend('POST', '/kupa-live/login', body, { lang }), 'menu', 'login');
}
