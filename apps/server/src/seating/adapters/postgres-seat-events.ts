import { SeatChangeEventSchema, type SeatChangeEvent } from '@kupa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { pgDriver } from '../../db/pg-driver';
import type { Database } from '../../db/schema';
import type { SeatEventTransport } from '../seat-events';

const RECONNECT_DELAYS_MS = [200, 1000, 3000, 10_000];

/** The NOTIFY channel of this database schema, so that test schemas (or tenants) sharing a database do not hear each other. */
export async function seatEventChannel(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = (rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return schema === 'public' ? 'kupa_seats' : `kupa_seats_${schema}`.slice(0, 63);
}

/**
 * Seat events across server processes with PostgreSQL LISTEN/NOTIFY: each process keeps one dedicated connection
 * that LISTENs, and publishes with pg_notify through its pool. A lost connection is re-established with backoff,
 * after which subscribers are told to resync, since notifications sent meanwhile are gone.
 */
export class PostgresSeatEvents implements SeatEventTransport {
  readonly kind = 'postgres' as const;
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private handlers: { onEvent(event: SeatChangeEvent): void; onResync(): void } | null = null;

  constructor(private readonly options: { connectionString: string; channel: string; db: Kysely<Database>; log: FastifyBaseLogger }) {}

  async start(handlers: { onEvent(event: SeatChangeEvent): void; onResync(): void }): Promise<void> {
    this.handlers = handlers;
    await this.connect();
  }

  /** One statement notifies them all: each event stays its own notification (well under NOTIFY's 8000 bytes). */
  async publish(events: SeatChangeEvent[]): Promise<void> {
    if (events.length === 0) return;
    const payloads = events.map((e) => JSON.stringify(e));
    await sql`select pg_notify(${this.options.channel}, payload) from unnest(cast(${payloads} as text[])) as payload`.execute(
      this.options.db,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    // Shutting down: a connection that is already broken may fail to end, and there is nothing left to do about it.
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new (pgDriver().Client)({ connectionString: this.options.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.options.channel || !message.payload) return;
      const parsed = SeatChangeEventSchema.safeParse(safeJson(message.payload));
      if (parsed.success) this.handlers?.onEvent(parsed.data);
      else this.options.log.warn({ channel: message.channel }, 'ignored a malformed seat event');
    });
    client.on('error', (err) => {
      this.options.log.warn({ err }, 'seat event connection failed');
      this.reconnect(client, 0);
    });
    client.on('end', () => this.reconnect(client, 0));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.options.channel}"`);
    } catch (error) {
      client.removeAllListeners('end');
      // The connect or LISTEN error is the one to report (thrown below); ending the half-open client may fail too.
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private reconnect(failed: pg.Client, attempt: number): void {
    if (this.closed || this.client !== failed) return;
    this.client = null;
    failed.removeAllListeners('end');
    // Its failure was logged by the 'error' handler; ending the dead client may fail again and changes nothing.
    failed.end().catch(() => undefined);
    this.scheduleConnect(attempt);
  }

  private scheduleConnect(attempt: number): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.connect().then(
        () => this.handlers?.onResync(),
        (err: unknown) => {
          this.options.log.warn({ err, attempt }, 'seat event connection not re-established');
          this.scheduleConnect(attempt + 1);
        },
      );
    }, delay);
    this.retryTimer.unref();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
