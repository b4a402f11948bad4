import { sql, type Kysely } from 'kysely';

/**
 * Reference-prompt agents (hotels and agents whose guests buy a reference ticket type) as the back office manages them
 * (issue 13): an agent is deactivated, never deleted, so the tickets sold with its reference keep it; an inactive
 * agent is no longer accepted by the cart.
 */
export function referenceAgentStateMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('reference_prompt_options')
        .addColumn('is_active', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`is_active in (0, 1)`),
        )
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('reference_prompt_options').dropColumn('is_active').execute();
    },
  };
}
