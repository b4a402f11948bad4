import { seatKey, type Clock } from '@kupa/domain';
import type { SeatChange } from '@kupa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SeatClaimsRepository } from './seat-claims.repository';
import type { SeatEventHub } from './seat-events';
import type { SeatLayoutsService } from './seat-layouts.service';
import type { SeatingPresentations } from './seating-presentation';

/**
 * Holds free their seats by expiring, without any write, so no transport carries that change. Each process looks
 * for holds of the presentations its own clients watch that expired since its last look, and tells those clients
 * the seats were released. It reads only while someone is watching.
 */
export class ExpiryWatcher {
  private timer: NodeJS.Timeout | null = null;
  private lastScan: string;
  private scanning = false;

  constructor(
    private readonly claims: SeatClaimsRepository,
    private readonly presentations: SeatingPresentations,
    private readonly layouts: SeatLayoutsService,
    private readonly hub: SeatEventHub,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {
    this.lastScan = clock.now().toISOString();
  }

  start(): void {
    this.timer = setInterval(() => void this.scan(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: the released seats go to this process's subscribers. */
  async scan(): Promise<void> {
    if (this.scanning) return;
    const now = this.clock.now().toISOString();
    const watched = this.hub.watchedPresentations();
    if (watched.length === 0 || now <= this.lastScan) {
      this.lastScan = now > this.lastScan ? now : this.lastScan;
      return;
    }
    this.scanning = true;
    try {
      const expired = await this.claims.expiredBetween(watched, this.lastScan, now);
      this.lastScan = now;
      const byPresentation = new Map<number, number[]>();
      for (const e of expired) {
        const ids = byPresentation.get(e.presentationId);
        if (ids) ids.push(e.seatId);
        else byPresentation.set(e.presentationId, [e.seatId]);
      }
      for (const [presentationId, seatIds] of byPresentation) await this.announce(presentationId, seatIds, now);
    } catch (err) {
      this.log.warn({ err }, 'expired holds not looked for; the next look covers them');
    } finally {
      this.scanning = false;
    }
  }

  private async announce(presentationId: number, seatIds: number[], at: string): Promise<void> {
    try {
      const presentation = await this.presentations.find(presentationId);
      if (presentation.seatplanId === null) return;
      const { index } = await this.layouts.layoutOf(presentation.seatplanId);
      const changes: SeatChange[] = [];
      for (const id of seatIds) {
        const seat = index.byId.get(id);
        if (seat) changes.push({ seat: seatKey(seat.sectionId, seat.x, seat.y), state: 'released' });
      }
      if (changes.length > 0) this.hub.deliver({ presentationId, changes, at });
    } catch (err) {
      // A presentation cancelled meanwhile has no seats to announce; clients resync through seats-statusV2.
      this.log.warn({ err, presentationId }, 'expired holds of a presentation not announced');
    }
  }
}
