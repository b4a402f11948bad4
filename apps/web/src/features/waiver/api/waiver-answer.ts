import type { WaiverPage, WaiverPageResponse } from '@kupa/contracts';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET and POST /api/waivers/{documentKey}: `{ waiver }` with its tickets and signed waivers (shape checked by the server). */
export function readWaiverAnswer(body: unknown): WaiverPage {
  if (!isRecord(body) || !isRecord(body.waiver)) throw unexpectedAnswer('waiver');
  const waiver = body.waiver;
  if (typeof waiver.reservationIdentifier !== 'string' || !Array.isArray(waiver.tickets) || !Array.isArray(waiver.waivers)) {
    throw unexpectedAnswer('waiver');
  }
  return (body as unknown as WaiverPageResponse).waiver;
}

/** GET /api/waivers/{documentKey}: `{ waiver }`, or `{ waiver: null }` when the order needs no waiver. */
export function readWaiverLookup(body: unknown): WaiverPage | null {
  if (isRecord(body) && body.waiver === null) return null;
  return readWaiverAnswer(body);
}
