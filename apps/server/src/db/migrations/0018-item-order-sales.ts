import { sql, type Kysely } from 'kysely';

/**
 * Gift vouchers, memberships and donations in the dashboard's sales (ADR 0008, spec 2: sales by POS, vouchers in the
 * cinema monitor): orders of those kinds have no presentation, so they are summarised per business, business date,
 * channel (0 for none) and kind, kept exact by the same refresh as the presentations' summaries. Only confirmed orders
 * count. Existing summaries are filled from the orders already written.
 */
export function itemOrderSalesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('item_order_sales')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('channel_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('item_order_sales_pk', ['business_id', 'business_date', 'channel_id', 'kind'])
        .addCheckConstraint('item_order_sales_kind_check', sql`kind in ('vouchers', 'memberships', 'donations')`)
        .execute();
      await sql`
        insert into item_order_sales (business_id, business_date, channel_id, kind, orders, agorot, updated_at)
        select business_id, business_date, coalesce(channel_id, 0), kind, count(*), sum(other_agorot), ${new Date().toISOString()}
        from reservations
        where status = 'confirmed' and kind in ('vouchers', 'memberships', 'donations')
        group by business_id, business_date, coalesce(channel_id, 0), kind`.execute(db);
    },
  };
}
