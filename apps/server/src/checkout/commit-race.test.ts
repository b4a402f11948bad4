import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { startRaceServer, type RaceServer } from '../testing/seating/race-servers';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { CART, cartBuyer, line, createCartTestDatabase } from '../testing/cart-test-fixture';
import { card, CUSTOMER_INFO } from '../testing/commit-test-app';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../testing/commit-race-server.ts');
const HALL = SEATING.sections.hall;
const APPROVE = SANDBOX_TEST_CARDS.approveVisa.number.replace(/\s/g, '');
/** How long a marked ("slow-") authorisation takes on the race servers: long enough for a hold to be taken meanwhile. */
const SLOW_AUTHORISE_MS = 300;
/** The second process's clock: past the first holder's 10-minute hold, so there the seat is free to take. */
const LATER = new Date(SEATING_NOW.getTime() + 11 * 60_000);
/** Buyer pairs of the expiry race (one seat each: row A, seats 1..8 of cart presentations 21..23), run four at a time. */
const PAIRS = 24;
const WAVE = 4;

interface Answer {
  status: number;
  body: { reservationIdentifier?: string; ticketIdentifiers?: string[]; documentKey?: string; error?: { error: string } };
}

const errorOf = (a: Answer | undefined) => a?.body.error?.error;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** HTTP calls of one buyer against one server process. */
async function call(server: RaceServer, method: 'PUT' | 'POST', url: string, uuid: string, body: unknown): Promise<Answer> {
  const res = await fetch(`${server.address}${url}`, {
    method,
    headers: { uuid, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const holdSeat = (server: RaceServer, uuid: string, presentationId: number, x: number) =>
  call(server, 'PUT', '/api/seats/lock-seats', uuid, { presentationId, seats: [{ VenueSectionId: HALL, XCoordinate: x, YCoordinate: 1 }] });

/** A one-ticket card commit; each buyer has a mobile number of its own so that buyers never share a customer row. */
function commitSeat(server: RaceServer, uuid: string, n: number, presentationId: number, idempotencyKey: string) {
  const customerInfo = { ...CUSTOMER_INFO, MobileNumber1: `05${String(20_000_000 + n).padStart(8, '0')}` };
  const cart = { seats: [line(presentationId, CART.policies.regular)], customerInfo, creditcardInfo: card(APPROVE) };
  return call(server, 'POST', '/api/payment/commit?lang=en', uuid, { cart, idempotencyKey });
}

describe.each(testEngines())('commit races across two server processes on %s', (engine) => {
  let database: TestDatabase;
  /** servers[0] runs at SEATING_NOW, servers[1] eleven minutes later; both answer "slow-" authorisations late. */
  let servers: RaceServer[] = [];
  const db = () => database.db;
  const server = (i: 0 | 1) => {
    const s = servers[i];
    if (!s) throw new Error('no server');
    return s;
  };

  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
    const env = { KUPA_RACE_SLOW_AUTHORISE_MS: String(SLOW_AUTHORISE_MS) };
    servers = await Promise.all([
      startRaceServer(database.options, SEATING_NOW, { script: SCRIPT, env }),
      startRaceServer(database.options, LATER, { script: SCRIPT, env }),
    ]);
    // Warm both processes (routes, pricing, database connections) so that neither wins only by starting first.
    const warm = (s: RaceServer) => fetch(`${s.address}/api/presentations/${CART.presentation(30)}`).then((r) => r.arrayBuffer());
    await Promise.all(servers.flatMap((s) => Array.from({ length: 6 }, () => warm(s))));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.dispose();
  });

  const paymentsOf = (uuid: string) =>
    db().selectFrom('payments').select(['status', 'reservation_id', 'provider_reference']).where('buyer_uuid', '=', uuid).execute();
  const authorisationStatus = async (id: string | null) =>
    (
      await db()
        .selectFrom('sandbox_authorisations')
        .select('status')
        .where('authorisation_id', '=', id ?? '')
        .executeTakeFirst()
    )?.status;

  /** Every payment row of a buyer who got no order ended voided, and so did its authorisation at the provider. */
  async function expectNoPaymentKept(uuid: string) {
    for (const p of await paymentsOf(uuid)) {
      expect(p, `payment of ${uuid}`).toMatchObject({ status: 'voided', reservation_id: null });
      expect(await authorisationStatus(p.provider_reference), `authorisation of ${uuid}`).toBe('voided');
    }
  }

  /** The winner's order is the seat's one sale, paid by one captured authorisation. */
  async function expectSoldTo(uuid: string, presentationId: number, x: number, answer: Answer) {
    const seat = await db()
      .selectFrom('seat_claims as c')
      .innerJoin('seats as s', 's.id', 'c.seat_id')
      .select(['c.buyer_uuid', 'c.status', 'c.reservation_id'])
      .where('c.presentation_id', '=', presentationId)
      .where('s.section_id', '=', HALL)
      .where('s.grid_x', '=', x)
      .where('s.grid_y', '=', 1)
      .execute();
    const reservation = await db()
      .selectFrom('reservations')
      .select(['id', 'status'])
      .where('identifier', '=', answer.body.reservationIdentifier ?? '')
      .executeTakeFirst();
    expect(reservation?.status).toBe('confirmed');
    expect(seat).toEqual([{ buyer_uuid: uuid, status: 'sold', reservation_id: reservation?.id }]);
    const payments = await paymentsOf(uuid);
    const paid = payments.filter((p) => p.reservation_id === reservation?.id);
    expect(paid.map((p) => p.status)).toEqual(['captured']);
    expect(await authorisationStatus(paid[0]?.provider_reference ?? null)).toBe('captured');
  }

  it(
    'sells a lapsed hold once: the first holder commits on one process while a second buyer takes the seat and commits on the other',
    { timeout: 180_000 },
    async () => {
      const outcomes: Array<{ pair: number; winner: 'A' | 'B'; a: Answer; bLock: Answer; b?: Answer }> = [];
      let loserPayments = 0;
      for (let wave = 0; wave < PAIRS / WAVE; wave++) {
        const pairs = Array.from({ length: WAVE }, (_, k) => wave * WAVE + k);
        const results = await Promise.all(
          pairs.map(async (i) => {
            const presentationId = CART.presentation(21 + Math.floor(i / 8));
            const x = (i % 8) + 1;
            const a = cartBuyer(20_000 + i);
            const b = cartBuyer(30_000 + i);
            // A holds the seat on the first process (its hold ends at SEATING_NOW + 10 minutes).
            const held = await holdSeat(server(0), a, presentationId, x);
            expect(held.status, JSON.stringify(held.body)).toBe(200);
            // A commits there (its hold live on that clock; its card answers slowly) while B, on the second process
            // where A's hold has lapsed, takes the seat and commits. B starts 0 to 1.5 s after A so that every
            // interleaving comes up: before A's pricing, during A's slow authorisation, and after A's order.
            const aCommit = commitSeat(server(0), a, 20_000 + i, presentationId, `slow-pair-a-${i}`);
            await sleep((i % 6) * SLOW_AUTHORISE_MS);
            const bLock = await holdSeat(server(1), b, presentationId, x);
            const bCommit = bLock.status === 200 ? await commitSeat(server(1), b, 30_000 + i, presentationId, `pair-b-${i}`) : undefined;
            const aAnswer = await aCommit;
            return { i, presentationId, x, a, b, aAnswer, bLock, bCommit };
          }),
        );
        for (const r of results) {
          const context = JSON.stringify({ pair: r.i, a: r.aAnswer, bLock: r.bLock, b: r.bCommit });
          const aWon = r.aAnswer.status === 200 && !!r.aAnswer.body.reservationIdentifier;
          const bWon = r.bCommit?.status === 200 && !!r.bCommit.body.reservationIdentifier;
          expect(aWon !== bWon, `exactly one buyer gets the seat: ${context}`).toBe(true);
          if (aWon) {
            // A sold it first: B could not take it.
            expect(r.bLock.status, context).toBe(409);
            expect(errorOf(r.bLock), context).toBe('SEAT_NOT_AVAILABLE');
            expect(r.bCommit).toBeUndefined();
            await expectSoldTo(r.a, r.presentationId, r.x, r.aAnswer);
            await expectNoPaymentKept(r.b);
          } else {
            // B took it: A's commit is refused with SEAT_LOCK_EXPIRED (before or after its card was authorised), and
            // any authorisation A got is voided.
            expect(['SEAT_LOCK_EXPIRED', 'SEAT_NOT_AVAILABLE'], context).toContain(errorOf(r.aAnswer));
            await expectSoldTo(r.b, r.presentationId, r.x, r.bCommit as Answer);
            await expectNoPaymentKept(r.a);
            loserPayments += (await paymentsOf(r.a)).length;
          }
          outcomes.push({ pair: r.i, winner: aWon ? 'A' : 'B', a: r.aAnswer, bLock: r.bLock, ...(r.bCommit ? { b: r.bCommit } : {}) });
        }
      }

      // The race really ran both ways: some first holders lost while their card was being authorised (and were
      // voided), and some sold before the second buyer arrived.
      const voidedLosers = outcomes.filter((o) => o.winner === 'B' && errorOf(o.a) === 'SEAT_LOCK_EXPIRED');
      expect(
        voidedLosers.length,
        JSON.stringify(outcomes.map((o) => [o.pair, o.winner, errorOf(o.a) ?? errorOf(o.bLock) ?? null])),
      ).toBeGreaterThan(0);
      expect(outcomes.some((o) => o.winner === 'A')).toBe(true);
      // One sale per seat and nothing left half-paid: every authorisation ended captured (one per order) or voided.
      const tickets = await db()
        .selectFrom('reservation_tickets')
        .select(['presentation_id', 'seat_id'])
        .where(
          'presentation_id',
          'in',
          [21, 22, 23].map((n) => CART.presentation(n)),
        )
        .execute();
      expect(tickets).toHaveLength(PAIRS);
      expect(new Set(tickets.map((t) => `${t.presentation_id}:${t.seat_id}`)).size).toBe(PAIRS);
      const authorisations = await db().selectFrom('sandbox_authorisations').select('status').execute();
      expect(authorisations.filter((a) => a.status === 'authorised')).toEqual([]);
      expect(authorisations.filter((a) => a.status === 'captured')).toHaveLength(PAIRS);
      expect(authorisations.filter((a) => a.status === 'voided')).toHaveLength(loserPayments);
    },
  );

  it('refuses the first holder before any payment when the seat was taken before either committed', { timeout: 60_000 }, async () => {
    const presentationId = CART.presentation(24);
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(async (x) => {
        const a = cartBuyer(40_000 + x);
        const b = cartBuyer(41_000 + x);
        expect((await holdSeat(server(0), a, presentationId, x)).status).toBe(200);
        // On the later clock A's hold has lapsed: B takes the seat.
        expect((await holdSeat(server(1), b, presentationId, x)).status).toBe(200);
        // A commits on the later process, B on the earlier one (where B's new hold is live), at once.
        const [aAnswer, bAnswer] = await Promise.all([
          commitSeat(server(1), a, 40_000 + x, presentationId, `late-a-${x}-key`),
          commitSeat(server(0), b, 41_000 + x, presentationId, `late-b-${x}-key`),
        ]);
        return { x, a, b, aAnswer, bAnswer };
      }),
    );
    for (const r of results) {
      expect(r.bAnswer.status, JSON.stringify(r.bAnswer.body)).toBe(200);
      expect(r.aAnswer.status).toBeGreaterThanOrEqual(400);
      expect(errorOf(r.aAnswer)).toBe('SEAT_LOCK_EXPIRED');
      expect(await paymentsOf(r.a)).toEqual([]);
      await expectSoldTo(r.b, presentationId, r.x, r.bAnswer);
    }
  });

  it(
    'answers the same cart committed with one idempotency key on both processes at once with one order, one capture',
    { timeout: 60_000 },
    async () => {
      const buyers = Array.from({ length: 8 }, (_, k) => ({ n: 50_000 + k, uuid: cartBuyer(50_000 + k), x: k + 1 }));
      const presentationId = CART.presentation(25);
      const results = await Promise.all(
        buyers.map(async ({ n, uuid, x }) => {
          // Held on the later clock, so the hold is live on both processes.
          expect((await holdSeat(server(1), uuid, presentationId, x)).status).toBe(200);
          const [one, two] = await Promise.all([
            commitSeat(server(0), uuid, n, presentationId, `same-key-${n}`),
            commitSeat(server(1), uuid, n, presentationId, `same-key-${n}`),
          ]);
          return { uuid, x, one, two };
        }),
      );
      for (const { uuid, x, one, two } of results) {
        expect(one.status, JSON.stringify(one.body)).toBe(200);
        expect(two.status, JSON.stringify(two.body)).toBe(200);
        const pick = (a: Answer) => ({
          reservationIdentifier: a.body.reservationIdentifier,
          ticketIdentifiers: a.body.ticketIdentifiers,
          documentKey: a.body.documentKey,
        });
        expect(pick(two)).toEqual(pick(one));
        const reservations = await db().selectFrom('reservations').select('identifier').where('buyer_uuid', '=', uuid).execute();
        expect(reservations).toEqual([{ identifier: one.body.reservationIdentifier }]);
        await expectSoldTo(uuid, presentationId, x, one);
        // The provider saw one authorisation for the commit key (both processes asked at once), and it was captured.
        const payments = await paymentsOf(uuid);
        expect(new Set(payments.map((p) => p.provider_reference)).size).toBe(1);
        // The process that lost the race keeps no payment of its own open: its row says it was superseded.
        expect(payments.filter((p) => p.status === 'authorised')).toEqual([]);
      }
    },
  );
});
