import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * A login by ID, reservation or member number proves the customer with a one-time code sent to the mobile number on
 * file or, when there is none, to the e-mail address on file (issue 9). A code row is therefore addressed to a mobile
 * number or to an e-mail address (exactly one), and a code sent by e-mail names the customer it signs in (a session
 * of an e-mail-only customer covers that record alone). SQLite cannot drop a NOT NULL, so it rebuilds the table.
 *
 * A voucher's cancel records the refund it owes (`system_vouchers.cancel_refund_json`) with the cancel, and clears it
 * once the provider answered: what a crash in between leaves, the finishing job completes (ADR 0012 addendum).
 *
 * A ticket row names the discount code and the reference option its sale counted (`ticket_code_id`,
 * `reference_option_id`, on the first seat's row of a ticket), so a cancellation gives back exactly those uses and
 * places. Plain integers: an option the staff remove later leaves the history as it was.
 */
export function emailCodesAndVoucherRefundsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`alter table customer_login_codes alter column mobile drop not null`.execute(db);
        await sql`alter table customer_login_codes add column email text`.execute(db);
        await sql`alter table customer_login_codes add column customer_id integer references customers(id)`.execute(db);
        await sql`alter table customer_login_codes add constraint customer_login_codes_one_recipient
          check ((mobile is null) <> (email is null))`.execute(db);
      } else {
        await sql`create table customer_login_codes_new (
          id integer primary key autoincrement,
          business_id integer not null references businesses(id),
          mobile text,
          email text,
          customer_id integer references customers(id),
          code_hash text not null,
          attempts integer not null default 0,
          expires_at text not null,
          consumed_at text,
          created_at text not null,
          request_hash text,
          constraint customer_login_codes_one_recipient check ((mobile is null) <> (email is null))
        )`.execute(db);
        await sql`insert into customer_login_codes_new
          (id, business_id, mobile, code_hash, attempts, expires_at, consumed_at, created_at, request_hash)
          select id, business_id, mobile, code_hash, attempts, expires_at, consumed_at, created_at, request_hash
          from customer_login_codes`.execute(db);
        await sql`drop table customer_login_codes`.execute(db);
        await sql`alter table customer_login_codes_new rename to customer_login_codes`.execute(db);
        await db.schema
          .createIndex('customer_login_codes_mobile_idx')
          .on('customer_login_codes')
          .columns(['mobile', 'created_at'])
          .execute();
        await db.schema.createIndex('customer_login_codes_request_hash').on('customer_login_codes').column('request_hash').execute();
      }
      await db.schema.createIndex('customer_login_codes_email_idx').on('customer_login_codes').columns(['email', 'created_at']).execute();
      await db.schema.alterTable('system_vouchers').addColumn('cancel_refund_json', 'text').execute();
      await db.schema.alterTable('reservation_tickets').addColumn('ticket_code_id', 'integer').execute();
      await db.schema.alterTable('reservation_tickets').addColumn('reference_option_id', 'integer').execute();
    },
  };
}
