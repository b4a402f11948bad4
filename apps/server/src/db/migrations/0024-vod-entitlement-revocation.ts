import type { Kysely } from 'kysely';

/**
 * A video-on-demand entitlement is revoked, not deleted, when its order is cancelled (a failed or abandoned payment,
 * ADR 0011 undo): it keeps its history (purchase, plays) and can never be watched again. An index on the order finds
 * an order's entitlements for the undo and for the confirmation's watch links.
 */
export function vodEntitlementRevocationMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('vod_entitlements').addColumn('revoked_at', 'text').execute();
      await db.schema.createIndex('vod_entitlements_reservation_idx').on('vod_entitlements').column('reservation_id').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('vod_entitlements_reservation_idx').execute();
      await db.schema.alterTable('vod_entitlements').dropColumn('revoked_at').execute();
    },
  };
}
