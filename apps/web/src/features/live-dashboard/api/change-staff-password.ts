import type { StaffPasswordChangeBody, StaffSession } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/**
 * POST /api/kupa-live/password: the logged-in user's own password (required after a temporary one). Answers the
 * session, no longer asking for a change. 400 CURRENT_PASSWORD_WRONG, PASSWORD_UNCHANGED or VALIDATION_ERROR.
 */
export async function changeStaffPassword(body: StaffPasswordChangeBody, lang: MessageLocale): Promise<StaffSession> {
  return answerWith<StaffSession>(await apiSend('POST', '/kupa-live/password', body, { lang }), 'menu', 'password change');
}
