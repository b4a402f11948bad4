import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { productsByIds } from '../catalogue/catalogue-directory';
import { withCustomerNames } from '../customer-auth/customer-names';

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

  /** Tickets with their presentation, feature, venue, location, seat and ticket type, in presentation then seat order. */
  tickets(reservationId: number) {
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

  /** Payments that took money (or hold it): authorised or captured. */
  payments(reservationId: number) {
    return paymentsOf.execute(this.db, { id: reservationId });
  }

  /** System vouchers bought in this reservation. */
  vouchersBought(reservationId: number) {
    return vouchersBoughtIn.execute(this.db, { id: reservationId });
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
    .innerJoin('presentations as p', 'p.id', 't.presentation_id')
    .innerJoin('features as f', 'f.id', 'p.feature_id')
    .innerJoin('venues as v', 'v.id', 'p.venue_id')
    .innerJoin('locations as l', 'l.id', 'v.location_id')
    .innerJoin('price_policies as pp', 'pp.id', 't.price_policy_id')
    .leftJoin('seats as s', 's.id', 't.seat_id')
    .leftJoin('seatplan_sections as sec', 'sec.id', 's.section_id')
    .select([
      't.id',
      't.presentation_id',
      't.ticket_secret',
      't.price_agorot',
      't.service_charge_agorot',
      't.status',
      't.scanned_at',
      'pp.name_he as ticket_name_he',
      'pp.name_en as ticket_name_en',
      's.row_name',
      's.seat_name',
      'sec.name_he as section_name_he',
      'sec.name_en as section_name_en',
      'sec.is_reserved as section_is_reserved',
      'p.is_reserved',
      'p.starts_at',
      'p.duration_minutes',
      'p.is_display_qr',
      'f.name_he as feature_name_he',
      'f.name_en as feature_name_en',
      'v.name_he as venue_name_he',
      'v.name_en as venue_name_en',
      'l.name_he as location_name_he',
      'l.name_en as location_name_en',
      'l.time_zone',
    ])
    .where('t.reservation_id', '=', a.id)
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

const paymentsOf = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db
    .selectFrom('payments')
    .select(['method', 'amount_agorot', 'card_last4', 'system_voucher_id'])
    .where('reservation_id', '=', a.id)
    .where('status', 'in', ['authorised', 'captured'])
    .orderBy('id'),
);

const vouchersBoughtIn = new CompiledOnce((db: Kysely<Database>, a: { id: number }) =>
  db
    .selectFrom('system_vouchers as sv')
    .innerJoin('system_voucher_classes as c', 'c.id', 'sv.class_id')
    .select(['sv.reference', 'c.name_he', 'c.name_en'])
    .where('sv.purchase_reservation_id', '=', a.id)
    .orderBy('sv.id'),
);
