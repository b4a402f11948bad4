import { createHash } from 'node:crypto';
import type { IntegrationQuery, IntegrationResponse } from '@kupa/contracts';

/**
 * GET /integration (spec 7): partner links carry TS, ret and key. The call is made only when all three are present
 * (spec 5) and fails silently (spec 8), so an incomplete query gets an empty answer rather than an error. Kupa keeps
 * no partner registry yet: the id is derived deterministically from the three values (the first 16 hex digits of
 * SHA-256 over them, NUL-separated), so the same link always yields the same id and different links differ.
 */
export class IntegrationService {
  integrationOf(query: IntegrationQuery): IntegrationResponse {
    const { TS, ret, key } = query;
    if (!TS || !ret || !key) return {};
    return { integrationId: createHash('sha256').update(`${TS}\0${ret}\0${key}`).digest('hex').slice(0, 16) };
  }
}
