import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { DASHBOARD_NOW, insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { seedDemoData } from '../demo/seed-demo-data';
import {
  addSalesOfReservation,
  rebuildAllSalesSummaries,
  refreshSalesSummaries,
  refreshSalesSummariesOfReservation,
} from './sales-summary';

async function snapshot(db: Kysely<Database>) {
  const [presentations, channels, products, references] = await Promise.all([
    db
      .selectFrom('presentation_sales')
      .select([
        'presentation_id',
        'sold_quantity',
        'tickets_agorot',
        'service_charge_agorot',
        'products_quantity',
        'products_agorot',
        'booking_fee_agorot',
      ])
      .orderBy('presentation_id')
      .execute(),
    db
      .selectFrom('presentation_channel_sales')
      .select([
        'presentation_id',
        'channel_id',
        'sold_quantity',
        'tickets_agorot',
        'service_charge_agorot',
        'products_quantity',
        'products_agorot',
        'booking_fee_agorot',
      ])
      .orderBy('presentation_id')
      .orderBy('channel_id')
      .execute(),
    db
      .selectFrom('presentation_product_sales')
      .select(['presentation_id', 'product_id', 'quantity', 'agorot'])
      .orderBy('presentation_id')
      .orderBy('product_id')
      .execute(),
    db
      .selectFrom('presentation_reference_sales')
      .select(['presentation_id', 'price_policy_id', 'reference1', 'sale_date', 'sold_quantity', 'tickets_agorot', 'orders'])
      .orderBy('presentation_id')
      .orderBy('price_policy_id')
      .orderBy('reference1')
      .orderBy('sale_date')
      .execute(),
  ]);
  // Rows of presentations without any sale may exist after a refresh; they carry zeros and mean the same as none.
  const sold = (r: { sold_quantity: number; products_quantity: number; booking_fee_agorot: number }) =>
    r.sold_quantity > 0 || r.products_quantity > 0 || r.booking_fee_agorot > 0;
  const some = (r: { quantity?: number; sold_quantity?: number }) => (r.quantity ?? r.sold_quantity ?? 0) > 0;
  return {
    presentations: presentations.filter(sold),
    channels: channels.filter(sold),
    products: products.filter(some),
    references: references.filter(some),
  };
}

const salesOf = async (db: Kysely<Database>, presentationId: number) =>
  db
    .selectFrom('presentation_sales')
    .select(['sold_quantity', 'tickets_agorot', 'products_quantity', 'products_agorot'])
    .where('presentation_id', '=', presentationId)
    .executeTakeFirstOrThrow();

/** An order as a checkout writes it (status as given), with its tickets and products, in the caller's transaction. */
interface TestSale {
  id: number;
  channel: number | null;
  status?: 'confirmed' | 'pending_payment';
  fee?: number;
  date?: string;
  tickets: Array<{ p: number; policy?: number; price?: number; service?: number; ref1?: string }>;
  products?: Array<{ p: number; product: number; quantity: number; price: number }>;
}
async function writeSale(trx: Kysely<Database>, sale: TestSale) {
  const at = DASHBOARD_NOW.toISOString();
  await trx
    .insertInto('reservations')
    .values({
      id: sale.id,
      identifier: `SALE-${sale.id}`,
      business_id: 1,
      channel_id: sale.channel,
      status: sale.status ?? 'confirmed',
      booking_fee_agorot: sale.fee ?? 0,
      total_agorot: 1,
      business_date: sale.date ?? '2026-11-21',
      edocument_key: `sale-${sale.id}`,
      created_at: at,
    })
    .execute();
  if (sale.tickets.length > 0)
    await trx
      .insertInto('reservation_tickets')
      .values(
        sale.tickets.map((ticket, i) => ({
          id: sale.id * 10 + i,
          reservation_id: sale.id,
          presentation_id: ticket.p,
          seat_id: null,
          ticket_group_id: 1,
          price_policy_id: ticket.policy ?? 1,
          price_agorot: ticket.price ?? 4500,
          service_charge_agorot: ticket.service ?? 0,
          ref1: ticket.ref1 ?? null,
          ticket_secret: `sale-${sale.id}-${i}`,
          created_at: at,
        })),
      )
      .execute();
  if (sale.products?.length)
    await trx
      .insertInto('reservation_products')
      .values(
        sale.products.map((product, i) => ({
          id: sale.id * 10 + i,
          reservation_id: sale.id,
          presentation_id: product.p,
          product_id: product.product,
          ticket_id: null,
          quantity: product.quantity,
          unit_price_agorot: product.price,
        })),
      )
      .execute();
}

describe.each(testEngines())('sales summaries on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await insertLiveDashboardFixture(t.db, t.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("kept by the checkout's refresh, equal what a rebuild from all orders computes", async () => {
    const kept = await snapshot(t.db);
    // By hand: 5001 sold 5 (R1 2, R2 3), tickets 182.00, products 4 items for 91.00; R3 was cancelled.
    expect(kept.presentations.find((p) => p.presentation_id === 5001)).toMatchObject({
      presentation_id: 5001,
      sold_quantity: 5,
      tickets_agorot: 18200,
      service_charge_agorot: 1000,
      products_quantity: 4,
      products_agorot: 9100,
    });
    expect(kept.channels.filter((c) => c.presentation_id === 5001).map((c) => [c.channel_id, c.sold_quantity, c.products_agorot])).toEqual([
      [11, 2, 6300],
      [12, 3, 2800],
    ]);
    // Hotel guests of R2 (two tickets, one order, sold on the 21st) and of R8 and R11.
    expect(kept.references).toEqual([
      {
        presentation_id: 5001,
        price_policy_id: 3,
        reference1: 'Sea Hotel',
        sale_date: '2026-11-21',
        sold_quantity: 2,
        tickets_agorot: 6000,
        orders: 1,
      },
      {
        presentation_id: 5006,
        price_policy_id: 3,
        reference1: 'City Hotel',
        sale_date: '2026-11-19',
        sold_quantity: 1,
        tickets_agorot: 3000,
        orders: 1,
      },
      {
        presentation_id: 5009,
        price_policy_id: 3,
        reference1: 'Sea Hotel',
        sale_date: '2026-09-30',
        sold_quantity: 1,
        tickets_agorot: 3000,
        orders: 1,
      },
      {
        presentation_id: 6001,
        price_policy_id: 21,
        reference1: 'Stage Inn',
        sale_date: '2026-11-21',
        sold_quantity: 1,
        tickets_agorot: 10000,
        orders: 1,
      },
    ]);
    await writeTransaction(t.db, t.dialect, (trx) => rebuildAllSalesSummaries(trx, t.dialect, DASHBOARD_NOW));
    expect(await snapshot(t.db)).toEqual(kept);
  });

  it('follows a cancellation, and refreshing again changes nothing', async () => {
    await writeTransaction(t.db, t.dialect, async (trx) => {
      await trx
        .updateTable('reservations')
        .set({ status: 'cancelled', cancelled_at: DASHBOARD_NOW.toISOString() })
        .where('id', '=', 1)
        .execute();
      await trx.updateTable('reservation_tickets').set({ status: 'cancelled' }).where('reservation_id', '=', 1).execute();
      await refreshSalesSummariesOfReservation(trx, 1, DASHBOARD_NOW);
    });
    // R1's 2 tickets (90.00) and 3 products (63.00) leave 5001.
    expect(await salesOf(t.db, 5001)).toEqual({ sold_quantity: 3, tickets_agorot: 9200, products_quantity: 1, products_agorot: 2800 });
    const before = await snapshot(t.db);
    await writeTransaction(t.db, t.dialect, (trx) => refreshSalesSummaries(trx, [5001, 5001, 5002], DASHBOARD_NOW));
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('rolls back with the sale it belongs to', async () => {
    await expect(
      writeTransaction(t.db, t.dialect, async (trx) => {
        await trx.updateTable('reservations').set({ status: 'confirmed' }).where('id', '=', 6).execute();
        await refreshSalesSummariesOfReservation(trx, 6, DASHBOARD_NOW);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect((await salesOf(t.db, 5001)).sold_quantity).toBe(3);
  });

  it('stays exact when many checkouts of one presentation commit at the same time', async () => {
    const before = await salesOf(t.db, 5005);
    const checkouts = Array.from({ length: 12 }, (_, i) =>
      writeTransaction(t.db, t.dialect, async (trx) => {
        const id = 100 + i;
        await trx
          .insertInto('reservations')
          .values({
            id,
            identifier: `RACE-${id}`,
            business_id: 1,
            channel_id: 11,
            status: 'confirmed',
            total_agorot: 4500,
            business_date: '2026-11-21',
            edocument_key: `race-${id}`,
            created_at: DASHBOARD_NOW.toISOString(),
          })
          .execute();
        await trx
          .insertInto('reservation_tickets')
          .values({
            id: 1000 + i,
            reservation_id: id,
            presentation_id: 5005,
            seat_id: null,
            ticket_group_id: 1,
            price_policy_id: 1,
            price_agorot: 4500,
            ticket_secret: `race-${i}`,
            created_at: DASHBOARD_NOW.toISOString(),
          })
          .execute();
        await trx
          .insertInto('reservation_products')
          .values({
            id: 1000 + i,
            reservation_id: id,
            presentation_id: 5005,
            product_id: 2,
            ticket_id: null,
            quantity: 1,
            unit_price_agorot: 1500,
          })
          .execute();
        await refreshSalesSummariesOfReservation(trx, id, DASHBOARD_NOW);
      }),
    );
    await Promise.all(checkouts);
    expect(await salesOf(t.db, 5005)).toEqual({
      sold_quantity: before.sold_quantity + 12,
      tickets_agorot: before.tickets_agorot + 12 * 4500,
      products_quantity: before.products_quantity + 12,
      products_agorot: before.products_agorot + 12 * 1500,
    });
  });
  it('a sale adds its own figures, and after sales, cancellations and refunds the summaries equal a rebuild', async () => {
    const now = DASHBOARD_NOW;
    const sell = (sale: TestSale) =>
      writeTransaction(t.db, t.dialect, async (trx) => {
        await writeSale(trx, sale);
        await addSalesOfReservation(trx, sale.id, now);
      });
    const refreshAfter = (id: number, change: (trx: Kysely<Database>) => Promise<unknown>) =>
      writeTransaction(t.db, t.dialect, async (trx) => {
        await change(trx);
        await refreshSalesSummariesOfReservation(trx, id, now);
      });
    const before = await salesOf(t.db, 5002);
    // Two presentations, a Reference1 answer, products and a booking fee (taken by the lower presentation id).
    await sell({
      id: 200,
      channel: 11,
      fee: 300,
      tickets: [{ p: 5002 }, { p: 5002, service: 250 }, { p: 5001, policy: 3, price: 3000, ref1: 'Sea Hotel' }],
      products: [{ p: 5001, product: 2, quantity: 2, price: 1500 }],
    });
    expect(await salesOf(t.db, 5002)).toEqual({
      ...before,
      sold_quantity: before.sold_quantity + 2,
      tickets_agorot: before.tickets_agorot + 9000,
    });
    await sell({ id: 201, channel: 12, tickets: [{ p: 5005, policy: 3, price: 3000, ref1: 'City Hotel' }], date: '2026-11-20' });
    await sell({ id: 202, channel: null, tickets: [{ p: 5003 }, { p: 5003 }] });
    await sell({ id: 203, channel: 11, fee: 200, tickets: [{ p: 5001 }, { p: 5001 }] });
    // A cancellation of a whole order and the refund of one ticket: recomputed, as before.
    await refreshAfter(202, async (trx) => {
      await trx.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', 202).execute();
      await trx.updateTable('reservation_tickets').set({ status: 'cancelled' }).where('reservation_id', '=', 202).execute();
    });
    await refreshAfter(203, (trx) => trx.updateTable('reservation_tickets').set({ status: 'refunded' }).where('id', '=', 2030).execute());
    // A paid order confirmed after its capture (the settlement's path), and more sales after the recomputes.
    await writeTransaction(t.db, t.dialect, (trx) =>
      writeSale(trx, { id: 204, channel: 11, status: 'pending_payment', tickets: [{ p: 5002 }] }),
    );
    await writeTransaction(t.db, t.dialect, async (trx) => {
      await addSalesOfReservation(trx, 204, now); // not confirmed yet: adds nothing
      await trx.updateTable('reservations').set({ status: 'confirmed' }).where('id', '=', 204).execute();
      await addSalesOfReservation(trx, 204, now);
    });
    await sell({ id: 205, channel: 11, tickets: [{ p: 5001, policy: 3, price: 3000, ref1: 'Sea Hotel' }, { p: 5003 }] });
    await sell({ id: 206, channel: 12, fee: 150, tickets: [], products: [{ p: 5005, product: 1, quantity: 1, price: 2400 }] });

    const kept = await snapshot(t.db);
    expect(kept.references.find((r) => r.presentation_id === 5001 && r.reference1 === 'Sea Hotel')).toMatchObject({
      sold_quantity: 4,
      orders: 3,
    });
    await writeTransaction(t.db, t.dialect, (trx) => rebuildAllSalesSummaries(trx, t.dialect, now));
    expect(kept).toEqual(await snapshot(t.db));
  });

  it('stays exact when sales are added at the same time as refreshes of the same presentation', async () => {
    const before = await salesOf(t.db, 5006);
    const work = Array.from({ length: 12 }, (_, i) =>
      writeTransaction(t.db, t.dialect, async (trx) => {
        if (i % 3 === 2) return refreshSalesSummaries(trx, [5006], DASHBOARD_NOW);
        await writeSale(trx, {
          id: 300 + i,
          channel: 11,
          tickets: [{ p: 5006 }],
          products: [{ p: 5006, product: 2, quantity: 1, price: 1500 }],
        });
        await addSalesOfReservation(trx, 300 + i, DASHBOARD_NOW);
      }),
    );
    await Promise.all(work);
    expect(await salesOf(t.db, 5006)).toEqual({
      sold_quantity: before.sold_quantity + 8,
      tickets_agorot: before.tickets_agorot + 8 * 4500,
      products_quantity: before.products_quantity + 8,
      products_agorot: before.products_agorot + 8 * 1500,
    });
    const kept = await snapshot(t.db);
    await writeTransaction(t.db, t.dialect, (trx) => rebuildAllSalesSummaries(trx, t.dialect, DASHBOARD_NOW));
    expect(kept).toEqual(await snapshot(t.db));
  });
});

describe.each(testEngines())('sales summaries of the demo data on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDemoData(t.db, t.dialect, { today: '2026-11-21', now: DASHBOARD_NOW, salesDensity: 0.05 });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('are filled by the seeding and agree with the orders', async () => {
    const fromOrders = await t.db
      .selectFrom('reservation_tickets as t')
      .innerJoin('reservations as r', 'r.id', 't.reservation_id')
      .select((eb) => [eb.fn.countAll<number>().as('sold'), eb.fn.sum<number>('t.price_agorot').as('agorot')])
      .where('t.status', '=', 'valid')
      .where('r.status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    const summarised = await t.db
      .selectFrom('presentation_sales')
      .select((eb) => [eb.fn.sum<number>('sold_quantity').as('sold'), eb.fn.sum<number>('tickets_agorot').as('agorot')])
      .executeTakeFirstOrThrow();
    expect(Number(fromOrders.sold)).toBeGreaterThan(100);
    expect({ sold: Number(summarised.sold), agorot: Number(summarised.agorot) }).toEqual({
      sold: Number(fromOrders.sold),
      agorot: Number(fromOrders.agorot),
    });
    const kept = await snapshot(t.db);
    await writeTransaction(t.db, t.dialect, (trx) =>
      refreshSalesSummaries(
        trx,
        kept.presentations.map((p) => p.presentation_id),
        DASHBOARD_NOW,
      ),
    );
    expect(await snapshot(t.db)).toEqual(kept);
  });
});
