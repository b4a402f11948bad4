import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * The sandbox payment provider's state (ADR 0009), kept in the database so that every server process sees the same
 * authorisations, verifications, bank payments and saved-card tokens (the scale-out deployment on PostgreSQL).
 * Never a card number or CVV: a token keeps the last four digits, brand, expiry and the test card's behaviour.
 * Ids are the provider's own text ids (auth_..., ver_...), so no column is called `id` (those are integer keys).
 */
export function sandboxPaymentsMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      // The first answer of each idempotency key (authorise, capture, refund, bank start), as JSON.
      await db.schema
        .createTable('sandbox_payment_answers')
        .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
        .addColumn('answer_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sandbox_card_tokens')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('behaviour', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // An authorisation moves authorised -> captured or authorised -> voided, once (conditional updates).
      await db.schema
        .createTable('sandbox_authorisations')
        .addColumn('authorisation_id', 'text', (c) => c.primaryKey())
        .addColumn('amount_agorot', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('number_of_payments', 'integer', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // At most one capture per authorisation; refunds add up to at most the captured amount.
      await db.schema
        .createTable('sandbox_captures')
        .addColumn('capture_id', 'text', (c) => c.primaryKey())
        .addColumn('authorisation_id', 'text', (c) => c.notNull().unique().references('sandbox_authorisations.authorisation_id'))
        .addColumn('amount_agorot', 'integer', (c) => c.notNull())
        .addColumn('refunded_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // An extra verification waiting for the buyer (pending), then finished once with its answer in result_json.
      await db.schema
        .createTable('sandbox_verifications')
        .addColumn('verification_id', 'text', (c) => c.primaryKey())
        .addColumn('amount_agorot', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('number_of_payments', 'integer', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('return_path', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result_json', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // Instant bank payments: pending -> approved, declined or expired, once; an approved one may be refunded once.
      await db.schema
        .createTable('sandbox_bank_payments')
        .addColumn('bank_payment_id', 'text', (c) => c.primaryKey())
        .addColumn('amount_agorot', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('return_path', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
