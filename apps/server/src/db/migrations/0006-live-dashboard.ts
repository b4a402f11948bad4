import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { createIndex, idColumn } from './column-helpers';

/**
 * The staff dashboard (kupa-live): login attempts for the rate limit, and per-presentation sales summaries that
 * the checkout keeps exact in the transaction of every sale or cancellation (ADR 0008), with the indexes the
 * dashboard's live figures (holds, reference-prompt sales) read through.
 */
export function liveDashboardMigration(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<any>): Promise<void> {
      // One row per login attempt still being counted; kept in the database so that every server process sees
      // the same counts (the limit holds across processes on PostgreSQL). Rows older than the window are purged.
      await db.schema
        .createTable('staff_login_attempts')
        .$call(id)
        .addColumn('username_key', 'text', (c) => c.notNull())
        .addColumn('client_address', 'text', (c) => c.notNull())
        .addColumn('attempted_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'staff_login_attempts_username_idx', 'staff_login_attempts', ['username_key', 'attempted_at']);
      await createIndex(db, 'staff_login_attempts_address_idx', 'staff_login_attempts', ['client_address', 'attempted_at']);
      await createIndex(db, 'staff_login_attempts_at_idx', 'staff_login_attempts', ['attempted_at']);

      // Sales per presentation: valid tickets of confirmed orders and the products sold with them.
      const measures = (t: any) =>
        t
          .addColumn('sold_quantity', 'integer', (c: any) => c.notNull().defaultTo(0))
          .addColumn('tickets_agorot', 'integer', (c: any) => c.notNull().defaultTo(0))
          .addColumn('service_charge_agorot', 'integer', (c: any) => c.notNull().defaultTo(0))
          .addColumn('products_quantity', 'integer', (c: any) => c.notNull().defaultTo(0))
          .addColumn('products_agorot', 'integer', (c: any) => c.notNull().defaultTo(0))
          .addColumn('updated_at', 'text', (c: any) => c.notNull());
      await db.schema
        .createTable('presentation_sales')
        .addColumn('presentation_id', 'integer', (c) => c.primaryKey().references('presentations.id'))
        .$call(measures)
        .execute();
      // The same per sales channel (sales by POS); channel 0 stands for orders without a recorded channel.
      await db.schema
        .createTable('presentation_channel_sales')
        .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
        .addColumn('channel_id', 'integer', (c) => c.notNull())
        .$call(measures)
        .addPrimaryKeyConstraint('presentation_channel_sales_pk', ['presentation_id', 'channel_id'])
        .execute();
      await db.schema
        .createTable('presentation_product_sales')
        .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('presentation_product_sales_pk', ['presentation_id', 'product_id'])
        .execute();

      // Tickets sold with a reference prompt (hotel guests, agents) per presentation, reference and sale date: what
      // the reference-prompt admin views add up, without reading every ticket of the history.
      await db.schema
        .createTable('presentation_reference_sales')
        .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
        .addColumn('price_policy_id', 'integer', (c) => c.notNull().references('price_policies.id'))
        .addColumn('reference1', 'text', (c) => c.notNull())
        .addColumn('sale_date', 'text', (c) => c.notNull())
        .addColumn('sold_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tickets_agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('presentation_reference_sales_pk', ['presentation_id', 'price_policy_id', 'reference1', 'sale_date'])
        .execute();
      await createIndex(db, 'presentation_reference_sales_policy_idx', 'presentation_reference_sales', ['price_policy_id', 'reference1']);

      // Unpaid hold orders are few among many orders: a partial index holds only them, by deadline. (An index on
      // status for every order would tempt SQLite's planner to walk all confirmed orders in other queries.)
      await db.schema
        .createIndex('reservations_hold_deadline_idx')
        .on('reservations')
        .column('hold_deadline')
        .where(sql.ref('status'), '=', sql.lit('hold'))
        .execute();
      // Products sold with a presentation, read when its summary is refreshed.
      await createIndex(db, 'reservation_products_presentation_idx', 'reservation_products', ['presentation_id']);
      // Tickets sold with a reference prompt, newest first, for the ticket-sales listing: a small partial index
      // (only tickets with a Reference1) instead of a walk over every ticket.
      await db.schema
        .createIndex('reservation_tickets_reference_idx')
        .on('reservation_tickets')
        .columns(['created_at', 'id'])
        .where(sql.ref('ref1'), 'is not', null)
        .execute();
      await createIndex(db, 'reference_prompt_options_policy_idx', 'reference_prompt_options', ['price_policy_id', 'reference1']);
    },
  };
}
