import type { SeatChangeEvent } from '@kupa/contracts';
import type { SeatEventTransport } from '../seat-events';

/**
 * Seat events within one process (SQLite deployments). A second process on the same SQLite file does not hear them;
 * its clients still see expiries (observed locally) and catch up through seats-statusV2 (ADR 0007).
 */
export class InProcessSeatEvents implements SeatEventTransport {
  readonly kind = 'in-process' as const;
  private onEvent: ((event: SeatChangeEvent) => void) | null = null;

  async start(handlers: { onEvent(event: SeatChangeEvent): void }): Promise<void> {
    this.onEvent = handlers.onEvent;
  }

  async publish(events: SeatChangeEvent[]): Promise<void> {
    // Delivered after the current call returns, like a notification from the database would be.
    queueMicrotask(() => {
      for (const event of events) this.onEvent?.(event);
    });
  }

  async close(): Promise<void> {
    this.onEvent = null;
  }
}
