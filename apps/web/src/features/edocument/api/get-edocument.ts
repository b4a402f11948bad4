import type { ReservationSummary } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { readEDocument } from './edocument-answer';

export type EDocumentResult = { kind: 'ok'; reservation: ReservationSummary } | { kind: 'notFound' };

/** GET /api/edocuments/{documentKey}?lang=: the order behind an e-ticket link; a 404 (RESERVATION_NOT_FOUND) is an answer, not a failure. */
export async function getEDocument(documentKey: string, lang: MessageLocale, signal?: AbortSignal): Promise<EDocumentResult> {
  try {
    const body = await apiGet(`/edocuments/${encodeURIComponent(documentKey)}`, { lang }, signal);
    return { kind: 'ok', reservation: readEDocument(body) };
  } catch (error) {
    if (isApiError(error) && (error.code === 'RESERVATION_NOT_FOUND' || error.status === 404)) return { kind: 'notFound' };
    throw error;
  }
}
