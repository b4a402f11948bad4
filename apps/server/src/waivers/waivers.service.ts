import {
  checkJumperAge,
  combinedAgeLimits,
  FEVER_THRESHOLD_CELSIUS,
  isValidIsraeliId,
  KupaError,
  normaliseIsraeliMobile,
  WAIVER_DECLARATIONS,
  type Clock,
  type HealthTestValidityHours,
  type JumperAgeLimits,
  type MessageLocale,
} from '@kupa/domain';
import { waiverDeclarationTexts, type SignWaiverBody, type WaiverPage } from '@kupa/contracts';
import { signaturePng } from './signature-image';
import type { AdmittingTicket, DocumentReservation, WaiverReservations } from './waiver-ports';
import type { WaiversRepository } from './waivers.repository';

/** Who signs: where the request came from (http/client-address.ts) and, when known, the buyer and customer. */
export interface WaiverSigner {
  clientAddress: string;
  buyerUuid: string | null;
  /** The logged-in customer's records per business (the customer session), if any. */
  customers: ReadonlyArray<{ customerId: number; businessId: number }>;
}

interface TicketLimits {
  ticket: AdmittingTicket;
  limits: JumperAgeLimits[];
}

/**
 * The waiver page (spec 2): a guardian signs for the children who jump on a reservation's tickets, accepting the
 * health declarations (spec 9), each child checked against the age its ticket type or voucher admits (spec 5).
 */
export class WaiversService {
  constructor(
    private readonly repository: WaiversRepository,
    private readonly reservations: WaiverReservations,
    private readonly clock: Clock,
  ) {}

  /** The page of an e-ticket document key: its tickets that need a waiver, who is signed for, the declarations' window; null when none needs one. */
  async page(documentKey: string, locale: MessageLocale): Promise<WaiverPage | null> {
    try {
      const { reservation, tickets, hours } = await this.waiverTickets(documentKey, locale);
      return await this.pageOf(reservation, tickets, hours);
    } catch (error) {
      if (error instanceof KupaError && error.code === 'WAIVER_NOT_REQUIRED') return null;
      throw error;
    }
  }

  /** Stores a signed waiver and answers the page as it is now. Nothing is stored unless everything is valid. */
  async sign(documentKey: string, body: SignWaiverBody, signer: WaiverSigner, locale: MessageLocale): Promise<WaiverPage> {
    const { reservation, tickets, hours } = await this.waiverTickets(documentKey, locale);
    const guardianMobile = normaliseIsraeliMobile(body.guardian.mobileNumber);
    if (!guardianMobile) throw new KupaError('VALIDATION_ERROR', { field: 'guardian.mobileNumber' });
    if (!isValidIsraeliId(body.guardian.ssn)) throw new KupaError('INVALID_ID', { field: 'guardian.ssn' });
    if (WAIVER_DECLARATIONS.some((d) => body.declarations[d] !== true)) throw new KupaError('WAIVER_DECLARATIONS_REQUIRED');
    const byIdentifier = new Map(tickets.map((t) => [t.ticket.ticketIdentifier, t]));
    const chosen = new Set<string>();
    const signed = new Set((await this.repository.jumpersOfTickets(tickets.map((t) => t.ticket.ticketId))).map((j) => j.ticket_id));
    const jumpers = body.jumpers.map((jumper, index) => {
      const entry = byIdentifier.get(jumper.ticketIdentifier);
      if (!entry) throw new KupaError('TICKET_NOT_FOUND', { field: `jumpers.${index}.ticketIdentifier` });
      if (chosen.has(jumper.ticketIdentifier) || signed.has(entry.ticket.ticketId))
        throw new KupaError('WAIVER_TICKET_ALREADY_SIGNED', { field: `jumpers.${index}.ticketIdentifier` });
      chosen.add(jumper.ticketIdentifier);
      if (!isValidIsraeliId(jumper.ssn)) throw new KupaError('INVALID_ID', { field: `jumpers.${index}.ssn` });
      const presentationDate = entry.ticket.presentation.businessDate;
      if (jumper.dateOfBirth > presentationDate) throw new KupaError('VALIDATION_ERROR', { field: `jumpers.${index}.dateOfBirth` });
      const name = `${jumper.firstName} ${jumper.lastName}`;
      const check = checkJumperAge(jumper.dateOfBirth, presentationDate, entry.limits);
      const range = combinedAgeLimits(entry.limits);
      const ticketName = entry.ticket.voucherName ?? entry.ticket.ticketName;
      if (check === 'tooYoung')
        throw new KupaError('JUMPER_TOO_YOUNG', {
          field: `jumpers.${index}.dateOfBirth`,
          name,
          ticket: ticketName,
          min: range.minAge ?? 0,
        });
      if (check === 'tooOld')
        throw new KupaError('JUMPER_TOO_OLD', { field: `jumpers.${index}.dateOfBirth`, name, ticket: ticketName, max: range.maxAge ?? 0 });
      return {
        ticketId: entry.ticket.ticketId,
        firstName: jumper.firstName,
        lastName: jumper.lastName,
        ssn: jumper.ssn.padStart(9, '0'),
        dateOfBirth: jumper.dateOfBirth,
      };
    });
    const png = signaturePng(body.signature);
    const result = await this.repository.insert({
      reservationId: reservation.reservationId,
      businessId: reservation.businessId,
      customerId: signer.customers.find((c) => c.businessId === reservation.businessId)?.customerId ?? null,
      buyerUuid: signer.buyerUuid,
      guardian: {
        firstName: body.guardian.firstName,
        lastName: body.guardian.lastName,
        ssn: body.guardian.ssn.padStart(9, '0'),
        mobile: guardianMobile,
      },
      signaturePng: png,
      declarationsJson: JSON.stringify(waiverDeclarationTexts(locale, hours)),
      locale,
      testValidityHours: hours,
      clientAddress: signer.clientAddress,
      signedAt: this.clock.now().toISOString(),
      jumpers,
    });
    if ('alreadySignedTicketId' in result) throw new KupaError('WAIVER_TICKET_ALREADY_SIGNED');
    return this.pageOf(reservation, tickets, hours);
  }

  /** The reservation's tickets in venues that need a waiver, with their age limits; refuses an order that needs none. */
  private async waiverTickets(documentKey: string, locale: MessageLocale) {
    const reservation = await this.reservations.byDocumentKey(documentKey, locale);
    if (!reservation) throw new KupaError('RESERVATION_NOT_FOUND');
    const venueIds = [...new Set(reservation.tickets.map((t) => t.presentation.venueId))];
    const policies = new Map((await this.repository.policiesOfVenues(venueIds)).map((p) => [p.venue_id, p.test_validity_hours]));
    const needing = reservation.tickets.filter((t) => policies.has(t.presentation.venueId));
    const first = needing[0];
    if (!first) throw new KupaError('WAIVER_NOT_REQUIRED');
    // The window of the (first) presentation's venue: an order of one session has one.
    const hours = policies.get(first.presentation.venueId) as HealthTestValidityHours;
    return { reservation, tickets: await this.withLimits(needing), hours };
  }

  private async withLimits(tickets: readonly AdmittingTicket[]): Promise<TicketLimits[]> {
    const rows = await this.repository.ageLimits(
      [...new Set(tickets.map((t) => t.pricePolicyId))],
      [...new Set(tickets.flatMap((t) => (t.voucherClassId === null ? [] : [t.voucherClassId])))],
    );
    const limit = (r: (typeof rows)[number]): JumperAgeLimits => ({ minAge: r.min_age, maxAge: r.max_age });
    return tickets.map((ticket) => ({
      ticket,
      limits: rows
        .filter(
          (r) =>
            r.price_policy_id === ticket.pricePolicyId ||
            (ticket.voucherClassId !== null && r.system_voucher_class_id === ticket.voucherClassId),
        )
        .map(limit),
    }));
  }

  private async pageOf(
    reservation: DocumentReservation,
    tickets: readonly TicketLimits[],
    hours: HealthTestValidityHours,
  ): Promise<WaiverPage> {
    const jumpers = await this.repository.jumpersOfTickets(tickets.map((t) => t.ticket.ticketId));
    const jumperOf = new Map(jumpers.map((j) => [j.ticket_id, `${j.first_name} ${j.last_name}`]));
    const waivers = new Map<number, { guardianName: string; signedAt: string; jumperNames: string[] }>();
    for (const j of jumpers) {
      const waiver = waivers.get(j.waiver_id) ?? {
        guardianName: `${j.guardian_first_name} ${j.guardian_last_name}`,
        signedAt: j.signed_at,
        jumperNames: [],
      };
      waiver.jumperNames.push(`${j.first_name} ${j.last_name}`);
      waivers.set(j.waiver_id, waiver);
    }
    const presentation = tickets[0]?.ticket.presentation;
    if (!presentation) throw new KupaError('WAIVER_NOT_REQUIRED');
    return {
      reservationIdentifier: reservation.identifier,
      featureName: presentation.featureName,
      venueName: presentation.venueName,
      locationName: presentation.locationName,
      dateTime: presentation.dateTime,
      presentationDate: presentation.businessDate,
      testValidityHours: hours,
      feverThreshold: FEVER_THRESHOLD_CELSIUS,
      tickets: tickets.map(({ ticket, limits }, index) => {
        const range = combinedAgeLimits(limits);
        return {
          ticketIdentifier: ticket.ticketIdentifier,
          number: index + 1,
          name: ticket.ticketName,
          voucherName: ticket.voucherName,
          minAge: range.minAge,
          maxAge: range.maxAge,
          jumperName: jumperOf.get(ticket.ticketId) ?? null,
        };
      }),
      waivers: [...waivers.values()],
      complete: tickets.every((t) => jumperOf.has(t.ticket.ticketId)),
    };
  }
}
