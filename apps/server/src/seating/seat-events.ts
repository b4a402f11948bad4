import type { SeatChange, SeatChangeEvent } from '@kupa/contracts';
import type { Clock } from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';

/** How seat changes travel between server processes: in memory (SQLite) or PostgreSQL LISTEN/NOTIFY. */
export interface SeatEventTransport {
  readonly kind: 'in-process' | 'postgres';
  /** Starts receiving: every event published by any process sharing the transport, and a resync after a gap. */
  start(handlers: { onEvent(event: SeatChangeEvent): void; onResync(): void }): Promise<void>;
  /** Sends events in one go (one database round trip on PostgreSQL, however many). */
  publish(events: SeatChangeEvent[]): Promise<void>;
  close(): Promise<void>;
}

/** What services tell the live availability stream: seats of a presentation were held (state 'locked' on the wire), released or sold. */
export interface SeatEventPublisher {
  publish(presentationId: number, changes: SeatChange[]): void;
}

export type SeatStreamMessage = { kind: 'seats'; event: SeatChangeEvent } | { kind: 'resync' };
type Listener = (message: SeatStreamMessage) => void;

/** PostgreSQL NOTIFY payloads must stay under 8000 bytes: about a hundred changes per event is well below. */
const CHANGES_PER_EVENT = 100;

/** This process's subscribers per presentation, fed by the transport (changes from every process) and by local observers. */
export class SeatEventHub implements SeatEventPublisher {
  private readonly listeners = new Map<number, Set<Listener>>();
  /** Changes published since the last flush, by presentation, in the order they happened. */
  private readonly pending = new Map<number, SeatChange[]>();
  private flushing: NodeJS.Immediate | null = null;

  constructor(
    private readonly transport: SeatEventTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.transport.start({
      onEvent: (event) => this.deliver(event),
      onResync: () => {
        for (const set of this.listeners.values()) for (const l of set) l({ kind: 'resync' });
      },
    });
  }

  /**
   * Publishes after the write has committed; a lost event is repaired by the client's next status call, so failures
   * are only logged. Changes are gathered until the event loop turns (setImmediate): under load the holds of one turn
   * go out as one event per presentation in one transport call, instead of one NOTIFY round trip per hold.
   */
  publish(presentationId: number, changes: SeatChange[]): void {
    if (changes.length === 0) return;
    const list = this.pending.get(presentationId);
    if (list) list.push(...changes);
    else this.pending.set(presentationId, [...changes]);
    this.flushing ??= setImmediate(() => this.flush());
  }

  private flush(): void {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = null;
    if (this.pending.size === 0) return;
    const at = this.clock.now().toISOString();
    const events: SeatChangeEvent[] = [];
    for (const [presentationId, changes] of this.pending) {
      for (let i = 0; i < changes.length; i += CHANGES_PER_EVENT) {
        events.push({ presentationId, changes: changes.slice(i, i + CHANGES_PER_EVENT), at });
      }
    }
    this.pending.clear();
    this.transport
      .publish(events)
      .catch((err: unknown) => this.log.warn({ err, presentations: events.map((e) => e.presentationId) }, 'seat events not published'));
  }

  /** Delivers to this process's subscribers only: for changes every process observes by itself (holds expiring). */
  deliver(event: SeatChangeEvent): void {
    const set = this.listeners.get(event.presentationId);
    if (!set) return;
    for (const listener of set) listener({ kind: 'seats', event });
  }

  subscribe(presentationId: number, listener: Listener): () => void {
    let set = this.listeners.get(presentationId);
    if (!set) this.listeners.set(presentationId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(presentationId);
    };
  }

  /** Presentations that have subscribers in this process. */
  watchedPresentations(): number[] {
    return [...this.listeners.keys()];
  }

  close(): Promise<void> {
    this.flush();
    this.listeners.clear();
    return this.transport.close();
  }
}
