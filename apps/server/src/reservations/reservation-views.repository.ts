import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type ReservationHeadRow = NonNullable<Awaited<ReturnType<ReservationViewsRepository['byId']>>>;
export type ReservationTicketRow = Awaited<ReturnType<ReservationViewsRepository['tickets']>>[number];

/** Reads a reservation with everything its confirmation and e-ticket show. */
export class ReservationViewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private head() {
    return this.db
      .selectFrom('reservations as r')
      .leftJoin('customers as c', 'c.id', 'r.customer_id')
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
        'c.first_name as customer_first_name',
        'c.last_name as customer_last_name',
      ]);
  }

  byId(reservationId: number) {
    return this.head().where('r.id', '=', reservationId).executeTakeFirst();
  }

  byDocumentKey(documentKey: string) {
    return this.head().where('r.edocument_key', '=', documentKey).executeTakeFirst();
  }

  /** Tickets with their presentation, feature, venue, location, seat and ticket type, in presentation then seat order. */
  tickets(reservationId: number) {
    return this.db
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
      .where('t.reservation_id', '=', reservationId)
      .orderBy('p.starts_at')
      .orderBy('t.presentation_id')
      .orderBy('t.id')
      .execute();
  }

  /** Products of the reservation; ticket_id set means an add-on of that ticket. */
  products(reservationId: number) {
    return this.db
      .selectFrom('reservation_products as rp')
      .innerJoin('products as pr', 'pr.id', 'rp.product_id')
      .select(['rp.product_id', 'rp.ticket_id', 'rp.quantity', 'rp.unit_price_agorot', 'pr.name_he', 'pr.name_en'])
      .where('rp.reservation_id', '=', reservationId)
      .orderBy('rp.id')
      .execute();
  }

  /** Payments that took money (or hold it): authorised or captured. */
  payments(reservationId: number) {
    return this.db
      .selectFrom('payments')
      .select(['method', 'amount_agorot', 'card_last4', 'system_voucher_id'])
      .where('reservation_id', '=', reservationId)
      .where('status', 'in', ['authorised', 'captured'])
      .orderBy('id')
      .execute();
  }

  /** System vouchers bought in this reservation. */
  vouchersBought(reservationId: number) {
    return this.db
      .selectFrom('system_vouchers as sv')
      .innerJoin('system_voucher_classes as c', 'c.id', 'sv.class_id')
      .select(['sv.reference', 'c.name_he', 'c.name_en'])
      .where('sv.purchase_reservation_id', '=', reservationId)
      .orderBy('sv.id')
      .execute();
  }
}
