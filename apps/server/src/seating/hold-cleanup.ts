import { HOLD_EXTENSION_GRACE_MS, type Clock } from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SeatClaimsRepository } from './seat-claims.repository';

/**
 * Deletes expired holds now and then to keep seat_claims small. Expired holds already count as free (ADR 0002);
 * they are kept for the extension grace period so that a buyer can still extend them once (ADR 0007).
 */
export class HoldCleanup {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly claims: SeatClaimsRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.releaseExpiredHolds(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Deletes holds that expired more than the grace period ago; answers how many (0 after a logged failure). */
  async releaseExpiredHolds(): Promise<number> {
    try {
      const before = new Date(this.clock.now().getTime() - HOLD_EXTENSION_GRACE_MS).toISOString();
      const deleted = await this.claims.deleteExpiredHolds(before);
      if (deleted > 0) this.log.debug({ deleted }, 'expired seat holds deleted');
      return deleted;
    } catch (err) {
      this.log.warn({ err }, 'expired seat holds not deleted; the next run retries');
      return 0;
    }
  }
}
