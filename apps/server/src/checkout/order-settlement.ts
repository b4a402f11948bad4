import { seatKey, type Clock, type ItemOrderKind } from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { addSalesOfReservation, refreshSalesSummariesOfReservation } from '../live-dashboard/sales-summary';
import { enqueueOutboxMessages, type OutboxMessage } from '../outbox/outbox-writer';
import { cancelOrderRecord } from '../reservations/order-records';
import type { SeatEventPublisher } from '../seating/seat-events';
import { freeOrderSeats, orderSeatFacts } from '../seating/seat-sales';
import { giveBackVoucherDebits } from '../vouchers/voucher-debits';
import { faultAt, type CommitFaults } from './commit-faults';
import type { CommitRepository } from './commit.repository';
import { PENDING_PAYMENT, type SettlementOrder } from '../reservations/order-settlement-records';
import type { OrderSettlementRepository } from './order-settlement.repository';
import type { PaymentService, ReadyPayment } from './payment.service';
import type { ItemOrderRegistry } from './order-items';

/** Who settles an order: the commit itself (or its retry), or the reconciliation job after a crash (audited). */
export type SettledBy = { kind: 'commit' } | { kind: 'reconciler'; process: string };

/** Where an order stands after an attempt to settle it. */
export type OrderState = 'confirmed' | 'cancelled' | 'other';

/** A seat of an order, as the seat maps know it: what the caller already knows saves reading it back. */
export interface OrderSeat {
  presentationId: number;
  seatKey: string;
}

export interface OrderSettlementDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  orders: OrderSettlementRepository;
  commits: CommitRepository;
  payments: PaymentService;
  events: SeatEventPublisher;
  clock: Clock;
  log: FastifyBaseLogger;
  faults?: CommitFaults;
  /** The item kinds whose lines are undone with their order (ADR 0011). */
  itemKinds?: ItemOrderRegistry;
}

/**
 * The second half of a paid order (ADR 0010): the commit writes it as 'pending_payment' (seats sold to it, tickets
 * not yet shown, no message sent, no sale counted); this captures its payment and only then confirms it (its ticket
 * messages become deliverable, the sales summaries count it, the seats are announced sold), or cancels it and frees
 * its seats when the payment cannot be taken. Every step may run again after a crash: the capture answers its
 * idempotency key once, and the order moves out of 'pending_payment' by conditional updates.
 */
export class OrderSettlement {
  constructor(private readonly deps: OrderSettlementDeps) {}

  /**
   * Captures the order's payment and confirms the order; a refused capture cancels it and releases the payment.
   * `seats`: the order's seats when the caller knows them (the commit that wrote it), announced sold once confirmed.
   */
  async settle(reservationId: number, payment: ReadyPayment, by: SettledBy, seats?: readonly OrderSeat[]): Promise<OrderState> {
    const capture = await this.deps.payments.captureAtProvider(payment);
    if (!capture.captured) {
      await this.cancel(reservationId, 'capture_failed', by);
      await this.releaseSafely(payment);
      return 'cancelled';
    }
    await faultAt(this.deps.faults, 'afterCapture');
    // Confirmed here: its state is known; otherwise another attempt settled it meanwhile, and the row says how.
    if (await this.confirm(reservationId, payment, capture.captureReference, by, seats)) return 'confirmed';
    return this.stateOf(reservationId);
  }

  /**
   * An order left 'pending_payment' (a retry of its commit, or the reconciliation job): captured and confirmed with
   * the payment its commit attached, or cancelled when that payment is no longer there to capture.
   */
  async settlePending(reservationId: number, by: SettledBy): Promise<OrderState> {
    const order = await this.deps.orders.order(reservationId);
    if (!order || order.status !== PENDING_PAYMENT) return stateOfStatus(order?.status);
    const payment = await this.deps.payments.readyPaymentOfOrder(reservationId);
    if (payment) return this.settle(reservationId, payment, by);
    await this.cancel(reservationId, 'payment_missing', by);
    return this.stateOf(reservationId);
  }

  /** Cancels a pending order whose payment will not be taken and frees its seats; false when it was settled already. */
  async cancel(reservationId: number, reason: string, by: SettledBy): Promise<boolean> {
    const { orders, commits, clock } = this.deps;
    const now = clock.now();
    const at = now.toISOString();
    const freed = await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const order = await orders.order(reservationId, trx);
      if (!order || !(await orders.cancel(trx, reservationId, at))) return null;
      // Every line is undone by its owner: the seats and tickets, the vouchers it was paid with, the items it sold.
      await cancelOrderRecord(trx, reservationId, 'cancelled', at);
      const seats = await freeOrderSeats(trx, reservationId);
      await giveBackVoucherDebits(trx, reservationId);
      await commits.voidVoucherPayments(trx, reservationId, at);
      await this.deps.itemKinds?.get(order.kind as ItemOrderKind)?.undo(trx, { reservationId, at });
      // The commit's answer is gone with the order: a retry of its key is a new attempt (its seats are free again).
      if (order.idempotency_key) await commits.deleteIdempotentAnswer(trx, order.idempotency_key);
      if (order.buyer_uuid) await orders.clearCartCommitted(trx, order.buyer_uuid, at);
      await commits.audit(trx, auditEntry(order, at, by, 'reservation.cancel_unpaid', { reason }));
      await refreshSalesSummariesOfReservation(trx, reservationId, now);
      return seats;
    });
    if (freed === null) return false;
    this.deps.log.warn({ reservation: reservationId, reason }, 'an unpaid order was cancelled and its seats freed');
    await this.announce(freed, 'released');
    return true;
  }

  /** True when this call confirmed the order (false: it was settled already). */
  private async confirm(
    reservationId: number,
    payment: ReadyPayment,
    captureReference: string | null,
    by: SettledBy,
    seats: readonly OrderSeat[] | undefined,
  ): Promise<boolean> {
    const { orders, commits, payments, clock } = this.deps;
    const now = clock.now();
    const at = now.toISOString();
    const confirmed = await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const order = await orders.order(reservationId, trx);
      if (!order || !(await orders.confirm(trx, reservationId, at))) return false;
      await payments.markCaptured(trx, payment, captureReference);
      await enqueueOutboxMessages(trx, pendingMessagesOf(order), now);
      if (by.kind === 'reconciler')
        await commits.audit(trx, auditEntry(order, at, by, 'reservation.confirmed_after_crash', { payment: payment.identifier }));
      // It has just left 'pending_payment' (counted nowhere) by the conditional update above: its sale is added once.
      await addSalesOfReservation(trx, reservationId, now);
      return true;
    });
    if (confirmed) await this.announceSold(reservationId, seats);
    return confirmed;
  }

  /**
   * Publishes an order's seats as sold (an order with nothing to capture is confirmed by its commit); `seats` when
   * the caller knows them, else they are read.
   */
  async announceSold(reservationId: number, seats?: readonly OrderSeat[]): Promise<void> {
    if (seats) this.publish(seats, 'sold');
    else await this.announce(await this.deps.orders.seatsOf(reservationId), 'sold');
  }

  private async stateOf(reservationId: number): Promise<OrderState> {
    return stateOfStatus((await this.deps.orders.order(reservationId))?.status);
  }

  private async announce(seats: Array<{ presentation_id: number; seat_id: number }>, state: 'sold' | 'released'): Promise<void> {
    const seatIds = seats.map((s) => s.seat_id);
    const facts = new Map((await orderSeatFacts(this.deps.db, seatIds)).map((s) => [s.id, s]));
    this.publish(
      seats.flatMap((s) => {
        const f = facts.get(s.seat_id);
        return f ? [{ presentationId: s.presentation_id, seatKey: seatKey(f.section_id, f.grid_x, f.grid_y) }] : [];
      }),
      state,
    );
  }

  private publish(seats: readonly OrderSeat[], state: 'sold' | 'released'): void {
    const byPresentation = new Map<number, Array<{ seat: string; state: 'sold' | 'released' }>>();
    for (const s of seats)
      byPresentation.set(s.presentationId, [...(byPresentation.get(s.presentationId) ?? []), { seat: s.seatKey, state }]);
    for (const [presentationId, changes] of byPresentation) this.deps.events.publish(presentationId, changes);
  }

  private async releaseSafely(payment: ReadyPayment): Promise<void> {
    try {
      await this.deps.payments.release(payment);
    } catch (err) {
      // The row stays 'failed' or 'authorised': the reconciliation job asks the provider again on its next run.
      this.deps.log.error({ err, payment: payment.identifier }, 'payment not released');
    }
  }
}

function stateOfStatus(status: string | undefined): OrderState {
  if (status === 'confirmed') return 'confirmed';
  if (status === 'cancelled') return 'cancelled';
  return 'other';
}

/** The ticket messages the commit rendered for the order, sent only once it is confirmed. */
function pendingMessagesOf(order: SettlementOrder): OutboxMessage[] {
  return order.pending_messages_json ? (JSON.parse(order.pending_messages_json) as OutboxMessage[]) : [];
}

function auditEntry(order: SettlementOrder, at: string, by: SettledBy, action: string, data: Record<string, unknown>) {
  return {
    businessId: order.business_id,
    at,
    actorKind: 'system',
    actorId: by.kind === 'reconciler' ? by.process : 'checkout',
    action,
    entity: 'reservation',
    entityId: order.identifier,
    data,
  };
}
