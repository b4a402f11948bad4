import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, insertSeatingFixture, SEATING, SEATING_NOW } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { buyerUuid, createSeatingTestApp, seatRef } from '../testing/seating/seating-test-app';
import { startRaceServer, type RaceServer } from '../testing/seating/race-servers';

const RACE = SEATING.presentations.race;
const SECTION = SEATING.sections.raceHall;
/** The race hall's 50 seats: rows 1-5 of eight seats and row 6 of five sofas (a hold of either half takes both). */
const SEATS = [
  ...[1, 2, 3, 4, 5].flatMap((y) => [1, 2, 3, 4, 5, 6, 7, 8].map((x) => ({ x, y }))),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((x) => ({ x, y: 6 })),
];
const ATTEMPTS = 300;

interface Outcome {
  buyer: string;
  status: number;
  body: { lockedSeat?: { key: string; expiresAt: string; linkedSeats: Array<{ key: string }> }; error?: { error: string } };
}

/** 300 buyers, one hold attempt each, six per seat, in an order that spreads each seat's attempts through the run. */
function attempts() {
  return Array.from({ length: ATTEMPTS }, (_, i) => {
    const seat = SEATS[(i * 7) % SEATS.length] ?? { x: 1, y: 1 };
    return {
      buyer: buyerUuid(1000 + i),
      payload: {
        seat: { ...seatRef(RACE, SECTION, seat.x, seat.y, SEATING.venues.raceHall), VenueSeatplanId: SEATING.seatplans.raceHall },
      },
    };
  });
}

/** Every seat held by exactly one buyer, every success matching its row, every refusal SEAT_NOT_AVAILABLE. */
async function expectOneHolderPerSeat(database: TestDatabase, outcomes: Outcome[]) {
  const others = outcomes.filter((o) => o.status !== 200 && !(o.status === 409 && o.body.error?.error === 'SEAT_NOT_AVAILABLE'));
  expect(others, 'answers other than success or SEAT_NOT_AVAILABLE').toEqual([]);
  const rows = await database.db
    .selectFrom('seat_claims')
    .select(['seat_id', 'buyer_uuid', 'status', 'expires_at'])
    .where('presentation_id', '=', RACE)
    .execute();
  const rowBySeat = new Map(rows.map((r) => [r.seat_id, r]));
  const winners = new Map<number, string>();
  for (const o of outcomes.filter((x) => x.status === 200)) {
    const seat = o.body.lockedSeat;
    if (!seat) throw new Error('a success without lockedSeat');
    for (const key of [seat.key, ...seat.linkedSeats.map((l) => l.key)]) {
      const [, x, y] = key.split('_').map(Number);
      const id = fixtureSeatId(SECTION, x ?? 0, y ?? 0);
      expect(winners.get(id) ?? o.buyer, `seat ${key} given to two buyers`).toBe(o.buyer);
      winners.set(id, o.buyer);
      expect(rowBySeat.get(id), `row of ${key}`).toMatchObject({ buyer_uuid: o.buyer, status: 'held', expires_at: seat.expiresAt });
    }
  }
  // Every row belongs to a buyer who was told so, and every seat was taken (each was tried six times).
  expect(rows.map((r) => [r.seat_id, r.buyer_uuid]).sort()).toEqual([...winners.entries()].sort());
  expect(rows).toHaveLength(SEATS.length);
  // Sofa halves went together.
  for (let x = 1; x <= 10; x += 2)
    expect(rowBySeat.get(fixtureSeatId(SECTION, x, 6))?.buyer_uuid).toBe(rowBySeat.get(fixtureSeatId(SECTION, x + 1, 6))?.buyer_uuid);
  expect(outcomes.filter((o) => o.status === 200).length).toBe(45);
}

describe.each(testEngines())('seat hold races on %s', (engine) => {
  describe('within one server process', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createSeatingTestApp(engine);
    });
    afterAll(async () => {
      await t?.dispose();
    });

    it('gives each of 50 seats to exactly one of 300 concurrent buyers', async () => {
      const outcomes = await Promise.all(
        attempts().map(async ({ buyer, payload }) => {
          const res = await t.app.inject({ method: 'PUT', url: '/api/seats/lock-seat', headers: { uuid: buyer }, payload });
          return { buyer, status: res.statusCode, body: res.json() } as Outcome;
        }),
      );
      await expectOneHolderPerSeat(t.database, outcomes);
    });
  });

  describe('across two server processes on one database', () => {
    let database: TestDatabase;
    let servers: RaceServer[] = [];
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      await insertSeatingFixture(database.db);
      servers = await Promise.all([startRaceServer(database.options, SEATING_NOW), startRaceServer(database.options, SEATING_NOW)]);
      // Warm both processes (presentation, layout, database connections) so that neither wins only by starting first.
      const warmUp = (address: string) =>
        fetch(`${address}/api/seats/seats-statusV2?presentationId=${RACE}`, { headers: { uuid: buyerUuid(1) } }).then((r) =>
          r.arrayBuffer(),
        );
      await Promise.all(servers.flatMap((s) => Array.from({ length: 10 }, () => warmUp(s.address))));
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await database?.dispose();
    });

    it('gives each of 50 seats to exactly one of 300 concurrent buyers over real HTTP', { timeout: 60_000 }, async () => {
      // Attempts i, i + 50, i + 100 ... go to the same seat. This alternates consecutive attempts between the
      // processes and also each seat's six attempts, three to each.
      const serverOf = (i: number) => (i + Math.floor(i / SEATS.length)) % 2;
      const outcomes = await Promise.all(
        attempts().map(async ({ buyer, payload }, i) => {
          const server = servers[serverOf(i)];
          if (!server) throw new Error('no server');
          const res = await fetch(`${server.address}/api/seats/lock-seat`, {
            method: 'PUT',
            headers: { uuid: buyer, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
          return { buyer, status: res.status, body: await res.json() } as Outcome;
        }),
      );
      await expectOneHolderPerSeat(database, outcomes);
      // The race really ran across the processes: each won seats and each refused seats the other had taken.
      for (const server of [0, 1]) {
        const mine = outcomes.filter((_, i) => serverOf(i) === server);
        expect(mine.some((o) => o.status === 200)).toBe(true);
        expect(mine.some((o) => o.status === 409)).toBe(true);
      }
    });
  });
});
