import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeatId, insertSeatingFixture, SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { idRanges, SeatClaimsRepository, type HoldTerms } from './seat-claims.repository';

const P = SEATING.presentations;
const seat = (x: number, y = 1) => fixtureSeatId(SEATING.sections.hall, x, y);
const at = (seconds: number) => new Date(SEATING_NOW.getTime() + seconds * 1000).toISOString();
const terms = (buyer: string, now = 0): HoldTerms => ({
  buyer,
  step: 'chooseSeats',
  expiresAt: at(now + 600),
  grantedSteps: 1,
  now: at(now),
});

// The database-level guarantees, without the seat rules in front of them: what a racing request meets.
describe.each(testEngines())('seat claims repository on %s', (engine) => {
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

  const rowsOf = (presentationId: number) =>
    t.db
      .selectFrom('seat_claims')
      .select(['seat_id', 'buyer_uuid', 'status', 'expires_at', 'created_at'])
      .where('presentation_id', '=', presentationId)
      .orderBy('seat_id')
      .execute();

  it('takes a free seat, keeps a live hold for its holder unchanged, and refuses everyone else', async () => {
    const first = await claims.claim([{ presentationId: P.basic, seatId: seat(1) }], terms('a'));
    expect(first).toEqual([
      { presentation_id: P.basic, seat_id: seat(1), step: 'chooseSeats', expires_at: at(600), extended_count: 0, created_at: at(0) },
    ]);
    expect(await claims.claim([{ presentationId: P.basic, seatId: seat(1) }], terms('a', 100))).toEqual(first);
    expect(await claims.claim([{ presentationId: P.basic, seatId: seat(1) }], terms('b', 100))).toBeNull();
    expect(await rowsOf(P.basic)).toEqual([{ seat_id: seat(1), buyer_uuid: 'a', status: 'held', expires_at: at(600), created_at: at(0) }]);
  });

  it('hands an expired hold to the next buyer, fresh', async () => {
    const taken = await claims.claim([{ presentationId: P.basic, seatId: seat(1) }], terms('b', 600));
    expect(taken).toEqual([
      { presentation_id: P.basic, seat_id: seat(1), step: 'chooseSeats', expires_at: at(1200), extended_count: 0, created_at: at(600) },
    ]);
  });

  it('never takes a sold seat, not even for its buyer', async () => {
    await t.db
      .insertInto('seat_claims')
      .values({ presentation_id: P.basic, seat_id: seat(2), buyer_uuid: 'a', status: 'sold', created_at: at(0), updated_at: at(0) })
      .execute();
    expect(await claims.claim([{ presentationId: P.basic, seatId: seat(2) }], terms('a', 10))).toBeNull();
    expect(await claims.claim([{ presentationId: P.basic, seatId: seat(2) }], terms('c', 10))).toBeNull();
  });

  it('takes several seats across presentations all or nothing', async () => {
    await claims.claim([{ presentationId: P.season3, seatId: seat(5) }], terms('other'));
    const targets = [P.season1, P.season2, P.season3].map((presentationId) => ({ presentationId, seatId: seat(5) }));
    expect(await claims.claim(targets, terms('member'))).toBeNull();
    expect((await rowsOf(P.season1)).length + (await rowsOf(P.season2)).length).toBe(0);
    const free = [P.season1, P.season2, P.season3].map((presentationId) => ({ presentationId, seatId: seat(6) }));
    expect(await claims.claim(free, terms('member'))).toHaveLength(3);
  });

  it("replaces the buyer's holds of a presentation in one transaction", async () => {
    await claims.claim(
      [
        { presentationId: P.best, seatId: seat(1) },
        { presentationId: P.best, seatId: seat(2) },
      ],
      terms('r'),
    );
    const result = await claims.replaceHolds(
      P.best,
      [
        { presentationId: P.best, seatId: seat(2) },
        { presentationId: P.best, seatId: seat(3) },
      ],
      terms('r'),
    );
    expect(result?.released).toEqual([seat(1)]);
    expect((await rowsOf(P.best)).map((r) => r.seat_id)).toEqual([seat(2), seat(3)]);
    await claims.claim([{ presentationId: P.best, seatId: seat(5) }], terms('s'));
    expect(
      await claims.replaceHolds(
        P.best,
        [
          { presentationId: P.best, seatId: seat(4) },
          { presentationId: P.best, seatId: seat(5) },
        ],
        terms('r'),
      ),
    ).toBeNull();
    expect((await rowsOf(P.best)).map((r) => [r.seat_id, r.buyer_uuid])).toEqual([
      [seat(2), 'r'],
      [seat(3), 'r'],
      [seat(5), 's'],
    ]);
  });

  it("releases only the buyer's own holds", async () => {
    expect(await claims.release([{ presentationId: P.best, seatId: seat(5) }], 'r')).toEqual([]);
    expect(
      await claims.release(
        [
          { presentationId: P.best, seatId: seat(2) },
          { presentationId: P.best, seatId: seat(5) },
        ],
        's',
      ),
    ).toEqual([{ presentationId: P.best, seatId: seat(5) }]);
  });

  it('deletes only holds that expired before the given time, never sales', async () => {
    const all = () => t.db.selectFrom('seat_claims').select(['status', 'expires_at']).execute();
    const held = (await all()).filter((r) => r.status === 'held');
    // Every hold above expires at +600 s, but the one handed over at +600 s, which expires at +1200 s.
    expect(held.map((r) => r.expires_at).sort()).toEqual([...Array(held.length - 1).fill(at(600)), at(1200)]);
    expect(await claims.deleteExpiredHolds(at(599))).toBe(0);
    expect(await claims.deleteExpiredHolds(at(600))).toBe(held.length - 1);
    expect(await claims.deleteExpiredHolds(at(1200))).toBe(1);
    expect((await all()).map((r) => r.status)).toEqual(['sold']);
  });
  it("reads a hold's rows: the claims of the listed seats and the buyer's own, never a seat between them that is not listed", async () => {
    const p = P.basic;
    const claimed = [3, 4, 5, 7].map((x) => ({ presentationId: p, seatId: seat(x, 2) }));
    for (const [i, target] of claimed.entries()) expect(await claims.claim([target], terms(`r${i}`))).not.toBeNull();
    expect(await claims.claim([{ presentationId: p, seatId: seat(6, 4) }], terms('me'))).not.toBeNull();
    // Seats 3, 5 and 7 of row 2 listed (4 and 6 between them are not), and the buyer's own hold in row 4.
    const live = await claims.liveClaims([p], at(1), { buyer: 'me', seatIds: [seat(3, 2), seat(5, 2), seat(7, 2)] });
    expect(live.map((c) => [c.seat_id, c.buyer_uuid]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      [
        [seat(3, 2), 'r0'],
        [seat(5, 2), 'r2'],
        [seat(7, 2), 'r3'],
        [seat(6, 4), 'me'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });
});

describe('idRanges', () => {
  it('gives runs of consecutive ids, whatever their order and repeats', () => {
    expect(idRanges([7, 3, 4, 5, 5, 10, 9])).toEqual({ lows: [3, 7, 9], highs: [5, 7, 10] });
    expect(idRanges([])).toEqual({ lows: [], highs: [] });
  });
});
