import { apiSend } from '../../../lib/api/api-client';

/** POST /api/kupa-live/logout: ends the session and clears its cookie (success also without a session). */
export async function staffLogout(): Promise<void> {
  await apiSend('POST', '/kupa-live/logout', {});
}
