import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { productsByIds } from '../catalogue/catalogue-directory';
import { orderPayments } from '../checkout/order-payments';
import { withCustomerNames } from '../customer-auth/customer-names';
import { featureNames, hallPlaceNames } from '../catalogue/hall-locations';
import { orderPresentationFacts, ticketTypeNameFacts } from '../presentations/order-presentations';
import { seatNames, sectionNames } from '../seating/seat-places';
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
   * Tickets with their presentation, feature, venue, location, seat and ticket type, in start then presentation then
   * ticket order, in one statement: the tickets joined to the presentations module's, the catalogue's and the seating
   * module's query fragments (ADR 0020). A ticket whose presentation, feature, hall or ticket type is missing is left
   * out (inner joins); a general-admission ticket has no seat, so its place is all nulls (a left join).
   */
  async tickets(reservationId: number) {
    return ticketsOf.execute(this.db, { id: reservationId });
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
    .innerJoin(orderPresentationFacts(db).as('p'), 'p.id', 't.presentation_id')
    .innerJoin(featureNames(db).as('f'), 'f.id', 'p.feature_id')
    .innerJoin(hallPlaceNames(db).as('h'), 'h.venue_id', 'p.venue_id')
    .innerJoin(ticketTypeNameFacts(db).as('tt'), 'tt.id', 't.price_policy_id')
    .leftJoin(seatNames(db).as('s'), 's.id', 't.seat_id')
    .leftJoin(sectionNames(db).as('sec'), 'sec.id', 's.section_id')
    .select([
      't.id',
      't.presentation_id',
      't.ticket_secret',
      't.price_agorot',
      't.service_charge_agorot',
      't.status',
      't.scanned_at',
      's.row_name',
      's.seat_name',
      'sec.section_name_he',
      'sec.section_name_en',
      'sec.section_is_reserved',
      'tt.ticket_name_he',
      'tt.ticket_name_en',
      'p.is_reserved',
      'p.starts_at',
      'p.duration_minutes',
      'p.is_display_qr',
      'f.feature_name_he',
      'f.feature_name_en',
      'h.venue_name_he',
      'h.venue_name_en',
      'h.location_name_he',
      'h.location_name_en',
      'h.time_zone',
    ])
    .where('t.reservation_id', '=', a.id)
    // Presentations by start (ISO times sort as text), then by id, each one's tickets in the order they were written.
    .orderBy('p.starts_at')
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
