import { ITEM_ORDER_KINDS, type ItemOrderKind } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * What the orders sold, as the staff dashboard's sales summaries (ADR 0008, live-dashboard/sales-summary.ts) count it:
 * valid tickets of confirmed reservations, products of confirmed reservations, and the booking fee of a confirmed
 * reservation with its lowest presentation id (a fee is charged once per order). Every read takes the database or the
 * caller's transaction: the summaries are kept exact inside the selling transaction, which must see its own writes
 * (and on PostgreSQL the rows it has just taken). The statements of a sale are compiled once (db/compiled-once.ts).
 */

/**
 * One line of what an order sold: its valid tickets by presentation, price policy and Reference1 (line 1), its
 * products by presentation and product (line 2), and the order itself when confirmed (line 3: its channel (0 for
 * none) in item_id, its booking fee in agorot, its sale date and kind).
 */
export interface SaleLine {
  line: number;
  presentation_id: number | null;
  item_id: number | null;
  ref1: string | null;
  quantity: number | string;
  agorot: number | string;
  service: number | string;
  sale_date: string | null;
  kind: string | null;
}
const saleLinesOf = new CompiledOnce((db: Kysely<Database>, a: { id: number }) => ({
  compile: () =>
    sql<SaleLine>`select 1 as line, t.presentation_id as presentation_id, t.price_policy_id as item_id, t.ref1 as ref1,
  count(*) as quantity, sum(t.price_agorot) as agorot, sum(t.service_charge_agorot) as service, null as sale_date, null as kind
from reservation_tickets t where t.reservation_id = ${a.id} and t.status = 'valid'
group by t.presentation_id, t.price_policy_id, t.ref1
union all
select 2, rp.presentation_id, rp.product_id, null, sum(rp.quantity), sum(rp.quantity * rp.unit_price_agorot), 0, null, null
from reservation_products rp where rp.reservation_id = ${a.id}
group by rp.presentation_id, rp.product_id
union all
select 3, null, coalesce(r.channel_id, 0), null, 0, r.booking_fee_agorot, 0, r.business_date, r.kind
from reservations r where r.id = ${a.id} and r.status = 'confirmed'`.compile(db),
}));

/** What one order sold, read in one statement (issue 12); no line 3 when the order is not confirmed. */
export function saleLinesOfReservation(trx: Kysely<Database>, reservationId: number): Promise<SaleLine[]> {
  return saleLinesOf.execute(trx, { id: reservationId });
}

/** The business, business date, channel and kind of an order: the key of its item sales. */
export function reservationSaleKey(trx: Kysely<Database>, reservationId: number) {
  return trx
    .selectFrom('reservations')
    .select(['business_id', 'business_date', 'channel_id', 'kind'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
}

/**
 * What an order's sales touch: the presentations of its tickets (whatever their status) and of its products (null for
 * products sold without a presentation), and its key (undefined for an unknown order). Three reads at once.
 */
export async function salesTouchedByReservation(trx: Kysely<Database>, reservationId: number) {
  const [tickets, products, order] = await Promise.all([
    trx.selectFrom('reservation_tickets').select('presentation_id').distinct().where('reservation_id', '=', reservationId).execute(),
    trx.selectFrom('reservation_products').select('presentation_id').distinct().where('reservation_id', '=', reservationId).execute(),
    reservationSaleKey(trx, reservationId),
  ]);
  return { tickets, products, order };
}

/** Products ever sold without a presentation (an item order's products step) in orders of one business and date, in product order. */
export async function itemOrderProductIds(trx: Kysely<Database>, key: { businessId: number; businessDate: string }): Promise<number[]> {
  const rows = await trx
    .selectFrom('reservation_products as rp')
    .innerJoin('reservations as r', 'r.id', 'rp.reservation_id')
    .select('rp.product_id')
    .distinct()
    .where('r.business_id', '=', key.businessId)
    .where('r.business_date', '=', key.businessDate)
    .where('rp.presentation_id', 'is', null)
    .orderBy('rp.product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

/** Products sold in confirmed item orders, per business, date and product (of one business and date, or all). */
export async function itemOrderProductSums(db: Kysely<Database>, key: { businessId: number; businessDate: string } | null) {
  let query = db
    .selectFrom('reservation_products as rp')
    .innerJoin('reservations as r', 'r.id', 'rp.reservation_id')
    .select((eb) => [
      'r.business_id',
      'r.business_date',
      'rp.product_id',
      eb.fn.sum<number>('rp.quantity').as('quantity'),
      eb.fn.sum<number>(sql<number>`rp.quantity * rp.unit_price_agorot`).as('agorot'),
    ])
    .where('r.status', '=', 'confirmed')
    .where('r.kind', 'in', [...ITEM_ORDER_KINDS])
    .where('rp.presentation_id', 'is', null)
    .groupBy(['r.business_id', 'r.business_date', 'rp.product_id']);
  if (key) query = query.where('r.business_id', '=', key.businessId).where('r.business_date', '=', key.businessDate);
  return (await query.execute()).map((r) => ({
    business_id: r.business_id,
    business_date: r.business_date,
    product_id: r.product_id,
    quantity: Number(r.quantity),
    agorot: Number(r.agorot),
  }));
}

/** What an item order sold: its items and the products (concessions) sold with them. */
const itemOrderAgorot = sql<number>`other_agorot + products_agorot`;

/**
 * A business's confirmed orders of one kind on one date through one channel (0: none): their count and their items'
 * total (other_agorot, with the products a voucher order sold: products_agorot).
 */
export async function itemOrderTotals(
  trx: Kysely<Database>,
  key: { businessId: number; businessDate: string; channelId: number; kind: ItemOrderKind },
): Promise<{ orders: number; agorot: number }> {
  const sums = await trx
    .selectFrom('reservations')
    .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>(itemOrderAgorot).as('agorot')])
    .where('business_id', '=', key.businessId)
    .where('business_date', '=', key.businessDate)
    .where(sql<number>`coalesce(channel_id, 0)`, '=', key.channelId)
    .where('kind', '=', key.kind)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return { orders: Number(sums?.orders ?? 0), agorot: Number(sums?.agorot ?? 0) };
}

/** Every business, date, channel and item kind's confirmed orders, their count and total (the rebuild's part for orders without presentations). */
export async function allItemOrderTotals(db: Kysely<Database>) {
  const channelOf = sql<number>`coalesce(channel_id, 0)`;
  const rows = await db
    .selectFrom('reservations')
    .select((eb) => [
      'business_id',
      'business_date',
      channelOf.as('channel_id'),
      'kind',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>(itemOrderAgorot).as('agorot'),
    ])
    .where('status', '=', 'confirmed')
    .where('kind', 'in', [...ITEM_ORDER_KINDS])
    .groupBy(['business_id', 'business_date', channelOf, 'kind'])
    .execute();
  return rows.map((r) => ({
    business_id: r.business_id,
    business_date: r.business_date,
    channel_id: Number(r.channel_id),
    kind: r.kind,
    orders: Number(r.orders),
    agorot: Number(r.agorot),
  }));
}

// The four reads of the orders' sales of presentations: built for every presentation (a rebuild) or for some (every
// refresh), those compiled once per number of presentations (db/compiled-once.ts) since a refresh in the selling
// transaction runs them.
const channelOf = sql<number>`coalesce(r.channel_id, 0)`;

function ticketSums(db: Kysely<Database>, presentationIds: number[] | null) {
  const q = db
    .selectFrom('reservation_tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .select((eb) => [
      't.presentation_id',
      channelOf.as('channel_id'),
      eb.fn.countAll<number>().as('sold'),
      eb.fn.sum<number>('t.price_agorot').as('tickets'),
      eb.fn.sum<number>('t.service_charge_agorot').as('service'),
    ])
    .where('t.status', '=', 'valid')
    .where('r.status', '=', 'confirmed')
    .groupBy(['t.presentation_id', channelOf]);
  return presentationIds ? q.where('t.presentation_id', 'in', presentationIds) : q;
}

function productSums(db: Kysely<Database>, presentationIds: number[] | null) {
  const q = db
    .selectFrom('reservation_products as rp')
    .innerJoin('reservations as r', 'r.id', 'rp.reservation_id')
    .select((eb) => [
      'rp.presentation_id',
      channelOf.as('channel_id'),
      'rp.product_id',
      eb.fn.sum<number>('rp.quantity').as('quantity'),
      eb.fn.sum<number>(sql<number>`rp.quantity * rp.unit_price_agorot`).as('agorot'),
    ])
    .where('r.status', '=', 'confirmed')
    .where('rp.presentation_id', 'is not', null)
    .groupBy(['rp.presentation_id', channelOf, 'rp.product_id']);
  return presentationIds ? q.where('rp.presentation_id', 'in', presentationIds) : q;
}

function referenceSums(db: Kysely<Database>, presentationIds: number[] | null) {
  const q = db
    .selectFrom('reservation_tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .select((eb) => [
      't.presentation_id',
      't.price_policy_id',
      't.ref1',
      'r.business_date as sale_date',
      eb.fn.countAll<number>().as('sold'),
      eb.fn.sum<number>('t.price_agorot').as('agorot'),
      eb.fn.count<number>('r.id').distinct().as('orders'),
    ])
    .where('t.ref1', 'is not', null)
    .where('t.status', '=', 'valid')
    .where('r.status', '=', 'confirmed')
    .groupBy(['t.presentation_id', 't.price_policy_id', 't.ref1', 'r.business_date']);
  return presentationIds ? q.where('t.presentation_id', 'in', presentationIds) : q;
}

/** A booking fee is charged once per order: it belongs to the order's lowest presentation id with a valid ticket. */
function bookingFees(db: Kysely<Database>, presentationIds: number[] | null) {
  const q = db
    .selectFrom('reservations as r')
    .select([
      sql<
        number | null
      >`(select min(ft.presentation_id) from reservation_tickets ft where ft.reservation_id = r.id and ft.status = 'valid')`.as(
        'presentation_id',
      ),
      channelOf.as('channel_id'),
      'r.booking_fee_agorot',
    ])
    .where('r.status', '=', 'confirmed')
    .where('r.booking_fee_agorot', '>', 0);
  if (!presentationIds) return q;
  return q.where('r.id', 'in', (eb) =>
    eb
      .selectFrom('reservation_tickets as vt')
      .select('vt.reservation_id')
      .where('vt.presentation_id', 'in', presentationIds)
      .where('vt.status', '=', 'valid'),
  );
}

const ticketSumsOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) => ticketSums(db, a.ids));
const productSumsOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) => productSums(db, a.ids));
const referenceSumsOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) => referenceSums(db, a.ids));
const bookingFeesOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) => bookingFees(db, a.ids));

/**
 * The orders' sales of some presentations (or all, for null), four reads at once: valid tickets of confirmed orders
 * per presentation and channel (0: none), products per presentation, channel and product, tickets with a Reference1
 * per presentation, price policy, reference and sale date, and the booking fees of confirmed orders with a valid
 * ticket of one of them, each with its order's lowest presentation id with a valid ticket (an order of several
 * presentations is answered once, its fee's presentation possibly outside the list).
 */
export function orderSalesOfPresentations(db: Kysely<Database>, presentationIds: number[] | null) {
  const ids = presentationIds ? { ids: presentationIds } : null;
  return Promise.all([
    ids ? ticketSumsOf.execute(db, ids) : ticketSums(db, null).execute(),
    ids ? productSumsOf.execute(db, ids) : productSums(db, null).execute(),
    ids ? referenceSumsOf.execute(db, ids) : referenceSums(db, null).execute(),
    ids ? bookingFeesOf.execute(db, ids) : bookingFees(db, null).execute(),
  ]);
}
