import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, insertSeatingFixture, SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { SeatClaimsRepository, type HoldTerms } from './seat-claims.repository';

const P = SEATING.presentations.race;
const seat = (x: number, y: number) => fixtureSeatId(SEATING.sections.raceHall, x, y);
const at = (seconds: number) => new Date(SEATING_NOW.getTime() + seconds * 1000).toISOString();
const terms = (buyer: string, now = 0): HoldTerms => ({
  buyer,
  step: 'chooseSeats',
  expiresAt: at(now + 600),
  grantedSteps: 1,
  now: at(now),
});
const target = (x: number, y: number) => ({ presentationId: P, seatId: seat(x, y) });

// Calls made in one event-loop turn: on PostgreSQL they go to the database as one statement per kind (ADR 0018), on
// SQLite in one group commit (ADR 0002). Each caller must still get its own exact answer.
describe.each(testEngines())('seat claims made in the same turn on %s', (engine) => {
  let t: TestDatabase;
  let claims: SeatClaimsRepository;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await insertSeatingFixture(t.db);
    claims = new SeatClaimsRepository(t.db, t.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const holderOf = async (x: number, y: number) =>
    (
      await t.db
        .selectFrom('seat_claims')
        .select('buyer_uuid')
        .where('presentation_id', '=', P)
        .where('seat_id', '=', seat(x, y))
        .executeTakeFirst()
    )?.buyer_uuid;

  it('gives a seat asked for by 40 buyers at once to exactly one of them', async () => {
    const buyers = Array.from({ length: 40 }, (_, i) => `race-${i}`);
    const answers = await Promise.all(buyers.map((b) => claims.claim([target(1, 1)], terms(b))));
    const winners = buyers.filter((_, i) => answers[i] !== null);
    expect(winners).toHaveLength(1);
    expect(await holderOf(1, 1)).toBe(winners[0]);
    expect(answers.find((a) => a !== null)).toEqual([
      { presentation_id: P, seat_id: seat(1, 1), step: 'chooseSeats', expires_at: at(600), extended_count: 0, created_at: at(0) },
    ]);
  });

  it('answers each caller of a mixed turn for itself: free, contested, its own again, sold', async () => {
    await t.db
      .insertInto('seat_claims')
      .values({ presentation_id: P, seat_id: seat(4, 2), buyer_uuid: 'sold-to', status: 'sold', created_at: at(0), updated_at: at(0) })
      .execute();
    const winnerOf11 = await holderOf(1, 1);
    const asks: Array<[string, number, number]> = [
      ['m1', 2, 2], // free
      ['m2', 3, 2], // free, then asked again below by another buyer in the same turn
      ['m3', 3, 2],
      [winnerOf11 ?? '', 1, 1], // its own hold again: idempotent
      ['m4', 1, 1], // held by another
      ['m5', 4, 2], // sold
      ['m1', 2, 2], // the same buyer twice in one turn
    ];
    const answers = await Promise.all(asks.map(([b, x, y]) => claims.claim([target(x, y)], terms(b, 10))));
    expect(answers.map((a) => (a === null ? null : a.map((r) => r.seat_id)))).toEqual([
      [seat(2, 2)],
      [seat(3, 2)],
      null,
      [seat(1, 1)],
      null,
      null,
      [seat(2, 2)],
    ]);
    // Holding again keeps the first hold's times.
    expect(answers[3]?.[0]?.created_at).toBe(at(0));
    expect(answers[6]?.[0]?.created_at).toBe(at(10));
    expect([await holderOf(2, 2), await holderOf(3, 2), await holderOf(4, 2)]).toEqual(['m1', 'm2', 'sold-to']);
  });

  it('reads for each caller only its rows, live at its own time', async () => {
    const [early, late, other] = await Promise.all([
      claims.liveClaims([P], at(20), { buyer: 'm1', seatIds: [seat(3, 2)] }),
      claims.liveClaims([P], at(700), { buyer: 'm2', seatIds: [seat(4, 2)] }),
      claims.liveClaims([P], at(20), { buyer: 'nobody', seatIds: [seat(1, 1), seat(4, 2)] }),
    ]);
    const keys = (rows: Array<{ seat_id: number; buyer_uuid: string }>) => rows.map((r) => `${r.seat_id}:${r.buyer_uuid}`).sort();
    expect(keys(early)).toEqual([`${seat(2, 2)}:m1`, `${seat(3, 2)}:m2`]);
    // At +700 s every hold has expired; the sale stays.
    expect(keys(late)).toEqual([`${seat(4, 2)}:sold-to`]);
    expect(keys(other)).toEqual([`${seat(1, 1)}:${(await holderOf(1, 1)) ?? ''}`, `${seat(4, 2)}:sold-to`].sort());
  });

  it("releases in one turn only each buyer's own holds", async () => {
    const [mine, notMine, again] = await Promise.all([
      claims.release([target(2, 2)], 'm1'),
      claims.release([target(3, 2), target(4, 2)], 'm1'),
      claims.release([target(3, 2)], 'm2'),
    ]);
    expect(mine).toEqual([target(2, 2)]);
    expect(notMine).toEqual([]);
    expect(again).toEqual([target(3, 2)]);
    expect([await holderOf(2, 2), await holderOf(3, 2), await holderOf(4, 2)]).toEqual([undefined, undefined, 'sold-to']);
  });

  it('holds and releases of the same turn on the same seats end with one holder per seat', async () => {
    const seats = [target(1, 3), target(2, 3), target(3, 3)];
    await Promise.all(seats.map((s, i) => claims.claim([s], terms(`first-${i}`, 30))));
    const work = seats.flatMap((s, i) => [
      claims.release([s], `first-${i}`),
      ...Array.from({ length: 10 }, (_, j) => claims.claim([s], terms(`next-${i}-${j}`, 31))),
    ]);
    const results = await Promise.all(work);
    const rows = await t.db
      .selectFrom('seat_claims')
      .select(['seat_id', 'buyer_uuid'])
      .where('presentation_id', '=', P)
      .where(
        'seat_id',
        'in',
        seats.map((s) => s.seatId),
      )
      .execute();
    for (const [i, s] of seats.entries()) {
      const holder = rows.find((r) => r.seat_id === s.seatId)?.buyer_uuid;
      const winners = results.slice(i * 11 + 1, i * 11 + 11).flatMap((r, j) => (r !== null ? [`next-${i}-${j}`] : []));
      // The release and the ten holds of a seat go in one turn, in whatever order: at most one of the ten takes it,
      // and the database's holder is the one that was told so (or nobody, or the first holder, when none was).
      expect(winners.length).toBeLessThanOrEqual(1);
      if (winners.length === 1) expect(holder).toBe(winners[0]);
      else expect([undefined, `first-${i}`]).toContain(holder);
    }
  });
});
