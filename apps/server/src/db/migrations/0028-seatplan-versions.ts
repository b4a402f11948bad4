import { sql, type Kysely } from 'kysely';

/**
 * Seat plan versions (issue 13, ADR 0015): a plan row belongs to a family (the id of its first version) and carries
 * its version number and the designer's document it was built from. Plans made before the designer (the demo's, the
 * fixtures') have no document and are their own family at version 1.
 */
export function seatplanVersionsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('seatplans').addColumn('family_id', 'integer').execute();
      await db.schema
        .alterTable('seatplans')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('seatplans').addColumn('document_json', 'text').execute();
      await db.schema.alterTable('seatplans').addColumn('created_at', 'text').execute();
      await sql`update seatplans set family_id = id`.execute(db);
    },
  };
}
