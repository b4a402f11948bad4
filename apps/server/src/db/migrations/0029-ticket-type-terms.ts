import type { Kysely } from 'kysely';

/**
 * Ticket types and discount codes as the back office manages them (issue 13): a ticket type can be retired (it keeps
 * its sales and history but is no longer offered), sold only between two local dates (sale_from, sale_until; null:
 * no bound), and online, at the box office or both; a discount code can be disabled without losing its uses.
 */
export function ticketTypeTermsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('price_policies').addColumn('retired_at', 'text').execute();
      await db.schema.alterTable('price_policies').addColumn('sale_from', 'text').execute();
      await db.schema.alterTable('price_policies').addColumn('sale_until', 'text').execute();
      await db.schema
        .alterTable('price_policies')
        .addColumn('is_sold_online', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('price_policies')
        .addColumn('is_sold_at_box_office', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('ticket_codes')
        .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('ticket_codes').dropColumn('is_disabled').execute();
      for (const column of ['is_sold_at_box_office', 'is_sold_online', 'sale_until', 'sale_from', 'retired_at'])
        await db.schema.alterTable('price_policies').dropColumn(column).execute();
    },
  };
}
