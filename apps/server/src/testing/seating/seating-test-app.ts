import { fixedClock } from '@kupa/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../test-config';
import { openDatabase } from '../../db/connect';
import { insertSeatingFixture, SEATING, SEATING_NOW } from '../seating-fixture';
import { createTestApp, type TestApp } from '../test-app';
import type { TestDatabase } from '../test-database';
import type { SeatingTimings } from '../../seating/seating-timings';

/** Passing the PostgreSQL address lets the app LISTEN for seat events from other processes, as in production. */
export function seatingEnv(engine: 'sqlite' | 'postgres'): Record<string, string> {
  const url = process.env.KUPA_TEST_DATABASE_URL;
  return engine === 'postgres' && url ? { DATABASE_URL: url } : {};
}

/** The real app on a fresh database of one engine, with the seating fixture and a fixed clock at SEATING_NOW. */
export async function createSeatingTestApp(engine: 'sqlite' | 'postgres'): Promise<TestApp> {
  const t = await createTestApp(engine, SEATING_NOW, seatingEnv(engine));
  await insertSeatingFixture(t.database.db);
  return t;
}

/**
 * Another instance of the app on the same database, with its own connection (pool) and its own clock: a second
 * server process in miniature, or the same app with short background timers.
 */
export async function buildAppOnDatabase(
  options: TestDatabase['options'],
  { now = SEATING_NOW, seatingTimings }: { now?: Date; seatingTimings?: Partial<SeatingTimings> } = {},
): Promise<{ app: FastifyInstance; clock: ReturnType<typeof fixedClock>; close(): Promise<void> }> {
  const database = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, pgSchema: options.pgSchema, poolSize: 5 });
  const config = testConfig({
    KUPA_DATA_DIR: options.dataDir,
    KUPA_WEB_DIST: `${options.dataDir}/no-web`,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const clock = fixedClock(now);
  const app = await buildApp({ config, database, clock, seatingTimings });
  await app.ready();
  return {
    app,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A well-formed buyer uuid per number. */
export const buyerUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The api-compat seat of lock-seat and unlock-seat, with coordinates sent as strings as real clients do. */
export function seatRef(presentationId: number, sectionId: number, x: number, y: number, venueId: number = SEATING.venues.hallA) {
  return {
    PresentationId: presentationId,
    VenueId: venueId,
    VenueSeatplanId: 0,
    VenueSectionId: String(sectionId),
    TicketGroupId: 21,
    XCoordinate: String(x),
    YCoordinate: String(y),
  };
}

/** HTTP calls of the seat API against an app, as one buyer. */
export function seatCalls(app: FastifyInstance) {
  const call = (options: InjectOptions) => app.inject(options);
  const as = (uuid: string) => ({ uuid });
  return {
    hold: (
      uuid: string,
      presentationId: number,
      sectionId: number,
      x: number,
      y: number,
      extra: Record<string, unknown> = {},
      venueId?: number,
    ) =>
      call({
        method: 'PUT',
        url: '/api/seats/lock-seat',
        headers: as(uuid),
        payload: { seat: seatRef(presentationId, sectionId, x, y, venueId), ...extra },
      }),
    release: (uuid: string, presentationId: number, sectionId: number, x: number, y: number, venueId?: number) =>
      call({
        method: 'PUT',
        url: '/api/seats/unlock-seat',
        headers: as(uuid),
        payload: { seat: seatRef(presentationId, sectionId, x, y, venueId), recaptchaToken: 't' },
      }),
    status: async (uuid: string, presentationId: number, query = '') => {
      const res = await call({
        method: 'GET',
        url: `/api/seats/seats-statusV2?presentationId=${presentationId}&venueTypeId=1&isReserved=1${query}`,
        headers: as(uuid),
      });
      return { res, keys: Object.keys((res.json() as { seats?: Record<string, number> }).seats ?? {}).sort() };
    },
    step: (uuid: string, presentationId: number, step: string) =>
      call({ method: 'PUT', url: '/api/seats/step', headers: as(uuid), payload: { presentationId, step } }),
    extend: (uuid: string, presentationId: number) =>
      call({ method: 'PUT', url: '/api/seats/extend', headers: as(uuid), payload: { presentationId } }),
    holds: (uuid: string, presentationId: number) =>
      call({ method: 'GET', url: `/api/seats/holds?presentationId=${presentationId}`, headers: as(uuid) }),
    best: (uuid: string, payload: Record<string, unknown>) =>
      call({ method: 'POST', url: '/api/seats/best-available', headers: as(uuid), payload }),
  };
}
