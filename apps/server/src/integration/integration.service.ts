import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  externalOriginOf,
  isAllowedExternalTarget,
  type IntegrationLink,
  type IntegrationQuery,
  type IntegrationResponse,
} from '@kupa/contracts';
import {
  hasIntegrationParameters,
  integrationLinkTime,
  integrationSigningString,
  KupaError,
  parseIntegrationTimestamp,
  type MessageLocale,
} from '@kupa/domain';
import { localized } from '../shared/localized';
import type { IntegrationPartnerRow, IntegrationRepository } from './integration.repository';

/** The partner a valid link identifies. */
export interface VerifiedPartner {
  partnerId: number;
  businessId: number;
  code: string;
  nameHe: string;
  nameEn: string;
  /** ret, allowed for this partner: where the customer returns after the purchase. */
  returnUrl: string;
}

/** What the cart and the commit ask of integration links. */
export interface IntegrationLinks {
  /** The partner of a link; INTEGRATION_KEY_INVALID, INTEGRATION_LINK_EXPIRED or INTEGRATION_RETURN_NOT_ALLOWED otherwise. */
  partnerOf(link: IntegrationLink, now: Date): Promise<VerifiedPartner>;
}

/** The key of a link under a secret: hex HMAC-SHA256 of the signing string (docs/partner-integration.md). */
export function integrationKey(secret: string, ts: string, ret: string): string {
  return createHmac('sha256', secret).update(integrationSigningString(ts, ret), 'utf8').digest('hex');
}

function sameKey(expectedHex: string, given: string): boolean {
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function originsOf(row: IntegrationPartnerRow): string[] {
  try {
    const list: unknown = JSON.parse(row.allowed_origins_json);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && externalOriginOf(x) !== null) : [];
  } catch {
    return [];
  }
}

/**
 * Integration links (spec 5, spec 7 GET /integration): a partner sends its customer with TS, ret and key. The key is
 * the HMAC of TS and ret under the partner's own secret, so a valid key identifies the partner (every partner's
 * secret is tried, in constant time per comparison); TS bounds the link's life; ret must lie on one of the partner's
 * allowed origins, or Kupa would be an open redirect. Secrets never leave this class: not in answers, not in logs.
 */
export class IntegrationService implements IntegrationLinks {
  constructor(private readonly repository: IntegrationRepository) {}

  /** GET /api/integration: `{}` unless TS, ret and key are all present; the partner of a valid link; an error otherwise. */
  async integrationOf(query: IntegrationQuery, locale: MessageLocale, now: Date): Promise<IntegrationResponse> {
    const { TS, ret, key } = query;
    if (!hasIntegrationParameters(query) || !TS || !ret || !key) return {};
    const partner = await this.partnerOf({ TS, ret, key }, now);
    return { integrationId: partner.code, partnerName: localized(locale, partner.nameHe, partner.nameEn), returnUrl: partner.returnUrl };
  }

  async partnerOf(link: IntegrationLink, now: Date): Promise<VerifiedPartner> {
    const ts = parseIntegrationTimestamp(link.TS);
    if (ts === null) throw new KupaError('INTEGRATION_KEY_INVALID');
    const partner = (await this.repository.partners()).find((p) => sameKey(integrationKey(p.secret, link.TS, link.ret), link.key));
    if (!partner) throw new KupaError('INTEGRATION_KEY_INVALID');
    const time = integrationLinkTime(ts, now, partner.link_ttl_seconds);
    if (time === 'expired') throw new KupaError('INTEGRATION_LINK_EXPIRED');
    if (time === 'notYetValid') throw new KupaError('INTEGRATION_KEY_INVALID');
    if (!isAllowedExternalTarget(link.ret, originsOf(partner))) throw new KupaError('INTEGRATION_RETURN_NOT_ALLOWED');
    return {
      partnerId: partner.id,
      businessId: partner.business_id,
      code: partner.code,
      nameHe: partner.name_he,
      nameEn: partner.name_en,
      returnUrl: link.ret,
    };
  }
}
