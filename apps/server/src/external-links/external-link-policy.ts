import { externalOriginOf, externalTargetOf, isAllowedExternalTarget } from '@kupa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ExternalLinksRepository } from './external-links.repository';

/** The business setting that lists the origins a /http… link of the site may lead to (spec 2). */
export const EXTERNAL_LINK_ORIGINS_SETTING = 'externalLinkOrigins';

/** Where a /http… path leads: an allowed address to redirect to, or a refusal (the address is not on any allow-list). */
export type ExternalLinkDecision = { kind: 'redirect'; target: string } | { kind: 'refused' };

/**
 * Spec 2: a path starting with /http leaves the application for the address that follows, but only for addresses
 * the tenant allows (issue 14: otherwise Kupa is an open redirect for phishing). Each business lists its allowed
 * origins in its settings (`externalLinkOrigins`); the site allows the union of its tenants' lists.
 */
export class ExternalLinkPolicy {
  constructor(
    private readonly repository: ExternalLinksRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The allowed origins of every tenant, normalised ("https://host[:port]"), without duplicates. */
  async allowedOrigins(): Promise<string[]> {
    const origins = new Set<string>();
    for (const business of await this.repository.businessSettings()) {
      for (const entry of this.listOf(business.id, business.settingsJson)) {
        const origin = externalOriginOf(entry);
        if (origin) origins.add(origin);
        else this.log.warn({ businessId: business.id, entry }, 'Ignoring an external link origin that is not an http(s) origin');
      }
    }
    return [...origins];
  }

  /** What to do with a /http… path (without its query, which follows in `search`). */
  async decide(pathname: string, search: string): Promise<ExternalLinkDecision> {
    const target = externalTargetOf(pathname, search);
    if (target === null) return { kind: 'refused' };
    return isAllowedExternalTarget(target, await this.allowedOrigins()) ? { kind: 'redirect', target } : { kind: 'refused' };
  }

  private listOf(businessId: number, settingsJson: string): string[] {
    let settings: unknown;
    try {
      settings = JSON.parse(settingsJson);
    } catch {
      // A broken settings row allows nothing; the rest of the site keeps working.
      this.log.warn({ businessId }, 'Business settings are not valid JSON: no external link origins allowed for it');
      return [];
    }
    const list =
      typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)[EXTERNAL_LINK_ORIGINS_SETTING] : undefined;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  }
}
