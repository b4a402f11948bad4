import type { Kysely } from 'kysely';

/**
 * A presentation either keeps its own seat-lock timers (spec 3 lockTimer) or follows its business's lock timers (the
 * back office's business settings, issue 13): `lock_timers_own` 1 keeps the presentation's lock_* columns, 0 reads
 * the business's `lockTimer` settings when a hold is made. Every existing presentation keeps its own timers.
 */
export function businessLockTimersMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('presentations')
        .addColumn('lock_timers_own', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}
