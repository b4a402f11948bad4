import type { Insertable, Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database, ReservationsTable } from '../db/schema';
import { chunks } from '../shared/chunks';

/**
 * The reservations module's rows of an order as the checkout's commit records them (ADR 0009, 0011): the reservation,
 * its tickets and products, the messages it sends once confirmed, and its cancellation when the payment is not taken
 * or a hold order lapses (due-hold-orders.ts finds those). Every write takes the caller's transaction; the statements of every purchase are compiled
 * once (db/compiled-once.ts).
 */

/** One ticket of an order: a seat of a presentation at its ticket type's price, with a fresh ticket secret. */
export interface OrderTicketRow {
  presentationId: number;
  seatId: number;
  ticketGroupId: number;
  pricePolicyId: number;
  priceAgorot: number;
  oldPriceAgorot: number | null;
  serviceChargeAgorot: number;
  secret: string;
  code: string | null;
  memberId: number | null;
  systemVoucherId: number | null;
  ref1: string | null;
  ref2: string | null;
  loyaltyPoints: number | null;
  /** The discount code and reference option the ticket used, on its first seat's row only (one use per ticket). */
  ticketCodeId: number | null;
  referenceOptionId: number | null;
}

/** A product line of an order: of a presentation (a concession) or none, and of a ticket (an add-on) or none. */
export interface OrderProductRow {
  presentationId: number | null;
  productId: number;
  ticketId: number | null;
  quantity: number;
  unitPriceAgorot: number;
}

/** Inserts the order's reservation; null when the identifier is taken (the caller draws another). */
export async function recordOrder(trx: Kysely<Database>, values: Insertable<ReservationsTable>): Promise<number | null> {
  const [row] = await insertReservationRow.execute(trx, values);
  return row?.id ?? null;
}

/** Inserts the order's tickets and answers their ids by ticket secret. */
export async function recordOrderTickets(
  trx: Kysely<Database>,
  reservationId: number,
  tickets: readonly OrderTicketRow[],
  now: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(tickets, 200)) {
    const rows = await insertTicketRows.execute(trx, {
      reservationId,
      now,
      presentationIds: part.map((t) => t.presentationId),
      seatIds: part.map((t) => t.seatId),
      ticketGroupIds: part.map((t) => t.ticketGroupId),
      pricePolicyIds: part.map((t) => t.pricePolicyId),
      prices: part.map((t) => t.priceAgorot),
      oldPrices: part.map((t) => t.oldPriceAgorot),
      serviceCharges: part.map((t) => t.serviceChargeAgorot),
      secrets: part.map((t) => t.secret),
      codes: part.map((t) => t.code),
      memberIds: part.map((t) => t.memberId),
      systemVoucherIds: part.map((t) => t.systemVoucherId),
      ref1s: part.map((t) => t.ref1),
      ref2s: part.map((t) => t.ref2),
      loyaltyPoints: part.map((t) => t.loyaltyPoints),
      ticketCodeIds: part.map((t) => t.ticketCodeId),
      referenceOptionIds: part.map((t) => t.referenceOptionId),
    });
    for (const r of rows) ids.set(r.ticket_secret, r.id);
  }
  return ids;
}

/** Inserts the order's concessions and add-ons, one statement (none when there are none). */
export async function recordOrderProducts(
  trx: Kysely<Database>,
  reservationId: number,
  products: readonly OrderProductRow[],
): Promise<void> {
  if (products.length === 0) return;
  await trx
    .insertInto('reservation_products')
    .values(
      products.map((p) => ({
        reservation_id: reservationId,
        presentation_id: p.presentationId,
        product_id: p.productId,
        ticket_id: p.ticketId,
        quantity: p.quantity,
        unit_price_agorot: p.unitPriceAgorot,
      })),
    )
    .execute();
}

/** The messages a paid order sends once its payment is captured and it is confirmed (ADR 0010). */
export async function setPendingOrderMessages(trx: Kysely<Database>, reservationId: number, messagesJson: string): Promise<void> {
  await trx.updateTable('reservations').set({ pending_messages_json: messagesJson }).where('id', '=', reservationId).execute();
}

/** The id of a reservation by its identifier (to show a replayed commit's order). */
export async function reservationIdOfIdentifier(db: Kysely<Database>, identifier: string): Promise<number | null> {
  const row = await db.selectFrom('reservations').select('id').where('identifier', '=', identifier).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The reservations' half of undoing an order whose payment could not be taken, or a hold order past its deadline:
 * the reservation gets the status and its tickets are cancelled (the seating module frees its seats, seat-sales.ts).
 */
export async function cancelOrderRecord(
  trx: Kysely<Database>,
  reservationId: number,
  status: 'cancelled' | 'expired',
  now: string,
): Promise<void> {
  await trx.updateTable('reservations').set({ status, cancelled_at: now }).where('id', '=', reservationId).execute();
  await trx.updateTable('reservation_tickets').set({ status: 'cancelled' }).where('reservation_id', '=', reservationId).execute();
}

// Every order writes one reservation and its tickets: both compiled once (db/compiled-once.ts).
const insertReservationRow = new CompiledOnce((db: Kysely<Database>, values: Insertable<ReservationsTable>) =>
  db
    .insertInto('reservations')
    .values(values)
    .onConflict((oc) => oc.column('identifier').doNothing())
    .returning('id'),
);

/** One ticket per index of the lists (all of one length). */
interface TicketColumns {
  reservationId: number;
  now: string;
  presentationIds: number[];
  seatIds: Array<number | null>;
  ticketGroupIds: number[];
  pricePolicyIds: number[];
  prices: number[];
  oldPrices: Array<number | null>;
  serviceCharges: number[];
  secrets: string[];
  codes: Array<string | null>;
  memberIds: Array<number | null>;
  systemVoucherIds: Array<number | null>;
  ref1s: Array<string | null>;
  ref2s: Array<string | null>;
  loyaltyPoints: Array<number | null>;
  ticketCodeIds: Array<number | null>;
  referenceOptionIds: Array<number | null>;
}

const insertTicketRows = new CompiledOnce((db: Kysely<Database>, c: TicketColumns) =>
  db
    .insertInto('reservation_tickets')
    .values(
      c.secrets.map((secret, i) => ({
        reservation_id: c.reservationId,
        presentation_id: c.presentationIds[i] as number,
        seat_id: c.seatIds[i] ?? null,
        ticket_group_id: c.ticketGroupIds[i] as number,
        price_policy_id: c.pricePolicyIds[i] as number,
        price_agorot: c.prices[i] as number,
        old_price_agorot: c.oldPrices[i] ?? null,
        service_charge_agorot: c.serviceCharges[i] as number,
        ticket_secret: secret,
        status: 'valid' as const,
        scanned_at: null,
        code: c.codes[i] ?? null,
        member_id: c.memberIds[i] ?? null,
        system_voucher_id: c.systemVoucherIds[i] ?? null,
        ref1: c.ref1s[i] ?? null,
        ref2: c.ref2s[i] ?? null,
        loyalty_points: c.loyaltyPoints[i] ?? null,
        ticket_code_id: c.ticketCodeIds[i] ?? null,
        reference_option_id: c.referenceOptionIds[i] ?? null,
        created_at: c.now,
      })),
    )
    .returning(['id', 'ticket_secret']),
);
