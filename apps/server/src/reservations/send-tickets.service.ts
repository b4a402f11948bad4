import { KupaError, loginThrottle, normaliseIsraeliMobile, type Clock, type MessageLocale } from '@kupa/domain';
import type { CustomerSession } from '../http/customer-session';
import { signedMessage, type BusinessMessageTexts } from '../outbox/business-message-texts';
import type { SendTicketsRepository } from './send-tickets.repository';

/** Tickets SMS per reservation within the window. */
export const TICKET_SENDS_PER_RESERVATION = 5;
/** The window the tickets-SMS limit counts over: one hour. */
export const TICKET_SEND_WINDOW_MS = 60 * 60_000;

const TICKETS_SMS: Record<'he' | 'en', (link: string) => string> = {
  he: (link) => `הכרטיסים שלך בקופה: ${link}`,
  en: (link) => `Your Kupa tickets: ${link}`,
};

/** Who asks: the anonymous buyer's uuid (header) and the logged-in customer, either may be missing. */
export interface SendTicketsRequester {
  buyerUuid: string | null;
  customerSession: CustomerSession | null;
}

/**
 * Sends the e-ticket link of a reservation by SMS (through the outbox) to a mobile number the buyer types. Only the
 * reservation's buyer (its uuid) or the logged-in customer who owns it may; anyone else gets RESERVATION_NOT_FOUND,
 * as for a reservation that does not exist. At most 5 sendings per reservation per hour. The SMS ends with the
 * business's SMS signature (ADR 0017).
 */
export class SendTicketsService {
  constructor(
    private readonly repository: SendTicketsRepository,
    private readonly clock: Clock,
    private readonly messageTexts: (businessId: number, locale: MessageLocale) => Promise<BusinessMessageTexts>,
  ) {}

  async sendTickets(
    identifier: string,
    mobileNumber: string,
    requester: SendTicketsRequester,
    publicBaseUrl: string,
    locale: MessageLocale,
  ): Promise<void> {
    const reservation = await this.repository.reservationByIdentifier(identifier.trim());
    const byBuyer = reservation?.buyer_uuid != null && requester.buyerUuid === reservation.buyer_uuid.toLowerCase();
    const byCustomer =
      reservation?.customer_id != null &&
      (requester.customerSession?.customers.some((c) => c.customerId === reservation.customer_id) ?? false);
    if (!reservation || (!byBuyer && !byCustomer)) throw new KupaError('RESERVATION_NOT_FOUND');
    if (reservation.status === 'cancelled' || reservation.status === 'refunded' || reservation.status === 'expired')
      throw new KupaError('ORDER_CANCELLED');
    // Its payment is not captured yet (ADR 0010): no e-ticket link goes out for an order that may not be paid.
    if (reservation.status === 'pending_payment') throw new KupaError('PAYMENT_PENDING');
    const mobile = normaliseIsraeliMobile(mobileNumber);
    if (!mobile) throw new KupaError('VALIDATION_ERROR', { field: 'mobileNumber' });

    const now = this.clock.now();
    const since = new Date(now.getTime() - TICKET_SEND_WINDOW_MS).toISOString();
    const verdict = loginThrottle(
      (await this.repository.sentSince(reservation.id, since)).map((t) => new Date(t)),
      now,
      TICKET_SENDS_PER_RESERVATION,
      TICKET_SEND_WINDOW_MS,
    );
    if (!verdict.allowed) throw new KupaError('RATE_LIMITED', { retryAfterSeconds: verdict.retryAfterSeconds });

    const link = `${publicBaseUrl.replace(/\/+$/, '')}/edocument/${encodeURIComponent(reservation.edocument_key)}`;
    const sms = signedMessage(
      {
        businessId: reservation.business_id,
        channel: 'sms',
        recipient: mobile,
        template: 'tickets-link',
        body: TICKETS_SMS[locale === 'he' ? 'he' : 'en'](link),
      },
      await this.messageTexts(reservation.business_id, locale),
    );
    const actor = byCustomer ? { kind: 'customer' as const, id: String(reservation.customer_id) } : { kind: 'buyer' as const, id: null };
    await this.repository.recordSending(reservation.id, reservation.business_id, actor, sms, now);
  }
}
