import { DONATION_GIFT_STATUSES } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';

/**
 * A donation gift keeps its history when its order is cancelled (a failed or abandoned payment): it is marked
 * cancelled, with the time, instead of being deleted. The status is a closed union (DONATION_GIFT_STATUSES) checked by
 * the database on both engines (a column CHECK, which SQLite accepts on an added column).
 */
export function donationGiftStatusMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const list = sql.join(DONATION_GIFT_STATUSES.map((s) => sql.lit(s)));
      await db.schema
        .alterTable('donation_gifts')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('given')
            .check(sql`status in (${list})`),
        )
        .execute();
      await db.schema.alterTable('donation_gifts').addColumn('cancelled_at', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('donation_gifts').dropColumn('cancelled_at').execute();
      await db.schema.alterTable('donation_gifts').dropColumn('status').execute();
    },
  };
}
