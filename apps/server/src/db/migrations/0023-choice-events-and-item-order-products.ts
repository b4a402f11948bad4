import { sql, type Kysely } from 'kysely';

/**
 * Spec 2 "Membership enrolment": fixed seats, rates, choice events, seats for those events. An enrolment membership
 * lists its presentations; the required ones are its fixed events and the others, when some are required, its choice
 * events. `choice_events` is how many of them a buyer chooses (0: the membership offers none to choose). A CHECK bounds
 * it on both engines (SQLite accepts a column CHECK on an added column).
 *
 * The products (concessions) sold in a voucher order's products step have no presentation, so the dashboard's
 * per-presentation product summary never counted them: `item_order_product_sales` summarises them per business,
 * business date and product, from confirmed orders (ADR 0008), kept exact by the same refresh as the item sales
 * (ADR 0011 addendum). Existing summaries are filled from the orders already written.
 */
export function choiceEventsAndItemOrderProductsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('memberships')
        .addColumn('choice_events', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`choice_events between 0 and 20`),
        )
        .execute();

      await db.schema
        .createTable('item_order_product_sales')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agorot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('item_order_product_sales_pk', ['business_id', 'business_date', 'product_id'])
        .execute();
      await sql`
        insert into item_order_product_sales (business_id, business_date, product_id, quantity, agorot, updated_at)
        select r.business_id, r.business_date, rp.product_id, sum(rp.quantity), sum(rp.quantity * rp.unit_price_agorot),
          ${new Date().toISOString()}
        from reservation_products rp
        join reservations r on r.id = rp.reservation_id
        where r.status = 'confirmed' and r.kind in ('vouchers', 'memberships', 'donations') and rp.presentation_id is null
        group by r.business_id, r.business_date, rp.product_id`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('item_order_product_sales').execute();
      await db.schema.alterTable('memberships').dropColumn('choice_events').execute();
    },
  };
}
