import type { WaiverPage } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { readWaiverAnswer } from './waiver-answer';

export type WaiverResult = { kind: 'ok'; waiver: WaiverPage } | { kind: 'notFound' } | { kind: 'notRequired' };

/** GET /api/waivers/{documentKey}?lang=: the order's waiver page; an unknown order or one that needs no waiver is an answer. */
export async function getWaiver(documentKey: string, lang: MessageLocale, signal?: AbortSignal): Promise<WaiverResult> {
  try {
    return { kind: 'ok', waiver: readWaiverAnswer(await apiGet(`/waivers/${encodeURIComponent(documentKey)}`, { lang }, signal)) };
  } catch (error) {
    if (isApiError(error) && error.code === 'RESERVATION_NOT_FOUND') return { kind: 'notFound' };
    if (isApiError(error) && error.code === 'WAIVER_NOT_REQUIRED') return { kind: 'notRequired' };
    throw error;
  }
}
