import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { createdAt, createIndex, idColumn, ref } from './column-helpers';

/**
 * Mini sites and integration links (issue 11; spec 2 /mini-site/{url}, spec 3 referralMiniSiteId, spec 5 TS/ret/key).
 * - A mini site (a presentation source) gets its branding (a colour and a tagline) and its referral prices: one row
 *   per price policy it sells at another price than the house (a policy without a row keeps the house price).
 * - An integration partner signs its links with its own secret (HMAC, docs/partner-integration.md) and lists the
 *   origins its customers may return to (ret).
 * - An order records the partner whose valid link it came through.
 */
export function miniSitesAndIntegrationMigration(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('mini_sites').addColumn('brand_color', 'text').execute();
      await db.schema.alterTable('mini_sites').addColumn('tagline_he', 'text').execute();
      await db.schema.alterTable('mini_sites').addColumn('tagline_en', 'text').execute();

      await db.schema
        .createTable('mini_site_prices')
        .$call(id)
        .$call(ref('mini_site_id', 'mini_sites'))
        .$call(ref('price_policy_id', 'price_policies'))
        .addColumn('price_agorot', 'integer', (c) => c.notNull().check(sql`price_agorot >= 0`))
        .execute();
      await createIndex(db, 'mini_site_prices_site_policy_idx', 'mini_site_prices', ['mini_site_id', 'price_policy_id'], true);

      await db.schema
        .createTable('integration_partners')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name_he', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        // The HMAC key the partner signs its links with: a shared secret, so it is kept (never logged, never answered).
        .addColumn('secret', 'text', (c) => c.notNull())
        // A JSON array of origins ("https://partner.example") that ret may lead back to.
        .addColumn('allowed_origins_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('link_ttl_seconds', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(7200)
            .check(sql`link_ttl_seconds > 0`),
        )
        .$call(createdAt)
        .execute();

      await db.schema
        .alterTable('reservations')
        .addColumn('integration_partner_id', 'integer', (c) => c.references('integration_partners.id'))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('reservations').dropColumn('integration_partner_id').execute();
      await db.schema.dropTable('integration_partners').execute();
      await db.schema.dropTable('mini_site_prices').execute();
      for (const column of ['tagline_en', 'tagline_he', 'brand_color'])
        await db.schema.alterTable('mini_sites').dropColumn(column).execute();
    },
  };
}
