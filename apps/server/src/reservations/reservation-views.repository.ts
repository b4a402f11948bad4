import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { productsByIds } from '../catalogue/catalogue-directory';
import { orderPayments } from '../checkout/order-payments';
import { withCustomerNames } from '../customer-auth/customer-names';
import { orderPresentations, placeNamesOf, ticketTypeNames } from '../presentations/order-presentations';
import { seatPlaces } from '../seating/seat-places';
import { vouchersBoughtIn } from '../vouchers/voucher-directory';

export type ReservationHeadRow = NonNullable<Awaited<ReturnType<ReservationViewsRepository['byId']>>>;
export type ReservationTicketRow = Awaited<ReturnType<ReservationViewsRepository['tickets']>>[number];

/** Reads a reservation with everything its confirmation and e-ticket show. */
export class ReservationViewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async byId(reservationId: number) {
    return this.named(await headById.execute(this.db, { id: reservationId }));
  }

  async byDocumentKey(documentKey: string) {
    return this.named(await headByDocumentKey.execute(this.db, { key: documentKey }));
  }

  /** A reservation head with its customer's name (the customer-auth module's read). */
  private async named(rows: Awaited<ReturnType<typeof headById.execute>>) {
    const [row] = rows;
    if (!row) return undefined;
    const [named] = await withCustomerNames(this.db, [row]);
    return named;
  }

  /**
   * Tickets with their presentation, feature, venue, location, seat and ticket type, in presentation then seat order:
   * the tickets, then the presentations' (with the catalogue's names) and the ticket types' names from the
   * presentations module and the seats with their sections from the seating module, merged here. A ticket whose presentation or ticket type is missing is left out, as the
   * inner joins that read them before did.
   */
  async tickets(reservationId: number) {
    const rows = await ticketsOf.execute(this.db, { id: reservationId });
    if (rows.length === 0) return [];
    const [presentations, ticketTypes, seats] = await Promise.all([
      orderPresentations(this.db, { ids: rows.map((r) => r.presentation_id) }),
      ticketTypeNames(
        this.db,
        rows.map((r) => r.price_policy_id),
      ),
      seatPlaces(
        this.db,
        rows.map((r) => r.seat_id),
      ),
    ]);
    const tickets = rows.flatMap(({ price_policy_id, seat_id, ...t }) => {
      const p = presentations.get(t.presentation_id);
      const type = ticketTypes.get(price_policy_id);
      if (!p || !type) return [];
      // A general-admission ticket has no seat: its place is all nulls, as the left joins that read it before gave.
      const seat = seat_id === null ? undefined : seats.get(seat_id);
      return [
        {
          ...t,
          row_name: seat?.row_name ?? null,
          seat_name: seat?.seat_name ?? null,
          section_name_he: seat?.section_name_he ?? null,
          section_name_en: seat?.section_name_en ?? null,
          section_is_reserved: seat?.section_is_reserved ?? null,
          ticket_name_he: type.name_he,
          ticket_name_en: type.name_en,
          is_reserved: p.is_reserved,
          starts_at: p.starts_at,
          duration_minutes: p.duration_minutes,
          is_display_qr: p.is_display_qr,
          ...placeNamesOf(p),
        },
      ];
    });
    // Read in presentation then ticket order; a stable sort by start keeps it within a start (ISO times sort as text).
    return tickets.sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : 0));
  }

  /** Products of the reservation; ticket_id set means an add-on of that ticket. */
  async products(reservationId: number) {
    const rows = await productsOf.execute(this.db, { id: reservationId });
    const names = new Map(
      (
        await productsByIds(
          this.db,
          rows.map((r) => r.product_id),
        )
      ).map((p) => [p.id, p]),
    );
    // An inner join of the products table gave only lines whose product exists.
    return rows.flatMap((r) => {
      const product = names.get(r.product_id);
      return product ? [{ ...r, name_he: product.name_he, name_en: product.name_en }] : [];
    });
  }

  /** Payments that took money (or hold it): authorised or captured (the checkout's read). */
  payments(reservationId: number) {
    return orderPayments(this.db, reservationId);
  }

  /** System vouchers bought in this reservation (the vouchers module's read). */
  vouchersBought(reservationId: number) {
    return vouchersBoughtIn(this.db, reservationId);
  }
}

// The reads of a confirmation, an e-ticket and every purchase's answer, compiled once (db/compiled-once.ts).

const head = (db: Kysely<Database>) =>
  db
    .selectFrom('reservations as r')
    .select([
      'r.id',
      'r.identifier',
      'r.business_id',
      'r.customer_id',
      'r.buyer_uuid',
      'r.order_type',
      'r.status',
      'r.hold_deadline',
      'r.created_at',
      'r.tickets_agorot',
      'r.service_charge_agorot',
      'r.booking_fee_agorot',
      'r.products_agorot',
      'r.total_agorot',
      'r.edocument_key',
      'r.customer_json',
    ]);

const headById = new CompiledOnce((db: Kysely<Database>, a: { id: number }) => head(db).where('r.id', '=', a.id));

const headByDocumentKey = new CompiledOnce((db: Kysely<Database>, a: { key: string }) => head(db).where('r.edocument_key', '=', a.key));

const ticketsOf = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db
    .selectFrom('reservation_tickets as t')
    .select([
      't.id',
      't.presentation_id',
      't.seat_id',
      't.ticket_secret',
      't.price_agorot',
      't.service_charge_agorot',
      't.status',
      't.scanned_at',
      't.price_policy_id',
    ])
    .where('t.reservation_id', '=', a.id)
    .orderBy('t.presentation_id')
    .orderBy('t.id'),
);

const productsOf = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db
    .selectFrom('reservation_products as rp')
    .select(['rp.product_id', 'rp.ticket_id', 'rp.quantity', 'rp.unit_price_agorot'])
    .where('rp.reservation_id', '=', a.id)
    .orderBy('rp.id'),
);
