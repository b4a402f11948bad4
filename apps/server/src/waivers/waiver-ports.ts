import type { MessageLocale } from '@kupa/domain';
import type { AdmittingTicket, DocumentReservation, PresentationSummary } from '../reservations/reservation-tickets';

/** What the waivers module reads of reservations, through the reservations module (app.ts wires ReservationTickets). */
export interface WaiverReservations {
  byDocumentKey(documentKey: string, locale: MessageLocale): Promise<DocumentReservation | null>;
  inVenuesOnDate(venueIds: readonly number[], businessDate: string, locale: MessageLocale): Promise<AdmittingTicket[]>;
  ofPresentation(presentationId: number, locale: MessageLocale): Promise<AdmittingTicket[]>;
  presentation(presentationId: number, locale: MessageLocale): Promise<PresentationSummary | null>;
}

export type { AdmittingTicket, DocumentReservation, PresentationSummary };
