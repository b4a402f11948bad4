import { KupaError, type Clock, type ErrorCode, type MessageLocale } from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CapturedPayment, PaidOrderUndo } from '../checkout/paid-order-undo';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import type { CustomerSession } from '../http/customer-session';
import { refreshSalesSummariesOfReservation } from '../live-dashboard/sales-summary';
import { signedMessages, type BusinessMessageTexts } from '../outbox/business-message-texts';
import { enqueueOutboxMessage } from '../outbox/outbox-writer';
import type { SoldSeats } from '../seating/sold-seats';
import { insertAuditEntry } from '../shared/audit-log';
import type { UnfinishedWork } from '../shared/unfinished-work';
import { cancellationDeadlineOf, cancellationPolicyOf, refundPlanOf, type RefundPlan } from './cancellation-policy';
import { cancellationMessages } from './cancellation-messages';
import type { CancellationOrderRow, OrderCancellationRepository } from './order-cancellation.repository';

export interface OrderCancellationDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  repository: OrderCancellationRepository;
  /** The checkout's half: refund, vouchers, memberships and points back. */
  payments: PaidOrderUndo;
  /** Seating's half: the seats back to sale, announced on the seat maps. */
  seats: SoldSeats;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The business's wording of its SMS and e-mails in a language (the catalogue's, ADR 0017). */
  messageTexts: (businessId: number, locale: MessageLocale) => Promise<BusinessMessageTexts>;
  /** Test-only: a hook after the refund, before the transaction (a crash there is what the job finishes). */
  faults?: { afterRefund?: () => Promise<void> };
}

/** Whether an order can be cancelled now, and what the customer would get back (agorot). */
export interface CancellationPreview {
  cancellable: boolean;
  /** Why not, as the spec's error code; null when it can be cancelled. */
  reason: ErrorCode | null;
  /** The last moment to cancel; null when there is no presentation or cancelling is not offered. */
  deadline: string | null;
  plan: RefundPlan | null;
}

/** What a cancellation did (agorot). */
export interface CancellationOutcome {
  reservationIdentifier: string;
  plan: RefundPlan;
}

interface Assessment {
  order: CancellationOrderRow;
  payment: CapturedPayment | undefined;
  plan: RefundPlan;
  deadline: string | null;
}

/** A cancellation the customer asked for, recorded before its refund (reservations.cancel_request_json). */
interface CancelRequest {
  at: string;
  /** Where the cancellation SMS goes: the mobile number the customer logged in with (the order's, for the venue's). */
  mobile: string | null;
  /** The venue cancelled the presentation (ADR 0014): everything paid goes back, whatever the business's policy. */
  byVenue?: boolean;
  locale: MessageLocale;
}

/** The mobile number the buyer gave with the order (CustomerInfo's MobileNumber1), for the venue's cancellation SMS. */
function mobileOf(customerJson: string | null): string | null {
  if (!customerJson) return null;
  try {
    const value = (JSON.parse(customerJson) as Record<string, unknown> | null)?.MobileNumber1;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  } catch {
    // Unreadable stored details: the e-mail (if any) still goes.
    return null;
  }
}

function parseRequest(json: string | null): CancelRequest | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<CancelRequest>;
    if (typeof value.at !== 'string' || typeof value.locale !== 'string') return null;
    return {
      at: value.at,
      mobile: typeof value.mobile === 'string' ? value.mobile : null,
      locale: value.locale,
      ...(value.byVenue === true ? { byVenue: true } : {}),
    };
  } catch {
    // Unreadable: the job leaves it (a log line would repeat every minute); the customer can cancel again.
    return null;
  }
}

/** The refund's idempotency key at the provider: one per order, so concurrent or repeated cancellations refund once. */
export const refundKeyOf = (identifier: string) => `cancel:${identifier}`;

/**
 * A customer's cancellation of their own ticket order (spec 4 "Cancellation and logout", spec 3 cancellation service
 * charge, ADR 0012). Only where the business enables it and until its deadline before the show. The refund is asked of
 * the provider first (nothing changes when it refuses: BALANCE_IS_DUE); then one transaction cancels the order and its
 * tickets, frees the seats, gives back vouchers, membership tickets and points, queues the message and uncounts the
 * sale in the dashboard summaries; the freed seats are announced after it commits.
 */
export class OrderCancellationService implements UnfinishedWork {
  readonly name = 'unfinished order cancellations';

  constructor(private readonly deps: OrderCancellationDeps) {}

  /** Can the session's customer cancel this order now, and for how much back? Never throws for a known order. */
  async preview(identifier: string, session: CustomerSession | null): Promise<CancellationPreview> {
    const order = await this.ownOrder(identifier, session);
    try {
      const assessed = await this.assess(order, { asked: false });
      return { cancellable: true, reason: null, deadline: assessed.deadline, plan: assessed.plan };
    } catch (error) {
      if (!(error instanceof KupaError)) throw error;
      return { cancellable: false, reason: error.code, deadline: null, plan: null };
    }
  }

  /** Cancels the order and refunds it; throws the spec's code when it cannot, having changed nothing. */
  async cancel(identifier: string, session: CustomerSession | null, locale: MessageLocale): Promise<CancellationOutcome> {
    const order = await this.ownOrder(identifier, session);
    const assessed = await this.assess(order, { asked: false });
    const request: CancelRequest = { at: this.deps.clock.now().toISOString(), mobile: session?.mobile ?? null, locale };
    // Recorded before the refund: if this process dies after it, the job finishes the cancellation (ADR 0012).
    if (!(await this.deps.repository.recordRequest(order.id, JSON.stringify(request)))) throw new KupaError('NOTHING_TO_CANCEL');
    return this.carryOut(order, assessed, request);
  }

  /**
   * The venue cancelled a presentation (issue 13, ADR 0014): every ticket order of it is cancelled through the same
   * steps as a customer's cancellation, with everything paid given back (no cancellation charge, the service charge
   * too) and the customer told by SMS and e-mail. Every request is recorded before the first refund, so the job
   * finishes what a crash leaves; a retry cancels what is left. A refund the provider refuses leaves its order as it
   * was, named in `refused` for the box office.
   */
  async cancelForPresentation(presentationId: number, locale: MessageLocale): Promise<{ cancelled: number; refused: string[] }> {
    const at = this.deps.clock.now().toISOString();
    const recorded: Array<{ order: CancellationOrderRow; request: CancelRequest }> = [];
    for (const identifier of await this.deps.repository.ordersOfPresentation(presentationId)) {
      const order = await this.deps.repository.order(identifier);
      if (!order) continue;
      const request: CancelRequest = { at, mobile: mobileOf(order.customer_json), locale, byVenue: true };
      if (await this.deps.repository.recordRequest(order.id, JSON.stringify(request))) recorded.push({ order, request });
    }
    let cancelled = 0;
    const refused: string[] = [];
    for (const { order, request } of recorded) {
      try {
        await this.carryOut(order, await this.assess(order, { asked: true, byVenue: true }), request);
        cancelled += 1;
      } catch (error) {
        if (!(error instanceof KupaError)) throw error;
        // NOTHING_TO_CANCEL: finished meanwhile (the job, or its customer); anything else stays for the box office.
        if (error.code !== 'NOTHING_TO_CANCEL') refused.push(order.identifier);
      }
    }
    return { cancelled, refused };
  }

  /**
   * The job's half (ADR 0012): finishes the cancellations whose request was recorded more than `graceMs` ago and
   * never completed (the process died between the refund and its transaction, or before the refund). The provider
   * answers the order's refund key once, so a refund made before the crash is not made again. Answers how many.
   */
  async finishUnfinished(graceMs: number): Promise<number> {
    const now = this.deps.clock.now().getTime();
    let finished = 0;
    for (const identifier of await this.deps.repository.unfinishedRequests(50)) {
      const order = await this.deps.repository.order(identifier);
      const request = parseRequest(order?.cancel_request_json ?? null);
      if (!order || !request || now - Date.parse(request.at) < graceMs) continue;
      try {
        await this.carryOut(order, await this.assess(order, { asked: true, byVenue: request.byVenue === true }), request);
        finished += 1;
      } catch (error) {
        if (!(error instanceof KupaError)) throw error;
        // BALANCE_IS_DUE dropped the request itself; any other refusal (cancelled meanwhile, scanned) ends it too.
        await this.deps.repository.dropRequest(order.id);
        this.deps.log.warn({ reservation: identifier, code: error.code }, 'an unfinished cancellation could not be finished');
      }
    }
    return finished;
  }

  /** The refund, then one transaction for everything else, then the seats announced free. */
  private async carryOut(order: CancellationOrderRow, { payment, plan }: Assessment, request: CancelRequest): Promise<CancellationOutcome> {
    const { clock, log, repository } = this.deps;
    let refundedAgorot = 0;
    if (payment && plan.toCardAgorot > 0 && !payment.refunded) {
      const outcome = await this.deps.payments.refund(payment, plan.toCardAgorot, refundKeyOf(order.identifier));
      if (outcome.status === 'refused') {
        log.warn({ reservation: order.identifier, reason: outcome.reason }, 'the provider refused the refund of a cancellation');
        await repository.dropRequest(order.id);
        await insertAuditEntry(this.deps.db, this.audit(order, 'reservation.cancel_refund_refused', { reason: outcome.reason }));
        throw new KupaError('BALANCE_IS_DUE', { reason: outcome.reason });
      }
      refundedAgorot = outcome.amountAgorot;
    } else if (payment?.refunded) {
      refundedAgorot = plan.toCardAgorot;
    }
    await this.deps.faults?.afterRefund?.();
    const messages = signedMessages(
      cancellationMessages(order, plan, request.mobile, request.locale, request.byVenue ? 'venue' : 'customer'),
      await this.deps.messageTexts(order.business_id, request.locale),
    );
    const now = clock.now();
    const at = now.toISOString();
    const freed = await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const cancelled = await repository.markCancelled(trx, order.id, at, {
        chargeAgorot: plan.cancellationChargeAgorot,
        refundedAgorot,
      });
      if (!cancelled) return null;
      const seats = await this.deps.seats.release(trx, order.id);
      await this.deps.payments.undo(trx, {
        reservationId: order.id,
        customerId: order.customer_id,
        payment,
        keepFromVouchersAgorot: plan.keptFromVouchersAgorot,
        at,
      });
      for (const message of messages) await enqueueOutboxMessage(trx, message, now);
      await insertAuditEntry(trx, { ...this.audit(order, 'reservation.cancelled', { ...plan, byVenue: request.byVenue === true }), at });
      await refreshSalesSummariesOfReservation(trx, order.id, now);
      return seats;
    });
    // Another cancellation of the same order won (its refund was this one: the provider answered the same key once).
    if (freed === null) throw new KupaError('NOTHING_TO_CANCEL');
    this.deps.seats.announceReleased(freed);
    log.info({ reservation: order.identifier, refundedAgorot }, 'an order was cancelled by its customer');
    return { reservationIdentifier: order.identifier, plan };
  }

  /** The order, only when it belongs to the session's customer (anyone else's is RESERVATION_NOT_FOUND: no leak). */
  private async ownOrder(identifier: string, session: CustomerSession | null): Promise<CancellationOrderRow> {
    if (!session) throw new KupaError('LOGIN_REQUIRED');
    const order = await this.deps.repository.order(identifier.trim());
    const owns = order?.customer_id != null && session.customers.some((c) => c.customerId === order.customer_id);
    if (!order || !owns) throw new KupaError('RESERVATION_NOT_FOUND');
    return order;
  }

  /** The checks and the refund plan; `asked`: the customer asked in time and was allowed (the job finishing it). */
  private async assess(
    order: CancellationOrderRow,
    { asked, byVenue = false }: { asked: boolean; byVenue?: boolean },
  ): Promise<Assessment> {
    if (order.status === 'pending_payment') throw new KupaError('PAYMENT_PENDING');
    if (order.kind !== 'tickets' || (order.status !== 'confirmed' && order.status !== 'hold')) throw new KupaError('NOTHING_TO_CANCEL');
    if (byVenue) return this.assessForVenue(order);
    const policy = cancellationPolicyOf(order.settings_json);
    if (!policy.enabled && !asked) throw new KupaError('CANCELLATION_NOT_ALLOWED');
    const tickets = await this.deps.repository.tickets(order.id);
    if (tickets.some((t) => t.scanned_at !== null || t.status === 'scanned'))
      throw new KupaError('CANCELLATION_NOT_ALLOWED', { reason: 'scanned' });
    const starts = tickets.map((t) => new Date(t.starts_at).getTime());
    const deadline = starts.length > 0 ? cancellationDeadlineOf(new Date(Math.min(...starts)), policy) : null;
    if (deadline && !asked && this.deps.clock.now().getTime() > deadline.getTime())
      throw new KupaError('CANCELLATION_DEADLINE_PASSED', { deadline: deadline.toISOString() });
    const payment = await this.deps.payments.capturedPaymentOf(order.id);
    const plan = refundPlanOf(
      {
        totalAgorot: order.total_agorot,
        serviceChargeAgorot: order.service_charge_agorot,
        bookingFeeAgorot: order.booking_fee_agorot,
        ticketPricesAgorot: tickets.map((t) => t.price_agorot),
        paidByCardAgorot: order.status === 'hold' ? 0 : (payment?.amountAgorot ?? 0),
        paidByVouchersAgorot: await this.deps.payments.voucherTenderOf(order.id),
      },
      policy,
    );
    return { order, payment, plan, deadline: deadline?.toISOString() ?? null };
  }

  /** The venue's cancellation: no policy, no deadline; everything the order paid goes back where it came from. */
  private async assessForVenue(order: CancellationOrderRow): Promise<Assessment> {
    const payment = await this.deps.payments.capturedPaymentOf(order.id);
    const plan: RefundPlan = {
      cancellationChargeAgorot: 0,
      nonRefundableAgorot: 0,
      toCardAgorot: order.status === 'hold' ? 0 : (payment?.amountAgorot ?? 0),
      toVouchersAgorot: await this.deps.payments.voucherTenderOf(order.id),
      keptFromVouchersAgorot: 0,
    };
    return { order, payment, plan, deadline: null };
  }

  private audit(order: CancellationOrderRow, action: string, data: Record<string, unknown>) {
    return {
      businessId: order.business_id,
      at: this.deps.clock.now().toISOString(),
      actorKind: 'customer',
      actorId: String(order.customer_id),
      action,
      entity: 'reservation',
      entityId: order.identifier,
      data,
    };
  }
}
