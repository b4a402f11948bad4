import { sql, type Kysely } from 'kysely';

/**
 * Spec 2 "Membership enrolment": fixed seats, rates, choice events, seats for those events. An enrolment membership
 * lists its presentations; the required ones are its fixed events and the others, when some are required, its choice
 * events. `choice_events` is how many of them a buyer chooses (0: the membership offers none to choose). A CHECK bounds
 * it on both engines (SQLite accepts a column CHECK on an added column).
 */
export function membershipChoiceEventsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('memberships')
        .addColumn('choice_events', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`choice_events between 0 and 20`),
        )
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('memberships').dropColumn('choice_events').execute();
    },
  };
}
