import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Seat holds remember which steps' timers they have been granted (a bit per step), so moving between steps renews
 * a hold at most once per step in either step order of the spec (ADR 0007).
 */
export function seatClaimStepsMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('seat_claims')
        .addColumn('granted_steps', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The buyer's holds of one presentation: step moves, extensions and the status map read them by this pair.
      await db.schema
        .createIndex('seat_claims_presentation_buyer_idx')
        .on('seat_claims')
        .columns(['presentation_id', 'buyer_uuid'])
        .execute();
    },
  };
}
