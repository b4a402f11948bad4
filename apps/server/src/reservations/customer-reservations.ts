import { KupaError, toMajorUnits, type MessageLocale } from '@kupa/domain';
import type {
  CancellationAmounts,
  CancellationPreview,
  CustomerReservation,
  CustomerReservationsResponse,
  ReservationDisplay,
  ReservationSummary,
} from '@kupa/contracts';
import type { CustomerSession } from '../http/customer-session';
import type { RefundPlan } from './cancellation-policy';
import type { OrderCancellationRepository } from './order-cancellation.repository';
import type { CancellationPreview as PreviewAgorot, OrderCancellationService } from './order-cancellation.service';
import type { ReservationViews } from './reservation-views';

/** How many of a customer's orders "My tickets" shows (newest first). */
export const MY_TICKETS_LIMIT = 100;

/** The refund plan in shekels, as the customer sees it. */
export function cancellationAmountsOf(plan: RefundPlan): CancellationAmounts {
  return {
    cancellationCharge: toMajorUnits(plan.cancellationChargeAgorot),
    nonRefundable: toMajorUnits(plan.nonRefundableAgorot),
    refundToPaymentMethod: toMajorUnits(plan.toCardAgorot),
    refundToVouchers: toMajorUnits(plan.toVouchersAgorot),
    totalRefund: toMajorUnits(plan.toCardAgorot + plan.toVouchersAgorot),
  };
}

export function previewOf(preview: PreviewAgorot): CancellationPreview {
  return {
    cancellable: preview.cancellable,
    reason: preview.reason,
    deadline: preview.deadline,
    amounts: preview.plan ? cancellationAmountsOf(preview.plan) : null,
  };
}

/** Spec 4 Reservation displays: cancelled, expired, scanned, past event; otherwise held (a hold order) or active. */
export function displayOf(reservation: ReservationSummary): ReservationDisplay {
  if (reservation.status === 'cancelled') return 'cancelled';
  if (reservation.status === 'expired') return 'expired';
  if (reservation.presentations.some((p) => p.tickets.some((t) => t.status === 'scanned'))) return 'scanned';
  if (isPast(reservation)) return 'past';
  return reservation.status === 'held' ? 'held' : 'active';
}

const isPast = (r: ReservationSummary) => r.presentations.every((p) => p.isPast);

/** The customer area's "My tickets": the session's customer's ticket orders, upcoming and past, each with its preview. */
export class CustomerReservations {
  constructor(
    private readonly repository: OrderCancellationRepository,
    private readonly views: ReservationViews,
    private readonly cancellations: OrderCancellationService,
  ) {}

  async list(session: CustomerSession | null, locale: MessageLocale, now: Date): Promise<CustomerReservationsResponse> {
    if (!session) throw new KupaError('LOGIN_REQUIRED');
    const orders = await this.repository.ticketOrdersOf(
      session.customers.map((c) => c.customerId),
      MY_TICKETS_LIMIT,
    );
    const upcoming: CustomerReservation[] = [];
    const past: CustomerReservation[] = [];
    for (const order of orders) {
      const reservation = await this.views.byId(order.id, locale, now);
      if (!reservation) continue;
      const entry = {
        display: displayOf(reservation),
        reservation,
        cancellation: previewOf(await this.cancellations.preview(order.identifier, session)),
      };
      (isPast(reservation) ? past : upcoming).push(entry);
    }
    // Upcoming soonest first; past newest first.
    const firstShow = (e: CustomerReservation) => e.reservation.presentations[0]?.dateTime ?? '';
    upcoming.sort((a, b) => firstShow(a).localeCompare(firstShow(b)));
    past.sort((a, b) => firstShow(b).localeCompare(firstShow(a)));
    return { upcoming, past };
  }
}
