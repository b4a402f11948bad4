import { isItemOrderKind, type ItemOrderKind } from '@kupa/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { bulkInsert } from '../db/bulk-insert';
import { CompiledOnce } from '../db/compiled-once';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import {
  allItemOrderTotals,
  itemOrderProductIds,
  itemOrderProductSums,
  itemOrderTotals,
  orderSalesOfPresentations,
  reservationSaleKey,
  saleLinesOfReservation,
  salesTouchedByReservation,
} from '../reservations/order-sales-reads';
import { chunks } from '../shared/chunks';

// The per-presentation sales summaries of the staff dashboard (ADR 0008): totals, per channel, per product and per
// reference-prompt answer. They are derived data: every figure is recomputed from the orders themselves (valid
// tickets of confirmed reservations, products of confirmed reservations, and the booking fee of a confirmed
// reservation with its lowest presentation id, as a fee is charged once per order), so a refresh is idempotent and
// repairs whatever it touches. The one exception is a sale (issue 12): the order that has just become confirmed adds
// its own figures to the rows (`addSalesOfReservation`), since recomputing a presentation's whole sales on every
// purchase was most of the database's work per purchase; a rebuild gives the same rows (sales-summary.test.ts).
// The orders are the reservations module's: it answers what they sold (reservations/order-sales-reads.ts), inside the
// caller's transaction; this module writes only its own summary tables.

interface Measures {
  sold_quantity: number;
  tickets_agorot: number;
  service_charge_agorot: number;
  products_quantity: number;
  products_agorot: number;
  booking_fee_agorot: number;
}

const zero = (): Measures => ({
  sold_quantity: 0,
  tickets_agorot: 0,
  service_charge_agorot: 0,
  products_quantity: 0,
  products_agorot: 0,
  booking_fee_agorot: 0,
});
const add = (a: Measures, b: Measures) => {
  a.sold_quantity += b.sold_quantity;
  a.tickets_agorot += b.tickets_agorot;
  a.service_charge_agorot += b.service_charge_agorot;
  a.products_quantity += b.products_quantity;
  a.products_agorot += b.products_agorot;
  a.booking_fee_agorot += b.booking_fee_agorot;
};

/** Presentations refreshed per round: keeps IN lists and row locks per statement modest. */
const REFRESH_CHUNK = 500;

/**
 * Brings the sales summaries of these presentations up to date with their orders. Call it inside the transaction
 * that sells, confirms (a hold paid at the box office) or cancels tickets or products, after those writes: the
 * summary then commits or rolls back with them and stays exact. It first takes the presentations' summary rows
 * (in id order, so two checkouts cannot deadlock) and only then reads the orders, so on PostgreSQL a concurrent
 * checkout of the same presentation waits and then sees the other's committed tickets.
 */
export async function refreshSalesSummaries(trx: Kysely<Database>, presentationIds: readonly number[], now: Date): Promise<void> {
  const ids = [...new Set(presentationIds)].sort((a, b) => a - b);
  const at = now.toISOString();
  for (const part of chunks(ids, REFRESH_CHUNK)) {
    await trx
      .insertInto('presentation_sales')
      .values(part.map((presentation_id) => ({ presentation_id, ...zero(), updated_at: at })))
      .onConflict((oc) => oc.column('presentation_id').doUpdateSet({ updated_at: at }))
      .execute();
    const summary = await computeSummaries(trx, part);
    await trx.deleteFrom('presentation_channel_sales').where('presentation_id', 'in', part).execute();
    await trx.deleteFrom('presentation_product_sales').where('presentation_id', 'in', part).execute();
    await trx.deleteFrom('presentation_reference_sales').where('presentation_id', 'in', part).execute();
    if (summary.references.length > 0)
      await trx
        .insertInto('presentation_reference_sales')
        .values(summary.references.map((r) => ({ ...r, updated_at: at })))
        .execute();
    if (summary.channels.length > 0)
      await trx
        .insertInto('presentation_channel_sales')
        .values(summary.channels.map((r) => ({ ...r, updated_at: at })))
        .execute();
    if (summary.products.length > 0)
      await trx
        .insertInto('presentation_product_sales')
        .values(summary.products.map((r) => ({ ...r, updated_at: at })))
        .execute();
    const totals = new Map(summary.presentations.map((r) => [r.presentation_id, r]));
    await trx
      .insertInto('presentation_sales')
      .values(part.map((presentation_id) => ({ ...zero(), ...totals.get(presentation_id), presentation_id, updated_at: at })))
      .onConflict((oc) =>
        oc.column('presentation_id').doUpdateSet((eb) => ({
          sold_quantity: eb.ref('excluded.sold_quantity'),
          tickets_agorot: eb.ref('excluded.tickets_agorot'),
          service_charge_agorot: eb.ref('excluded.service_charge_agorot'),
          products_quantity: eb.ref('excluded.products_quantity'),
          products_agorot: eb.ref('excluded.products_agorot'),
          booking_fee_agorot: eb.ref('excluded.booking_fee_agorot'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

const measureColumns = [
  'sold_quantity',
  'tickets_agorot',
  'service_charge_agorot',
  'products_quantity',
  'products_agorot',
  'booking_fee_agorot',
] as const;

type Added<K extends string> = Record<K, number[]> & { at: string };

// The four additive upserts of a sale: one row per presentation (and per product, per Reference1 answer), each
// measure added to what the row holds (a new row starts from the sale). Compiled once per number of rows.
const addPresentationSales = new CompiledOnce((db: Kysely<Database>, a: Added<'p' | (typeof measureColumns)[number]>) =>
  db
    .insertInto('presentation_sales')
    .values(a.p.map((_, i) => ({ presentation_id: a.p[i]!, ...measuresAt(a, i), updated_at: a.at })))
    .onConflict((oc) => oc.column('presentation_id').doUpdateSet(addedMeasures('presentation_sales'))),
);
const addChannelSales = new CompiledOnce((db: Kysely<Database>, a: Added<'p' | 'c' | (typeof measureColumns)[number]>) =>
  db
    .insertInto('presentation_channel_sales')
    .values(a.p.map((_, i) => ({ presentation_id: a.p[i]!, channel_id: a.c[i]!, ...measuresAt(a, i), updated_at: a.at })))
    .onConflict((oc) => oc.columns(['presentation_id', 'channel_id']).doUpdateSet(addedMeasures('presentation_channel_sales'))),
);
const addProductSales = new CompiledOnce((db: Kysely<Database>, a: Added<'p' | 'product' | 'quantity' | 'agorot'>) =>
  db
    .insertInto('presentation_product_sales')
    .values(
      a.p.map((_, i) => ({
        presentation_id: a.p[i]!,
        product_id: a.product[i]!,
        quantity: a.quantity[i]!,
        agorot: a.agorot[i]!,
        updated_at: a.at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['presentation_id', 'product_id']).doUpdateSet((eb) => ({
        quantity: eb(eb.ref('presentation_product_sales.quantity'), '+', eb.ref('excluded.quantity')),
        agorot: eb(eb.ref('presentation_product_sales.agorot'), '+', eb.ref('excluded.agorot')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    ),
);
const addReferenceSales = new CompiledOnce(
  (db: Kysely<Database>, a: Added<'p' | 'policy' | 'sold' | 'agorot'> & { ref: string[]; date: string }) =>
    db
      .insertInto('presentation_reference_sales')
      .values(
        a.p.map((_, i) => ({
          presentation_id: a.p[i]!,
          price_policy_id: a.policy[i]!,
          reference1: a.ref[i]!,
          sale_date: a.date,
          sold_quantity: a.sold[i]!,
          tickets_agorot: a.agorot[i]!,
          orders: 1,
          updated_at: a.at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['presentation_id', 'price_policy_id', 'reference1', 'sale_date']).doUpdateSet((eb) => ({
          sold_quantity: eb(eb.ref('presentation_reference_sales.sold_quantity'), '+', eb.ref('excluded.sold_quantity')),
          tickets_agorot: eb(eb.ref('presentation_reference_sales.tickets_agorot'), '+', eb.ref('excluded.tickets_agorot')),
          orders: eb(eb.ref('presentation_reference_sales.orders'), '+', eb.ref('excluded.orders')),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      ),
);

function measuresAt(a: Record<(typeof measureColumns)[number], number[]>, i: number): Measures {
  return Object.fromEntries(measureColumns.map((m) => [m, a[m][i]!])) as unknown as Measures;
}

/** `measure = <table>.measure + excluded.measure` for every measure: the sale's figures added to the row's. */
function addedMeasures(table: 'presentation_sales' | 'presentation_channel_sales') {
  const set = { updated_at: sql<string>`${sql.ref('excluded.updated_at')}` } as Record<string, RawBuilder<unknown>>;
  for (const m of measureColumns) set[m] = sql<number>`${sql.ref(`${table}.${m}`)} + ${sql.ref(`excluded.${m}`)}`;
  return set as { updated_at: RawBuilder<string> } & Record<(typeof measureColumns)[number], RawBuilder<number>>;
}

/**
 * Adds one order's sale to the summaries (issue 12), in the transaction that confirmed it: the commit of an order
 * with nothing to capture, or the confirmation after its capture. Call it only there, where the order has just
 * become confirmed and so counted in no summary before; every other change (a cancellation, a partial cancellation,
 * a refund, a hold paid at the box office, a lapsed hold) recomputes (`refreshSalesSummariesOfReservation`), and
 * `rebuildAllSalesSummaries` repairs. One read of the order's lines, then one additive upsert per summary table,
 * in the refresh's order (the presentations' rows first, in id order), so a sale and a refresh of the same
 * presentation serialise on its row and neither loses the other's figures (ADR 0008, addendum).
 */
export async function addSalesOfReservation(trx: Kysely<Database>, reservationId: number, now: Date): Promise<void> {
  const lines = await saleLinesOfReservation(trx, reservationId);
  const order = lines.find((l) => l.line === 3);
  if (!order) return; // not confirmed: it sold nothing (yet)
  const channel = Number(order.item_id);
  const byPresentation = new Map<number, Measures>();
  const measuresOf = (p: number) => {
    let m = byPresentation.get(p);
    if (!m) byPresentation.set(p, (m = zero()));
    return m;
  };
  const products: Array<{ p: number; product: number; quantity: number; agorot: number }> = [];
  const references: Array<{ p: number; policy: number; ref: string; sold: number; agorot: number }> = [];
  let feePresentation: number | null = null;
  let ownProducts = false;
  for (const l of lines) {
    if (l.line === 1 && l.presentation_id !== null) {
      const p = Number(l.presentation_id);
      const m = measuresOf(p);
      m.sold_quantity += Number(l.quantity);
      m.tickets_agorot += Number(l.agorot);
      m.service_charge_agorot += Number(l.service);
      if (feePresentation === null || p < feePresentation) feePresentation = p;
      if (l.ref1 !== null)
        references.push({ p, policy: Number(l.item_id), ref: l.ref1, sold: Number(l.quantity), agorot: Number(l.agorot) });
    } else if (l.line === 2) {
      if (l.presentation_id === null) {
        ownProducts = true;
        continue;
      }
      const p = Number(l.presentation_id);
      const m = measuresOf(p);
      m.products_quantity += Number(l.quantity);
      m.products_agorot += Number(l.agorot);
      products.push({ p, product: Number(l.item_id), quantity: Number(l.quantity), agorot: Number(l.agorot) });
    }
  }
  const fee = Number(order.agorot);
  if (fee > 0 && feePresentation !== null) measuresOf(feePresentation).booking_fee_agorot += fee;

  const at = now.toISOString();
  const rows = [...byPresentation].sort(([a], [b]) => a - b);
  if (rows.length > 0) {
    const columns = Object.fromEntries(measureColumns.map((m) => [m, rows.map(([, r]) => r[m])])) as Record<
      (typeof measureColumns)[number],
      number[]
    >;
    const p = rows.map(([id]) => id);
    await addPresentationSales.execute(trx, { p, ...columns, at });
    await addChannelSales.execute(trx, { p, c: p.map(() => channel), ...columns, at });
  }
  if (products.length > 0) {
    products.sort((a, b) => a.p - b.p || a.product - b.product);
    await addProductSales.execute(trx, {
      p: products.map((r) => r.p),
      product: products.map((r) => r.product),
      quantity: products.map((r) => r.quantity),
      agorot: products.map((r) => r.agorot),
      at,
    });
  }
  if (references.length > 0) {
    await addReferenceSales.execute(trx, {
      p: references.map((r) => r.p),
      policy: references.map((r) => r.policy),
      ref: references.map((r) => r.ref),
      sold: references.map((r) => r.sold),
      agorot: references.map((r) => r.agorot),
      date: order.sale_date ?? '',
      at,
    });
  }
  // Gift-voucher, membership and donation orders: their rows are per business and date, refreshed as before.
  if (order.kind !== null && isItemOrderKind(order.kind)) {
    const row = await reservationSaleKey(trx, reservationId);
    if (!row) throw new Error(`reservation ${reservationId} vanished inside its own transaction`);
    await refreshItemSales(trx, row, ownProducts, now);
  }
}

/**
 * Refreshes the summaries of every presentation a reservation has tickets or products for, and the item sales of a
 * gift-voucher, membership or donation order (the checkout's call, on every sale, confirmation or cancellation).
 */
export async function refreshSalesSummariesOfReservation(trx: Kysely<Database>, reservationId: number, now: Date): Promise<void> {
  const { tickets, products, order } = await salesTouchedByReservation(trx, reservationId);
  const ids = [...tickets, ...products].flatMap((r) => (r.presentation_id === null ? [] : [r.presentation_id]));
  await refreshSalesSummaries(trx, ids, now);
  if (order)
    await refreshItemSales(
      trx,
      order,
      products.some((r) => r.presentation_id === null),
      now,
    );
}

/** The item sales of a gift-voucher, membership or donation order (recomputed: their rows are per business and date). */
async function refreshItemSales(
  trx: Kysely<Database>,
  order: { business_id: number; business_date: string; channel_id: number | null; kind: string },
  ownProducts: boolean,
  now: Date,
): Promise<void> {
  if (!isItemOrderKind(order.kind)) return;
  await refreshItemOrderSales(
    trx,
    { businessId: order.business_id, businessDate: order.business_date, channelId: order.channel_id ?? 0, kind: order.kind },
    now,
  );
  // The products of a voucher order's products step: the monitor's concessions, as a ticket order's are.
  if (ownProducts) await refreshItemOrderProductSales(trx, { businessId: order.business_id, businessDate: order.business_date }, now);
}

/**
 * Brings the products sold in item orders of one business and date up to date with the orders (confirmed ones, their
 * reservation_products without a presentation). It takes the date's rows first (in product order), then reads the
 * orders, and writes every product's figures, zero for one no longer sold.
 */
export async function refreshItemOrderProductSales(
  trx: Kysely<Database>,
  key: { businessId: number; businessDate: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const touched = (await itemOrderProductIds(trx, key)).map((product_id) => ({ product_id }));
  const row = (productId: number) => ({ business_id: key.businessId, business_date: key.businessDate, product_id: productId });
  for (const { product_id } of touched)
    await trx
      .insertInto('item_order_product_sales')
      .values({ ...row(product_id), quantity: 0, agorot: 0, updated_at: at })
      .onConflict((oc) => oc.columns(['business_id', 'business_date', 'product_id']).doUpdateSet({ updated_at: at }))
      .execute();
  const sums = await itemOrderProductSums(trx, key);
  for (const { product_id } of touched) {
    const sum = sums.find((r) => r.product_id === product_id);
    await trx
      .updateTable('item_order_product_sales')
      .set({ quantity: sum?.quantity ?? 0, agorot: sum?.agorot ?? 0, updated_at: at })
      .where('business_id', '=', key.businessId)
      .where('business_date', '=', key.businessDate)
      .where('product_id', '=', product_id)
      .execute();
  }
}

/** One row of the item sales: a business's confirmed orders of one kind on one date through one channel. */
export interface ItemOrderSalesKey {
  businessId: number;
  businessDate: string;
  channelId: number;
  kind: ItemOrderKind;
}

/**
 * Brings one row of the item sales up to date with its orders: confirmed orders of the kind, their count and their
 * items' total (other_agorot, with the products a voucher order sold: products_agorot). Like the presentations' summaries, it takes the row first and then reads the orders.
 */
export async function refreshItemOrderSales(trx: Kysely<Database>, key: ItemOrderSalesKey, now: Date): Promise<void> {
  const at = now.toISOString();
  const row = { business_id: key.businessId, business_date: key.businessDate, channel_id: key.channelId, kind: key.kind };
  await trx
    .insertInto('item_order_sales')
    .values({ ...row, orders: 0, agorot: 0, updated_at: at })
    .onConflict((oc) => oc.columns(['business_id', 'business_date', 'channel_id', 'kind']).doUpdateSet({ updated_at: at }))
    .execute();
  const sums = await itemOrderTotals(trx, key);
  await trx
    .updateTable('item_order_sales')
    .set({ orders: sums.orders, agorot: sums.agorot, updated_at: at })
    .where('business_id', '=', key.businessId)
    .where('business_date', '=', key.businessDate)
    .where('channel_id', '=', key.channelId)
    .where('kind', '=', key.kind)
    .execute();
}

/**
 * Recomputes every summary (the item sales and their products too) from scratch: after the demo data is written, and as a repair tool. Run it in a
 * transaction (or with the sales quiet); it replaces the three summary tables' contents.
 */
export async function rebuildAllSalesSummaries(db: Kysely<Database>, dialect: DialectName, now: Date): Promise<{ presentations: number }> {
  const at = now.toISOString();
  await db.deleteFrom('presentation_reference_sales').execute();
  await db.deleteFrom('presentation_product_sales').execute();
  await db.deleteFrom('presentation_channel_sales').execute();
  await db.deleteFrom('presentation_sales').execute();
  await db.deleteFrom('item_order_sales').execute();
  await db.deleteFrom('item_order_product_sales').execute();
  const summary = await computeSummaries(db, null);
  const stamp = (rows: object[]): Array<Record<string, unknown>> => rows.map((r) => ({ ...r, updated_at: at }));
  await bulkInsert(db, dialect, 'presentation_sales', stamp(summary.presentations));
  await bulkInsert(db, dialect, 'presentation_channel_sales', stamp(summary.channels));
  await bulkInsert(db, dialect, 'presentation_product_sales', stamp(summary.products));
  await bulkInsert(db, dialect, 'presentation_reference_sales', stamp(summary.references));
  await bulkInsert(db, dialect, 'item_order_sales', stamp(await allItemOrderTotals(db)));
  await bulkInsert(db, dialect, 'item_order_product_sales', stamp(await itemOrderProductSums(db, null)));
  return { presentations: summary.presentations.length };
}

interface ComputedSummaries {
  presentations: Array<Measures & { presentation_id: number }>;
  channels: Array<Measures & { presentation_id: number; channel_id: number }>;
  products: Array<{ presentation_id: number; product_id: number; quantity: number; agorot: number }>;
  references: Array<{
    presentation_id: number;
    price_policy_id: number;
    reference1: string;
    sale_date: string;
    sold_quantity: number;
    tickets_agorot: number;
    orders: number;
  }>;
}

/** The summaries of some presentations (or all, for null) as the orders say they are now. */
async function computeSummaries(db: Kysely<Database>, presentationIds: number[] | null): Promise<ComputedSummaries> {
  const [ticketRows, productRows, referenceRows, feeRows] = await orderSalesOfPresentations(db, presentationIds);

  const channels = new Map<string, Measures & { presentation_id: number; channel_id: number }>();
  const channelRow = (presentation_id: number, channel_id: number) => {
    const key = `${presentation_id}:${channel_id}`;
    let row = channels.get(key);
    if (!row) channels.set(key, (row = { presentation_id, channel_id, ...zero() }));
    return row;
  };
  for (const r of ticketRows) {
    const row = channelRow(r.presentation_id, Number(r.channel_id));
    row.sold_quantity += Number(r.sold);
    row.tickets_agorot += Number(r.tickets);
    row.service_charge_agorot += Number(r.service);
  }
  const inScope = presentationIds ? new Set(presentationIds) : null;
  for (const r of feeRows) {
    // An order of several presentations is read for each; only its fee's own presentation takes the fee.
    if (r.presentation_id === null || (inScope && !inScope.has(Number(r.presentation_id)))) continue;
    channelRow(Number(r.presentation_id), Number(r.channel_id)).booking_fee_agorot += Number(r.booking_fee_agorot);
  }
  const products2 = new Map<string, { presentation_id: number; product_id: number; quantity: number; agorot: number }>();
  for (const r of productRows) {
    if (r.presentation_id === null) continue;
    const quantity = Number(r.quantity);
    const agorot = Number(r.agorot);
    const row = channelRow(r.presentation_id, Number(r.channel_id));
    row.products_quantity += quantity;
    row.products_agorot += agorot;
    const key = `${r.presentation_id}:${r.product_id}`;
    const product = products2.get(key) ?? { presentation_id: r.presentation_id, product_id: r.product_id, quantity: 0, agorot: 0 };
    product.quantity += quantity;
    product.agorot += agorot;
    products2.set(key, product);
  }
  const presentations = new Map<number, Measures & { presentation_id: number }>();
  for (const c of channels.values()) {
    let p = presentations.get(c.presentation_id);
    if (!p) presentations.set(c.presentation_id, (p = { presentation_id: c.presentation_id, ...zero() }));
    add(p, c);
  }
  return {
    presentations: [...presentations.values()],
    channels: [...channels.values()],
    products: [...products2.values()],
    references: referenceRows.map((r) => ({
      presentation_id: r.presentation_id,
      price_policy_id: r.price_policy_id,
      reference1: r.ref1 ?? '',
      sale_date: r.sale_date,
      sold_quantity: Number(r.sold),
      tickets_agorot: Number(r.agorot),
      orders: Number(r.orders),
    })),
  };
}
