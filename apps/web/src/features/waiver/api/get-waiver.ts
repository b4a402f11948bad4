import type { WaiverPage } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { readWaiverLookup } from './waiver-answer';

export type WaiverResult = { kind: 'ok'; waiver: WaiverPage } | { kind: 'notFound' } | { kind: 'notRequired' };

/** GET /api/waivers/{documentKey}?lang=: the order's waiver page; an unknown order and one that needs no waiver are answers. */
export async function getWaiver(documentKey: string, lang: MessageLocale, signal?: AbortSignal): Promise<WaiverResult> {
  try {
    const waiver = readWaiverLookup(await apiGet(`/waivers/${encodeURIComponent(documentKey)}`, { lang }, signal));
    return waiver === null ? { kind: 'notRequired' } : { kind: 'ok', waiver };
  } catch (error) {
    if (isApiError(error) && error.code === 'RESERVATION_NOT_FOUND') return { kind: 'notFound' };
    throw error;
  }
}
