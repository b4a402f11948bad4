import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Posters that staff upload for a film or event (issue 13), kept in the database so both engines and every server
 * process serve the same image: the poster's version and its two WebP renditions (the list thumbnail and the detail
 * size), made once at upload. And the viewing terms of a video-on-demand title (spec 3 Video-on-demand item: viewing
 * window in hours and plays allowed), which staff set per title; a title without a row keeps the default terms.
 */
export function featurePostersAndVodTermsMigration(dialect: DialectName) {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('feature_posters')
        .addColumn('feature_id', 'integer', (c) => c.primaryKey().references('features.id'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .addColumn('source_type', 'text', (c) => c.notNull())
        .addColumn('thumb_webp', bytes, (c) => c.notNull())
        .addColumn('detail_webp', bytes, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('vod_title_terms')
        .addColumn('presentation_id', 'integer', (c) => c.primaryKey().references('presentations.id'))
        // The title's own single-viewing price policy, made when staff first set its price (a shared one is unlinked).
        .addColumn('price_policy_id', 'integer', (c) => c.notNull().references('price_policies.id'))
        .addColumn('viewing_hours', 'integer', (c) => c.notNull())
        .addColumn('max_plays', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('vod_title_terms').execute();
      await db.schema.dropTable('feature_posters').execute();
    },
  };
}
