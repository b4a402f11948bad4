import type { Clock } from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { IntervalJob } from '../shared/interval-job';
import type { OrderSettlement, SettledBy } from './order-settlement';
import { PENDING_PAYMENT } from '../reservations/order-settlement-records';
import type { OrderSettlementRepository } from './order-settlement.repository';
import type { PaymentRecovery } from './payment-recovery';
import type { PaymentRepository, PaymentRow } from './payment.repository';
import type { PaymentService } from './payment.service';

/** Rows resolved per query; a run goes on until none is left. */
const BATCH = 100;

export interface PaymentReconcilerDeps {
  orders: OrderSettlementRepository;
  settlement: OrderSettlement;
  payments: PaymentService;
  recovery: PaymentRecovery;
  paymentRows: PaymentRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a commit may be between two steps before it counts as dead (a live commit takes well under a second). */
  graceMs: number;
  intervalMs: number;
}

/**
 * The reconciliation job (ADR 0010): after a crash it resolves every order and payment a commit left between two
 * steps, by asking the provider what happened. An order waiting for its capture is captured and confirmed (or, when
 * its show has started, its payment is released and the order cancelled, its seats freed); an authorisation no order
 * took is voided; a payment row whose provider answer never arrived is looked up by its idempotency key (an
 * authorisation found is voided, none is marked failed). Every decision is audited. Rows are claimed by conditional
 * updates, so two server processes running it at once resolve each once. It runs at start-up and then on a timer.
 */
export class PaymentReconciler {
  private readonly job: IntervalJob;
  private readonly by: SettledBy = { kind: 'reconciler', process: 'payment-reconciler' };

  constructor(private readonly deps: PaymentReconcilerDeps) {
    this.job = new IntervalJob('reconciliation of payments', () => this.reconcile(), deps.intervalMs, deps.log);
  }

  /** Starts the timer and runs once now (what a crash left is resolved as soon as a process is back). */
  start(): void {
    this.job.start();
    void this.job.runOnce();
  }

  stop(): void {
    this.job.stop();
  }

  /** One run now (tests call it directly); answers how many orders and payments it resolved. */
  async reconcile(): Promise<number> {
    let resolved = 0;
    const cutoff = () => new Date(this.deps.clock.now().getTime() - this.deps.graceMs).toISOString();
    // Orders first: an order's own payment is settled with it. A batch that resolves nothing (rows claimed by another
    // process) ends the run rather than reading the same rows again.
    for (;;) {
      const batch = await this.deps.orders.pendingBefore(cutoff(), BATCH);
      let done = 0;
      for (const id of batch) if (await this.resolveOrder(id, cutoff())) done += 1;
      resolved += done;
      if (done === 0 || batch.length < BATCH) break;
    }
    for (;;) {
      const batch = await this.deps.paymentRows.stale(cutoff(), BATCH);
      let done = 0;
      for (const row of batch) if (await this.resolvePayment(row, cutoff())) done += 1;
      resolved += done;
      if (done === 0 || batch.length < BATCH) break;
    }
    return resolved;
  }

  private async resolveOrder(reservationId: number, cutoff: string): Promise<boolean> {
    const { paymentRows, payments, recovery, settlement, orders } = this.deps;
    const row = await paymentRows.ofReservation(reservationId);
    const now = this.deps.clock.now().toISOString();
    if (row?.status !== 'authorised') {
      // Its payment is gone (the capture refused, the release cut short): the order cannot be paid; what the provider
      // may still hold of it is released (a void answers the same again).
      const cancelled = await settlement.cancel(reservationId, 'payment_missing', this.by);
      if (row?.status === 'failed') await recovery.releaseRow(row);
      return cancelled;
    }
    if (!(await paymentRows.claimStale(row, now, cutoff))) return false;
    const payment = await payments.readyPaymentOfOrder(reservationId);
    if (!payment) return false;
    const starts = await orders.firstStartOf(reservationId);
    if (starts !== null && starts <= now && (await recovery.releaseUnlessCaptured(payment))) {
      return settlement.cancel(reservationId, 'show_started', this.by);
    }
    return (await settlement.settle(reservationId, payment, this.by)) !== 'other';
  }

  private async resolvePayment(found: PaymentRow, cutoff: string): Promise<boolean> {
    const { paymentRows, recovery } = this.deps;
    const now = this.deps.clock.now().toISOString();
    // A pending order's payment is settled with its order (above, once it is old enough); a confirmed order's is
    // captured. Looked at before the claim: a claim stamps the row, and a stamped row waits a grace period again.
    if (found.status !== 'intent' && found.reservation_id !== null && !(await this.isOfCancelledOrder(found.reservation_id))) return false;
    if (!(await paymentRows.claimStale(found, now, cutoff))) return false;
    const row = { ...found, updated_at: now };
    let decision: string;
    if (row.status === 'intent') {
      decision = await recovery.resolveIntent(row);
    } else if (row.reservation_id === null) {
      decision = (await recovery.releaseRow(row)) ? 'authorisation_without_order_released' : 'unreadable';
    } else {
      decision = (await recovery.releaseRow(row)) ? 'authorisation_of_cancelled_order_released' : 'unreadable';
    }
    await this.deps.orders.audit({
      businessId: null,
      at: now,
      actorKind: 'system',
      actorId: this.by.kind === 'reconciler' ? this.by.process : 'checkout',
      action: 'payment.reconciled',
      entity: 'payment',
      entityId: row.identifier ?? String(row.id),
      data: { decision, status: found.status, reservationId: row.reservation_id },
    });
    this.deps.log.warn({ payment: row.identifier, decision }, 'a payment left by a crashed commit was resolved');
    return true;
  }

  /** Whether an order exists and is neither waiting for its capture nor confirmed (its authorisation is not needed). */
  private async isOfCancelledOrder(reservationId: number): Promise<boolean> {
    const order = await this.deps.orders.order(reservationId);
    return order !== undefined && order.status !== PENDING_PAYMENT && order.status !== 'confirmed';
  }
}
