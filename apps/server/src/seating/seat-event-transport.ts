import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { InProcessSeatEvents } from './adapters/in-process-seat-events';
import { PostgresSeatEvents, seatEventChannel } from './adapters/postgres-seat-events';
import type { SeatEventTransport } from './seat-events';

/** Picks the seat event transport by database engine: LISTEN/NOTIFY on PostgreSQL, in memory on SQLite. */
export async function createSeatEventTransport(options: {
  dialect: DialectName;
  databaseUrl: string | undefined;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): Promise<SeatEventTransport> {
  if (options.dialect === 'postgres') {
    if (options.databaseUrl) {
      return new PostgresSeatEvents({
        connectionString: options.databaseUrl,
        channel: await seatEventChannel(options.db),
        db: options.db,
        log: options.log,
      });
    }
    options.log.warn('seat events reach this process only: the PostgreSQL address (DATABASE_URL) is not configured');
  }
  return new InProcessSeatEvents();
}
