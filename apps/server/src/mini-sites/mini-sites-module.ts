import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MiniSitesRepository } from './mini-sites.repository';
import { MiniSitesService, type ReferralPricing } from './mini-sites.service';

/** Referral pricing on a database, for the modules that price tickets (checkout, the ticket list). */
export function createReferralPricing(db: Kysely<Database>): ReferralPricing {
  return new MiniSitesService(new MiniSitesRepository(db));
}

/** The mini sites service with the presentations it lists (none: only which mini sites exist), for app.ts. */
export function createMiniSites(db: Kysely<Database>, presentations?: ConstructorParameters<typeof MiniSitesService>[1]): MiniSitesService {
  return new MiniSitesService(new MiniSitesRepository(db), presentations);
}
