import type { SignWaiverBody, WaiverPage } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../lib/api/api-client';
import { readWaiverAnswer } from './waiver-answer';

/** POST /api/waivers/{documentKey}?lang=: signs a waiver; answers the page as it is now. */
export async function signWaiver(documentKey: string, body: SignWaiverBody, lang: MessageLocale): Promise<WaiverPage> {
  return readWaiverAnswer(await apiSend('POST', `/waivers/${encodeURIComponent(documentKey)}`, body, { lang }));
}
