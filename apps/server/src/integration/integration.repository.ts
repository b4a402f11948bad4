import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type IntegrationPartnerRow = Awaited<ReturnType<IntegrationRepository['partners']>>[number];

/** The integration partners and their link secrets (migration 0025). */
export class IntegrationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every partner with its secret: read to check a link's key, never answered or logged. */
  partners() {
    return this.db
      .selectFrom('integration_partners')
      .select(['id', 'business_id', 'code', 'name_he', 'name_en', 'secret', 'allowed_origins_json', 'link_ttl_seconds'])
      .orderBy('id')
      .execute();
  }
}
