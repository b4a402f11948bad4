import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type MiniSiteRow = Awaited<ReturnType<MiniSitesRepository['all']>>[number];

const SITE_COLUMNS = ['id', 'business_id', 'url', 'name_he', 'name_en', 'tagline_he', 'tagline_en', 'brand_color'] as const;

/** The mini sites (presentation sources) and their referral prices (migration 0025). */
export class MiniSitesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  all() {
    return this.db.selectFrom('mini_sites').select(SITE_COLUMNS).orderBy('id').execute();
  }

  /** A mini site by its address; URLs are compared as stored (lower case in the demo and the docs). */
  byUrl(url: string) {
    return this.db.selectFrom('mini_sites').select(SITE_COLUMNS).where('url', '=', url).executeTakeFirst();
  }

  byId(id: number) {
    return this.db.selectFrom('mini_sites').select(SITE_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** The referral prices of a mini site, by price policy. */
  async referralPrices(miniSiteId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('mini_site_prices')
      .select(['price_policy_id', 'price_agorot'])
      .where('mini_site_id', '=', miniSiteId)
      .execute();
    return new Map(rows.map((r) => [r.price_policy_id, r.price_agorot]));
  }
}
