import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { createdAt, createIndex, flags, idColumn, ref } from './column-helpers';

/** Staff users and sessions, reference-prompt agents, the outbox, the audit log and idempotency records. */
export function staffAndOperationsMigration(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('staff_users')
        .$call(id)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        // scrypt$N$r$p$salt$hash, never the password.
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .$call(flags(['is_admin']))
        .$call(flags(['is_active'], 1))
        .$call(createdAt)
        .execute();

      await db.schema
        .createTable('staff_user_businesses')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
        .addPrimaryKeyConstraint('staff_user_businesses_pk', ['user_id', 'business_id'])
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .$call(ref('user_id', 'staff_users'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .$call(createdAt)
        .execute();

      // Options a reference prompt offers (e.g. a hotel or agent), with the quantity staff may sell (spec: reference-agent row).
      await db.schema
        .createTable('reference_prompt_options')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('price_policy_id', 'price_policies'))
        .$call(ref('agent_customer_id', 'customers', true))
        .addColumn('reference1', 'text', (c) => c.notNull())
        .addColumn('reference2', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .$call(createdAt)
        .execute();

      await db.schema
        .createTable('outbox')
        .$call(id)
        .$call(ref('business_id', 'businesses', true))
        .addColumn('channel', 'text', (c) => c.notNull()) // sms | email
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | sent | failed
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .$call(createdAt)
        .execute();
      await createIndex(db, 'outbox_status_idx', 'outbox', ['status', 'id']);

      await db.schema
        .createTable('audit_log')
        .$call(id)
        .$call(ref('business_id', 'businesses', true))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull()) // buyer | customer | staff | system
        .addColumn('actor_id', 'text')
        .addColumn('action', 'text', (c) => c.notNull()) // e.g. reservation.cancelled
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('data_json', 'text')
        .execute();
      await createIndex(db, 'audit_log_entity_idx', 'audit_log', ['entity', 'entity_id']);

      // Answers to retried writes, keyed by the client's idempotency key.
      await db.schema
        .createTable('idempotency_records')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('response_json', 'text', (c) => c.notNull())
        .$call(createdAt)
        .execute();
    },
  };
}
