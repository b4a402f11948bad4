import type { Kysely } from 'kysely';

/**
 * Logins by ID, reservation or member number (issue 9): the one-time code goes to the mobile number on file, which
 * the customer is never shown, so the code is proved against an opaque login request instead. Its SHA-256 is kept on
 * the code's row (the request itself, like the code, is never stored in clear).
 */
export function customerLoginRequestsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('customer_login_codes').addColumn('request_hash', 'text').execute();
      await db.schema.createIndex('customer_login_codes_request_hash').on('customer_login_codes').column('request_hash').execute();
      await db.schema.createIndex('customer_login_tokens_customer').on('customer_login_tokens').column('customer_id').execute();
    },
  };
}
