import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

const KINDS = sql`kind in ('vouchers', 'memberships', 'donations', 'vod')`;

/**
 * Video-on-demand orders of the web checkout (kind `vod`, ADR 0011 addendum) count in the dashboard's item sales like
 * gift vouchers, memberships and donations: the kind check of item_order_sales takes `vod`, and the summary is filled
 * from the confirmed video orders already written. SQLite cannot change a table's CHECK, so it rebuilds this summary
 * table (its rows are copied as they are).
 */
export function videoInItemSalesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`alter table item_order_sales drop constraint item_order_sales_kind_check`.execute(db);
        await sql`alter table item_order_sales add constraint item_order_sales_kind_check check (${KINDS})`.execute(db);
      } else {
        await db.schema
          .createTable('item_order_sales_new')
          .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
          .addColumn('business_date', 'text', (c) => c.notNull())
          .addColumn('channel_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('agorot', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('item_order_sales_pk', ['business_id', 'business_date', 'channel_id', 'kind'])
          .addCheckConstraint('item_order_sales_kind_check', KINDS)
          .execute();
        await sql`insert into item_order_sales_new (business_id, business_date, channel_id, kind, orders, agorot, updated_at)
          select business_id, business_date, channel_id, kind, orders, agorot, updated_at from item_order_sales`.execute(db);
        await db.schema.dropTable('item_order_sales').execute();
        await db.schema.alterTable('item_order_sales_new').renameTo('item_order_sales').execute();
      }
      await sql`
        insert into item_order_sales (business_id, business_date, channel_id, kind, orders, agorot, updated_at)
        select business_id, business_date, coalesce(channel_id, 0), kind, count(*), sum(other_agorot + products_agorot),
          ${new Date().toISOString()}
        from reservations
        where status = 'confirmed' and kind = 'vod'
        group by business_id, business_date, coalesce(channel_id, 0), kind`.execute(db);
    },
  };
}
