import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { IntegrationRepository } from './integration.repository';
import { IntegrationService } from './integration.service';

/** Integration links on a database, for app.ts and the cart's pricing. */
export function createIntegrationLinks(db: Kysely<Database>): IntegrationService {
  return new IntegrationService(new IntegrationRepository(db));
}
