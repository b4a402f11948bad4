import { seatKey, type Clock } from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { refreshSalesSummariesOfReservation } from '../live-dashboard/sales-summary';
import { isHoldStillDue, holdOrdersDue } from '../reservations/due-hold-orders';
import { cancelOrderRecord } from '../reservations/order-records';
import type { SeatEventPublisher } from '../seating/seat-events';
import { freeOrderSeats, orderSeatFacts } from '../seating/seat-sales';
import { IntervalJob } from '../shared/interval-job';
import type { CommitRepository } from './commit.repository';

/** Hold orders expired per run; the next run continues with the rest. */
const BATCH = 100;

/**
 * Releases unpaid hold orders at their deadline (30 minutes before the show, ADR 0009): each in its own transaction,
 * the reservation becomes 'expired', its tickets cancelled, its seats freed, the sales summaries refreshed; then the
 * seats are announced as released. Started and stopped with the app, like the seat-hold cleanup.
 */
export class HoldOrderExpiry {
  /** The timer, one run at a time and a failed run logged for the next one (the shared background-job runner). */
  private readonly job: IntervalJob;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      dialect: DialectName;
      repository: CommitRepository;
      events: SeatEventPublisher;
      clock: Clock;
      log: FastifyBaseLogger;
      intervalMs: number;
    },
  ) {
    this.job = new IntervalJob('expiry of hold orders', () => this.expireDue(), deps.intervalMs, deps.log);
  }

  start(): void {
    this.job.start();
  }

  stop(): void {
    this.job.stop();
  }

  /** Expires every hold order past its deadline now; answers how many. A failure is thrown (the job logs it and retries). */
  async expireDue(): Promise<number> {
    let expired = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const due = await holdOrdersDue(this.deps.db, now.toISOString(), BATCH);
      for (const order of due) if (await this.expireOne(order, now)) expired += 1;
      if (due.length < BATCH) return expired;
    }
  }

  private async expireOne(order: { id: number; identifier: string; business_id: number }, now: Date): Promise<boolean> {
    const { repository } = this.deps;
    const at = now.toISOString();
    const freed = await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      // Paid at the box office or expired by another process meanwhile: nothing to do.
      if (!(await isHoldStillDue(trx, order.id, at))) return null;
      await cancelOrderRecord(trx, order.id, 'expired', at);
      const seats = await freeOrderSeats(trx, order.id);
      await repository.audit(trx, {
        businessId: order.business_id,
        at,
        actorKind: 'system',
        actorId: 'hold-expiry',
        action: 'reservation.hold_expired',
        entity: 'reservation',
        entityId: order.identifier,
        data: { seats: seats.length },
      });
      await refreshSalesSummariesOfReservation(trx, order.id, now);
      return seats;
    });
    if (freed === null) return false;
    const seatIds = freed.map((s) => s.seat_id);
    const facts = new Map((await orderSeatFacts(this.deps.db, seatIds)).map((s) => [s.id, s]));
    const byPresentation = new Map<number, Array<{ seat: string; state: 'released' }>>();
    for (const s of freed) {
      const f = facts.get(s.seat_id);
      if (!f) continue;
      const list = byPresentation.get(s.presentation_id) ?? [];
      list.push({ seat: seatKey(f.section_id, f.grid_x, f.grid_y), state: 'released' });
      byPresentation.set(s.presentation_id, list);
    }
    for (const [presentationId, changes] of byPresentation) this.deps.events.publish(presentationId, changes);
    return true;
  }
}
