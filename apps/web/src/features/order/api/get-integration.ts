import type { IntegrationLink, IntegrationResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

/** GET /api/integration (spec 7): the partner of a complete link, or an error (bad key, expired, foreign return). */
export async function getIntegration(link: IntegrationLink, lang: MessageLocale, signal?: AbortSignal): Promise<IntegrationResponse> {
  const body = await apiGet('/integration', { TS: link.TS, ret: link.ret, key: link.key, lang }, signal);
  if (!isRecord(body)) throw unexpectedAnswer('integration');
  return body as IntegrationResponse;
}
