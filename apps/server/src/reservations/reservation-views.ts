import { localDateTimeOf, toMajorUnits, type MessageLocale } from '@kupa/domain';
import type { ReservationSummary } from '@kupa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localized } from '../shared/localized';
import { ReservationViewsRepository, type ReservationHeadRow, type ReservationTicketRow } from './reservation-views.repository';

type SummaryStatus = ReservationSummary['status'];
type PresentationView = ReservationSummary['presentations'][number];

/** reservations.status as the customer sees it; a reservation in any other state (e.g. being committed) is not shown. */
const STATUS_VIEW: Readonly<Record<string, SummaryStatus>> = {
  confirmed: 'confirmed',
  held: 'held',
  hold: 'held',
  cancelled: 'cancelled',
  refunded: 'cancelled',
  expired: 'expired',
};

/** The buyer's name from the stored customer details (CustomerInfo's FirstName/LastName, or firstName/lastName). */
export function nameFromJson(json: string | null): string | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    const parts = [v.FirstName ?? v.firstName, v.LastName ?? v.lastName].filter(
      (p): p is string => typeof p === 'string' && p.trim() !== '',
    );
    return parts.length > 0 ? parts.join(' ') : null;
  } catch {
    // Unreadable stored details only cost the name: the caller falls back to the customer record's name.
    return null;
  }
}

function ticketStatus(row: ReservationTicketRow): 'valid' | 'scanned' | 'cancelled' {
  if (row.status === 'cancelled' || row.status === 'refunded') return 'cancelled';
  return row.scanned_at || row.status === 'scanned' ? 'scanned' : 'valid';
}

/**
 * A reservation as its buyer sees it on the confirmation and the e-ticket (ReservationSummary): presentations with
 * localised names and local date-time, tickets with their QR secrets, seats and add-ons, products, totals in
 * shekels, what vouchers and the card paid, and vouchers bought. It never carries the buyer's ID number, mobile
 * number or e-mail address. The commit calls byId after it commits; the e-document route calls byDocumentKey.
 */
export class ReservationViews {
  constructor(
    private readonly repository: ReservationViewsRepository,
    private readonly timeZone: string,
  ) {}

  /** The summary of a reservation by its database id, or null. */
  async byId(reservationId: number, locale: MessageLocale, now: Date): Promise<ReservationSummary | null> {
    return this.summaryOf(await this.repository.byId(reservationId), locale, now);
  }

  /** The summary of a reservation by its e-document key (the secret of the e-ticket link), or null. */
  async byDocumentKey(documentKey: string, locale: MessageLocale, now: Date): Promise<ReservationSummary | null> {
    return this.summaryOf(await this.repository.byDocumentKey(documentKey), locale, now);
  }

  private async summaryOf(head: ReservationHeadRow | undefined, locale: MessageLocale, now: Date): Promise<ReservationSummary | null> {
    if (!head) return null;
    const status = STATUS_VIEW[head.status];
    if (!status) return null;
    const [tickets, products, payments, vouchers] = await Promise.all([
      this.repository.tickets(head.id),
      this.repository.products(head.id),
      this.repository.payments(head.id),
      this.repository.vouchersBought(head.id),
    ]);
    const addonsByTicket = new Map<number, string[]>();
    for (const p of products) {
      if (p.ticket_id === null) continue;
      const names = addonsByTicket.get(p.ticket_id) ?? [];
      for (let i = 0; i < p.quantity; i++) names.push(localized(locale, p.name_he, p.name_en));
      addonsByTicket.set(p.ticket_id, names);
    }
    const presentations = new Map<number, PresentationView>();
    for (const t of tickets) {
      let view = presentations.get(t.presentation_id);
      if (!view) {
        const startsAt = new Date(t.starts_at);
        const endsAt = startsAt.getTime() + t.duration_minutes * 60_000;
        view = {
          presentationId: t.presentation_id,
          featureName: localized(locale, t.feature_name_he, t.feature_name_en),
          venueName: localized(locale, t.venue_name_he, t.venue_name_en),
          locationName: localized(locale, t.location_name_he, t.location_name_en),
          entrance: null,
          dateTime: localDateTimeOf(startsAt, t.time_zone || this.timeZone),
          isPast: endsAt <= now.getTime(),
          isDisplayQr: t.is_display_qr === 1,
          tickets: [],
        };
        presentations.set(t.presentation_id, view);
      }
      view.tickets.push({
        ticketIdentifier: t.ticket_secret,
        name: localized(locale, t.ticket_name_he, t.ticket_name_en),
        price: toMajorUnits(t.price_agorot),
        serviceCharge: toMajorUnits(t.service_charge_agorot),
        // A whole general-admission presentation has no public plan (seatplanId null), so no section either; a
        // general-admission section of a reserved hall (a standing area) keeps its name.
        sectionName: t.is_reserved === 0 ? null : localized(locale, t.section_name_he, t.section_name_en),
        // A general-admission place is the server's pick among the plan's seats, not a seat the buyer has: no row or seat.
        rowName: isGeneralAdmission(t) ? null : t.row_name,
        seatName: isGeneralAdmission(t) ? null : t.seat_name,
        status: ticketStatus(t),
        addons: addonsByTicket.get(t.id) ?? [],
      });
    }
    const sum = (rows: typeof payments) => rows.reduce((total, p) => total + p.amount_agorot, 0);
    const voucherPayments = payments.filter((p) => p.method === 'voucher' || (p.system_voucher_id !== null && p.method !== 'card'));
    const cardPayments = payments.filter((p) => p.method === 'card' || p.method === 'bank');
    const orderType: ReservationSummary['orderType'] = head.order_type === 'hold' ? 'hold' : 'normal';
    const ownName = [head.customer_first_name, head.customer_last_name].filter(Boolean).join(' ');
    return {
      reservationIdentifier: head.identifier,
      documentKey: head.edocument_key,
      businessId: head.business_id,
      status,
      orderType,
      holdDeadline: head.hold_deadline,
      createdAt: head.created_at,
      presentations: [...presentations.values()],
      products: products
        .filter((p) => p.ticket_id === null)
        .map((p) => ({
          id: p.product_id,
          name: localized(locale, p.name_he, p.name_en),
          quantity: p.quantity,
          unitPrice: toMajorUnits(p.unit_price_agorot),
          total: toMajorUnits(p.unit_price_agorot * p.quantity),
        })),
      ticketsTotal: toMajorUnits(head.tickets_agorot),
      serviceChargeTotal: toMajorUnits(head.service_charge_agorot),
      bookingFee: toMajorUnits(head.booking_fee_agorot),
      productsTotal: toMajorUnits(head.products_agorot),
      total: toMajorUnits(head.total_agorot),
      paidByVouchers: toMajorUnits(sum(voucherPayments)),
      paidByCard: toMajorUnits(sum(cardPayments)),
      cardLast4: cardPayments.find((p) => p.card_last4)?.card_last4 ?? null,
      paymentMethod: paymentMethodOf(cardPayments),
      customerName: nameFromJson(head.customer_json) ?? (ownName || null),
      vouchers: vouchers.map((v) => ({ reference: v.reference, name: localized(locale, v.name_he, v.name_en) })),
    };
  }
}

/** How the order's non-voucher payments were made: the confirmation names the bank app rather than a card (issue 14). */
function paymentMethodOf(payments: ReadonlyArray<{ method: string }>): ReservationSummary['paymentMethod'] {
  const first = payments[0];
  if (!first) return null;
  return first.method === 'bank' ? 'bank' : 'card';
}

/** ReservationViews over a database (the commit builds its own with this; no other module reads the repository). */
export function createReservationViews(db: Kysely<Database>, timeZone: string): ReservationViews {
  return new ReservationViews(new ReservationViewsRepository(db), timeZone);
}

/** General admission: the presentation is not reserved, or the place lies in a non-reserved section (as seating decides). */
function isGeneralAdmission(ticket: { is_reserved: number; section_is_reserved: number | null }): boolean {
  return ticket.is_reserved === 0 || ticket.section_is_reserved === 0;
}
