import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withCustomerNames } from '../customer-auth/customer-names';
import { orderPresentations, placeNamesOf, ticketTypeNames, type OrderPresentation } from '../presentations/order-presentations';
import { voucherClassesOf } from '../vouchers/voucher-directory';

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
      .select([
        't.id',
        't.reservation_id',
        't.ticket_secret',
        't.price_policy_id',
        't.system_voucher_id',
        'r.identifier as reservation_identifier',
        'r.customer_json',
        'r.customer_id',
        't.presentation_id',
      ])
      .where('t.status', 'in', ADMITTING)
      .where('r.status', 'in', ATTENDING)
      .orderBy('t.reservation_id')
      .orderBy('t.id');
  }

  /**
   * Adds to tickets their presentation (with the catalogue's names) and ticket type, read from the presentations
   * module, the class of the voucher that paid each (the vouchers module's), and their order's customer's name (the
   * customer-auth module's): one statement per owner for all of them, merged here, in presentation start then order
   * then ticket order. A ticket whose presentation or ticket type is missing is left out, as the inner joins that read
   * them before did; a ticket no voucher paid has no voucher class.
   */
  private async described(rows: Promise<TicketRow[]>, known?: ReadonlyMap<number, OrderPresentation>) {
    const tickets = await rows;
    if (tickets.length === 0) return withCustomerNames(this.db, []);
    const [presentations, ticketTypes, voucherClasses] = await Promise.all([
      known ?? orderPresentations(this.db, { ids: tickets.map((t) => t.presentation_id) }),
      ticketTypeNames(
        this.db,
        tickets.map((t) => t.price_policy_id),
      ),
      voucherClassesOf(
        this.db,
        tickets.flatMap((t) => (t.system_voucher_id === null ? [] : [t.system_voucher_id])),
      ),
    ]);
    const described = tickets.flatMap((t) => {
      const row = describe(t, presentations, ticketTypes, voucherClasses);
      return row ? [row] : [];
    });
    // A stable sort by start keeps the order then ticket order within a start (ISO times sort as text).
    described.sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : 0));
    return withCustomerNames(this.db, described);
  }

  /** The admitting tickets of one reservation, in presentation then ticket order. */
  ofReservation(reservationId: number) {
    return this.described(this.tickets().where('t.reservation_id', '=', reservationId).execute());
  }

  /** The admitting tickets of attending reservations in some venues on a business date. */
  async inVenuesOnDate(venueIds: readonly number[], businessDate: string) {
    if (venueIds.length === 0) return [];
    const presentations = await orderPresentations(this.db, { venueIds, businessDate });
    if (presentations.size === 0) return [];
    return this.described(
      this.tickets()
        .where('t.presentation_id', 'in', [...presentations.keys()])
        .execute(),
      presentations,
    );
  }

  /** The admitting tickets of attending reservations of one presentation. */
  ofPresentation(presentationId: number) {
    return this.described(this.tickets().where('t.presentation_id', '=', presentationId).execute());
  }

  /** A presentation's owner, venue and what a list shows of it (even when nothing is sold); the presentations module's read. */
  async presentation(presentationId: number) {
    const p = (await orderPresentations(this.db, { ids: [presentationId] })).get(presentationId);
    if (!p) return undefined;
    const { duration_minutes: _duration, is_reserved: _reserved, is_display_qr: _qr, ...shown } = p;
    return shown;
  }
}

type TicketRow = Awaited<ReturnType<ReturnType<ReservationTicketsRepository['tickets']>['execute']>>[number];

/** One ticket with its presentation, ticket type and voucher class, or null when its presentation or type is missing. */
function describe(
  t: TicketRow,
  presentations: ReadonlyMap<number, OrderPresentation>,
  ticketTypes: ReadonlyMap<number, { name_he: string; name_en: string }>,
  voucherClasses: ReadonlyMap<number, { class_id: number; name_he: string; name_en: string }>,
) {
  const p = presentations.get(t.presentation_id);
  const type = ticketTypes.get(t.price_policy_id);
  if (!p || !type) return null;
  const voucher = t.system_voucher_id === null ? undefined : voucherClasses.get(t.system_voucher_id);
  return {
    id: t.id,
    reservation_id: t.reservation_id,
    ticket_secret: t.ticket_secret,
    price_policy_id: t.price_policy_id,
    ticket_name_he: type.name_he,
    ticket_name_en: type.name_en,
    voucher_class_id: voucher?.class_id ?? null,
    voucher_name_he: voucher?.name_he ?? null,
    voucher_name_en: voucher?.name_en ?? null,
    reservation_identifier: t.reservation_identifier,
    customer_json: t.customer_json,
    customer_id: t.customer_id,
    presentation_id: t.presentation_id,
    business_id: p.business_id,
    venue_id: p.venue_id,
    starts_at: p.starts_at,
    business_date: p.business_date,
    ...placeNamesOf(p),
  };
}

export type ReservationTicketRecord = Awaited<ReturnType<ReservationTicketsRepository['ofReservation']>>[number];
export type PresentationRecord = NonNullable<Awaited<ReturnType<ReservationTicketsRepository['presentation']>>>;
