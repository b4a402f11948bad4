import { MEMBER_STATUSES } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * The database checks a member's status against its closed union (MEMBER_STATUSES), as migration 0016 does for the
 * other states: a CHECK constraint on PostgreSQL, a pair of aborting triggers on SQLite.
 */
export function memberStatusMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const list = sql.join(MEMBER_STATUSES.map((s) => sql.lit(s)));
      if (dialect === 'postgres') {
        await sql`alter table members add constraint members_status_check check (status in (${list}))`.execute(db);
        return;
      }
      const message = sql.lit(`members.status: not one of ${MEMBER_STATUSES.join(', ')}`);
      await sql`create trigger members_status_check_insert before insert on members
        when new.status not in (${list}) begin select raise(abort, ${message}); end`.execute(db);
      await sql`create trigger members_status_check_update before update of status on members
        when new.status not in (${list}) begin select raise(abort, ${message}); end`.execute(db);
    },
  };
}
