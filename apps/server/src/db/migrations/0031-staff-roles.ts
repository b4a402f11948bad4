import { STAFF_ROLES } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import { createIndex } from './column-helpers';

/**
 * Staff roles per business (issue 13, ADR 0016), owned by staff-auth: each row of staff_user_businesses carries the
 * user's role in that business (admin, manager, box-office, door). The global is_admin flag becomes the role: an
 * administrator is admin of every business they had, everybody else keeps today's dashboards as box office; the
 * flag is then dropped so that the role is the only answer. The audit log gets the index its search reads
 * (one business's entries, newest first).
 */
export function staffRolesMigration() {
  const roles = sql.join(STAFF_ROLES.map((r) => sql.lit(r)));
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('staff_user_businesses')
        .addColumn('role', 'text', (c) =>
          c
            .notNull()
            .defaultTo('box-office')
            .check(sql`role in (${roles})`),
        )
        .execute();
      await db
        .updateTable('staff_user_businesses')
        .set({ role: 'admin' })
        .where('user_id', 'in', db.selectFrom('staff_users').select('id').where('is_admin', '=', 1))
        .execute();
      await db.schema.alterTable('staff_users').dropColumn('is_admin').execute();
      await createIndex(db, 'audit_log_business_at_idx', 'audit_log', ['business_id', 'at']);
    },
  };
}
