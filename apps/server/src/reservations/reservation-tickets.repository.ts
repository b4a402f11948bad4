import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withCustomerNames } from '../customer-auth/customer-names';

/** The reservation states whose holders will come: paid, or held to be paid at the box office. */
const ATTENDING = ['confirmed', 'hold'] as const;
/** Tickets that still admit someone. */
const ADMITTING = ['valid', 'scanned'] as const;

/**
 * Reads the tickets of reservations with what other modules need to know about each (its ticket type, the voucher
 * class that paid it, its presentation and venue), for the waiver page and the staff's waiver view.
 */
export class ReservationTicketsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  headByDocumentKey(documentKey: string) {
    return this.db
      .selectFrom('reservations')
      .select(['id', 'identifier', 'business_id', 'customer_id', 'buyer_uuid', 'status'])
      .where('edocument_key', '=', documentKey)
      .executeTakeFirst();
  }

  private tickets() {
    return this.db
      .selectFrom('reservation_tickets as t')
      .innerJoin('reservations as r', 'r.id', 't.reservation_id')
      .innerJoin('presentations as p', 'p.id', 't.presentation_id')
      .innerJoin('features as f', 'f.id', 'p.feature_id')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .innerJoin('locations as l', 'l.id', 'v.location_id')
      .innerJoin('price_policies as pp', 'pp.id', 't.price_policy_id')
      .leftJoin('system_vouchers as sv', 'sv.id', 't.system_voucher_id')
      .leftJoin('system_voucher_classes as svc', 'svc.id', 'sv.class_id')
      .select([
        't.id',
        't.reservation_id',
        't.ticket_secret',
        't.price_policy_id',
        'pp.name_he as ticket_name_he',
        'pp.name_en as ticket_name_en',
        'sv.class_id as voucher_class_id',
        'svc.name_he as voucher_name_he',
        'svc.name_en as voucher_name_en',
        'r.identifier as reservation_identifier',
        'r.customer_json',
        'r.customer_id',
        't.presentation_id',
        'p.business_id',
        'p.venue_id',
        'p.starts_at',
        'p.business_date',
        'f.name_he as feature_name_he',
        'f.name_en as feature_name_en',
        'v.name_he as venue_name_he',
        'v.name_en as venue_name_en',
        'l.name_he as location_name_he',
        'l.name_en as location_name_en',
        'l.time_zone',
      ])
      .where('t.status', 'in', ADMITTING)
      .where('r.status', 'in', ATTENDING)
      .orderBy('p.starts_at')
      .orderBy('t.reservation_id')
      .orderBy('t.id');
  }

  /** Adds to tickets their order's customer's name (the customer-auth module's read). */
  private async named<R extends { customer_id: number | null }>(rows: Promise<R[]>) {
    return withCustomerNames(this.db, await rows);
  }

  /** The admitting tickets of one reservation, in presentation then ticket order. */
  ofReservation(reservationId: number) {
    return this.named(this.tickets().where('t.reservation_id', '=', reservationId).execute());
  }

  /** The admitting tickets of attending reservations in some venues on a business date. */
  inVenuesOnDate(venueIds: readonly number[], businessDate: string) {
    if (venueIds.length === 0) return Promise.resolve([]);
    return this.named(this.tickets().where('p.venue_id', 'in', venueIds).where('p.business_date', '=', businessDate).execute());
  }

  /** The admitting tickets of attending reservations of one presentation. */
  ofPresentation(presentationId: number) {
    return this.named(this.tickets().where('t.presentation_id', '=', presentationId).execute());
  }

  /** A presentation's owner, venue and what a list shows of it (even when nothing is sold). */
  presentation(presentationId: number) {
    return this.db
      .selectFrom('presentations as p')
      .innerJoin('features as f', 'f.id', 'p.feature_id')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .innerJoin('locations as l', 'l.id', 'v.location_id')
      .select([
        'p.id',
        'p.business_id',
        'p.venue_id',
        'p.starts_at',
        'p.business_date',
        'f.name_he as feature_name_he',
        'f.name_en as feature_name_en',
        'v.name_he as venue_name_he',
        'v.name_en as venue_name_en',
        'l.name_he as location_name_he',
        'l.name_en as location_name_en',
        'l.time_zone',
      ])
      .where('p.id', '=', presentationId)
      .executeTakeFirst();
  }
}

export type ReservationTicketRecord = Awaited<ReturnType<ReservationTicketsRepository['ofReservation']>>[number];
export type PresentationRecord = NonNullable<Awaited<ReturnType<ReservationTicketsRepository['presentation']>>>;
