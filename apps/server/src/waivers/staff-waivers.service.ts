import { KupaError, type MessageLocale } from '@kupa/domain';
import type { StaffWaiverPresentation, StaffWaiverReservation } from '@kupa/contracts';
import type { StaffContext } from '../staff-auth/staff-context';
import type { AdmittingTicket, PresentationSummary, WaiverReservations } from './waiver-ports';
import type { WaiversRepository } from './waivers.repository';

/**
 * The staff's view of waivers (kupa-live): per presentation in a venue that needs them, each attending reservation
 * and whether every one of its tickets has a signed jumper. Scoped by the staff user's businesses (spec 6).
 */
export class StaffWaiversService {
  constructor(
    private readonly repository: WaiversRepository,
    private readonly reservations: WaiverReservations,
  ) {}

  /** Every presentation with sales on a business date in the user's venues that need waivers. */
  async forDate(session: StaffContext, date: string, locale: MessageLocale): Promise<StaffWaiverPresentation[]> {
    const venueIds = (await this.repository.policiesOfBusinesses(session.businessIds)).map((p) => p.venue_id);
    const tickets = (await this.reservations.inVenuesOnDate(venueIds, date, locale)).filter((t) =>
      session.businessIds.includes(t.presentation.businessId),
    );
    const byPresentation = new Map<number, AdmittingTicket[]>();
    for (const t of tickets)
      byPresentation.set(t.presentation.presentationId, [...(byPresentation.get(t.presentation.presentationId) ?? []), t]);
    return Promise.all([...byPresentation.values()].map((list) => this.viewOf(list[0]!.presentation, list)));
  }

  /** One presentation (the user's, in a venue that needs waivers), with or without sales. */
  async forPresentation(session: StaffContext, presentationId: number, locale: MessageLocale): Promise<StaffWaiverPresentation> {
    const presentation = await this.reservations.presentation(presentationId, locale);
    if (!presentation) throw new KupaError('PRESENTATION_NOT_FOUND', { id: presentationId });
    if (!session.businessIds.includes(presentation.businessId))
      throw new KupaError('FORBIDDEN', { field: 'presentationId', id: presentationId });
    const [policy] = await this.repository.policiesOfVenues([presentation.venueId]);
    if (!policy) throw new KupaError('WAIVER_NOT_REQUIRED', { id: presentationId });
    return this.viewOf(presentation, await this.reservations.ofPresentation(presentationId, locale));
  }

  private async viewOf(presentation: PresentationSummary, tickets: readonly AdmittingTicket[]): Promise<StaffWaiverPresentation> {
    const jumpers = await this.repository.jumpersOfTickets(tickets.map((t) => t.ticketId));
    const signed = new Set(jumpers.map((j) => j.ticket_id));
    const reservations = new Map<number, StaffWaiverReservation>();
    for (const t of tickets) {
      const row = reservations.get(t.reservationId) ?? {
        reservationIdentifier: t.reservationIdentifier,
        customerName: t.customerName,
        tickets: 0,
        signedTickets: 0,
        complete: false,
        guardians: [],
      };
      row.tickets += 1;
      if (signed.has(t.ticketId)) row.signedTickets += 1;
      row.complete = row.signedTickets === row.tickets;
      reservations.set(t.reservationId, row);
    }
    const ticketReservation = new Map(tickets.map((t) => [t.ticketId, t.reservationId]));
    for (const j of jumpers) {
      const row = reservations.get(ticketReservation.get(j.ticket_id) ?? -1);
      const guardian = `${j.guardian_first_name} ${j.guardian_last_name}`;
      if (row && !row.guardians.includes(guardian)) row.guardians.push(guardian);
    }
    const rows = [...reservations.values()];
    return {
      presentationId: presentation.presentationId,
      featureName: presentation.featureName,
      venueName: presentation.venueName,
      locationName: presentation.locationName,
      dateTime: presentation.dateTime,
      completeReservations: rows.filter((r) => r.complete).length,
      incompleteReservations: rows.filter((r) => !r.complete).length,
      reservations: rows,
    };
  }
}
