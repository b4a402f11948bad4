import { sql, type Kysely } from 'kysely';

/**
 * A staff user must choose their own password at the first login after an admin created them or reset their password
 * (issue 13, ADR 0016): `must_change_password` 1 refuses every staff call but the password change until they do.
 * Users that exist already (the demo's, and those made before) keep their password as it is.
 */
export function staffPasswordChangeMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('staff_users')
        .addColumn('must_change_password', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`must_change_password in (0, 1)`),
        )
        .execute();
    },
  };
}
