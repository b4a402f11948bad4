import { localDateTimeOf, type MessageLocale } from '@kupa/domain';
import { localized } from '../shared/localized';
import { nameFromJson } from './reservation-views';
import type { PresentationRecord, ReservationTicketRecord, ReservationTicketsRepository } from './reservation-tickets.repository';

/** A presentation as a list of another module shows it, in one language. */
export interface PresentationSummary {
  presentationId: number;
  businessId: number;
  venueId: number;
  businessDate: string;
  dateTime: string;
  featureName: string;
  venueName: string;
  locationName: string;
}

/** One admitting ticket of an attending reservation (confirmed or held), with what it was bought as. */
export interface AdmittingTicket {
  ticketId: number;
  ticketIdentifier: string;
  reservationId: number;
  reservationIdentifier: string;
  customerName: string | null;
  pricePolicyId: number;
  ticketName: string;
  /** The voucher class that paid the ticket, if a voucher did. */
  voucherClassId: number | null;
  voucherName: string | null;
  presentation: PresentationSummary;
}

/** The reservation behind a document key, for a page that the e-ticket link opens. */
export interface DocumentReservation {
  reservationId: number;
  identifier: string;
  businessId: number;
  customerId: number | null;
  tickets: AdmittingTicket[];
}

/**
 * What other modules may know of reservations' tickets (the waiver page and the staff's waiver view read them here,
 * never the reservations' tables): only reservations that will attend (confirmed or hold) and tickets that admit.
 */
export class ReservationTickets {
  constructor(
    private readonly repository: ReservationTicketsRepository,
    private readonly timeZone: string,
  ) {}

  /** The attending reservation of an e-ticket document key with its admitting tickets, or null. */
  async byDocumentKey(documentKey: string, locale: MessageLocale): Promise<DocumentReservation | null> {
    const head = await this.repository.headByDocumentKey(documentKey);
    if (!head || (head.status !== 'confirmed' && head.status !== 'hold')) return null;
    const rows = await this.repository.ofReservation(head.id);
    return {
      reservationId: head.id,
      identifier: head.identifier,
      businessId: head.business_id,
      customerId: head.customer_id,
      tickets: rows.map((r) => this.ticketOf(r, locale)),
    };
  }

  async inVenuesOnDate(venueIds: readonly number[], businessDate: string, locale: MessageLocale): Promise<AdmittingTicket[]> {
    return (await this.repository.inVenuesOnDate(venueIds, businessDate)).map((r) => this.ticketOf(r, locale));
  }

  async ofPresentation(presentationId: number, locale: MessageLocale): Promise<AdmittingTicket[]> {
    return (await this.repository.ofPresentation(presentationId)).map((r) => this.ticketOf(r, locale));
  }

  async presentation(presentationId: number, locale: MessageLocale): Promise<PresentationSummary | null> {
    const row = await this.repository.presentation(presentationId);
    return row ? this.presentationOf({ ...row, presentation_id: row.id }, locale) : null;
  }

  private ticketOf(r: ReservationTicketRecord, locale: MessageLocale): AdmittingTicket {
    const ownName = [r.customer_first_name, r.customer_last_name].filter(Boolean).join(' ');
    return {
      ticketId: r.id,
      ticketIdentifier: r.ticket_secret,
      reservationId: r.reservation_id,
      reservationIdentifier: r.reservation_identifier,
      customerName: nameFromJson(r.customer_json) ?? (ownName || null),
      pricePolicyId: r.price_policy_id,
      ticketName: localized(locale, r.ticket_name_he, r.ticket_name_en),
      voucherClassId: r.voucher_class_id,
      voucherName: localized(locale, r.voucher_name_he, r.voucher_name_en),
      presentation: this.presentationOf(r, locale),
    };
  }

  private presentationOf(
    r: Pick<PresentationRecord, Exclude<keyof PresentationRecord, 'id'>> & { presentation_id: number },
    locale: MessageLocale,
  ): PresentationSummary {
    return {
      presentationId: r.presentation_id,
      businessId: r.business_id,
      venueId: r.venue_id,
      businessDate: r.business_date,
      dateTime: localDateTimeOf(new Date(r.starts_at), r.time_zone || this.timeZone),
      featureName: localized(locale, r.feature_name_he, r.feature_name_en),
      venueName: localized(locale, r.venue_name_he, r.venue_name_en),
      locationName: localized(locale, r.location_name_he, r.location_name_en),
    };
  }
}
