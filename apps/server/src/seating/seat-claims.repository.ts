import { SEAT_STEPS, type SeatStep } from '@kupa/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../db/dialect';
import { CompiledOnce } from '../db/compiled-once';
import { SeatClaimBatches } from './seat-claim-batches';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { chunks } from '../shared/chunks';

/** One seat of one presentation. */
export interface ClaimTarget {
  presentationId: number;
  seatId: number;
}

/** What a new hold is made of. Times are ISO 8601 UTC text, compared as text (ADR 0002). */
export interface HoldTerms {
  buyer: string;
  step: SeatStep;
  expiresAt: string;
  grantedSteps: number;
  now: string;
}

export interface HeldRow {
  presentation_id: number;
  seat_id: number;
  step: string;
  expires_at: string | null;
  extended_count: number;
  created_at: string;
}

const HELD_COLUMNS = ['presentation_id', 'seat_id', 'step', 'expires_at', 'extended_count', 'created_at'] as const;
const IN_LIST_LIMIT = 5000;

/** Thrown inside a claim transaction to roll it back when one seat of an all-or-nothing claim is not free. */
class ClaimRefused extends Error {}

/**
 * Holds and sales of seats (seat_claims). The database keeps one holder per seat: a seat is taken by one
 * conditional upsert whose affected row is the answer, never by reading first and writing after (ADR 0002).
 */
export class SeatClaimsRepository {
  /** PostgreSQL: the hot reads, one-seat holds and releases of one event-loop turn go as one statement each (ADR 0018). */
  private readonly batches: SeatClaimBatches | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {
    this.batches = dialect === 'postgres' ? new SeatClaimBatches(db) : null;
  }

  /**
   * Live claims (sales and unexpired holds) of presentations; with a scope, only the buyer's own and those of the
   * listed seats (the rows a hold is judged on).
   */
  async liveClaims(presentationIds: number[], now: string, scope?: { buyer: string; seatIds: number[] }) {
    if (presentationIds.length === 0) return [];
    if (scope && this.batches) return this.batches.read(presentationIds, scope.seatIds, scope.buyer, now);
    if (scope) {
      // The rows' seats as runs of consecutive ids (a row's seats have such ids): one search of the primary key per
      // run, whatever the row's length.
      const { lows, highs } = idRanges(scope.seatIds);
      return scopedLiveClaims.execute(this.db, { presentationIds, now, buyer: scope.buyer, lows, highs });
    }
    return allLiveClaims.execute(this.db, { presentationIds, now });
  }

  /**
   * Takes the seats for one buyer, all or nothing. A seat is taken when it has no claim, when its hold has expired,
   * or when the buyer already holds it (then nothing about the hold changes: holding again is idempotent). Several
   * seats go in one transaction, in key order so that concurrent claims cannot deadlock. Null when any seat is taken.
   */
  async claim(targets: ClaimTarget[], terms: HoldTerms): Promise<HeldRow[] | null> {
    const sorted = sortedTargets(targets);
    const [only] = sorted;
    if (only && sorted.length === 1 && this.batches) {
      const row = await this.batches.hold(only, terms);
      return row ? [row] : null;
    }
    if (sorted.length === 1) {
      const rows = await this.upsertHolds(this.db, sorted, terms);
      return rows.length === 1 ? rows : null;
    }
    return this.refusable(() =>
      writeTransaction(this.db, this.dialect, async (trx) => {
        const rows = await this.upsertHolds(trx, sorted, terms);
        if (rows.length !== sorted.length) throw new ClaimRefused();
        return rows;
      }),
    );
  }

  /** Takes the seats and, in the same transaction, releases the buyer's other holds of the presentation (best available). */
  async replaceHolds(
    presentationId: number,
    targets: ClaimTarget[],
    terms: HoldTerms,
  ): Promise<{ held: HeldRow[]; released: number[] } | null> {
    const sorted = sortedTargets(targets);
    return this.refusable(() =>
      writeTransaction(this.db, this.dialect, async (trx) => {
        const held = await this.upsertHolds(trx, sorted, terms);
        if (held.length !== sorted.length) throw new ClaimRefused();
        const released = await trx
          .deleteFrom('seat_claims')
          .where('presentation_id', '=', presentationId)
          .where('buyer_uuid', '=', terms.buyer)
          .where('status', '=', 'held')
          .where(
            'seat_id',
            'not in',
            sorted.map((t) => t.seatId),
          )
          .returning('seat_id')
          .execute();
        return { held, released: released.map((r) => r.seat_id) };
      }),
    );
  }

  /** Releases the buyer's holds of these seats (live or expired); sold seats and other buyers' holds are untouched. */
  async release(targets: ClaimTarget[], buyer: string): Promise<ClaimTarget[]> {
    if (targets.length === 0) return [];
    if (this.batches) return this.batches.release(targets, buyer);
    const rows = await releaseHolds.execute(this.db, {
      buyer,
      presentationIds: targets.map((t) => t.presentationId),
      seatIds: targets.map((t) => t.seatId),
    });
    return rows.map((r) => ({ presentationId: r.presentation_id, seatId: r.seat_id }));
  }

  /**
   * Moves the buyer's live holds of a presentation to a step. The first time a hold enters a step (granted_steps)
   * it gets that step's own time limit counted from now (spec 4: each step has its own seat-lock time limit), even
   * when the step before had a longer one; entering a step again renews nothing, so switching steps never renews
   * forever.
   */
  async moveToStep(
    presentationId: number,
    buyer: string,
    step: SeatStep,
    stepExpiresAt: string,
    bit: number,
    now: string,
  ): Promise<HeldRow[]> {
    return this.db
      .updateTable('seat_claims')
      .set({
        step,
        expires_at: sql<string>`case when (granted_steps & cast(${bit} as integer)) = 0 then ${stepExpiresAt} else expires_at end`,
        granted_steps: sql<number>`granted_steps | cast(${bit} as integer)`,
        updated_at: now,
      })
      .where('presentation_id', '=', presentationId)
      .where('buyer_uuid', '=', buyer)
      .where('status', '=', 'held')
      .where('expires_at', '>', now)
      .returning(HELD_COLUMNS)
      .execute();
  }

  /**
   * Extends the buyer's holds of a presentation that have not been extended yet and expired no earlier than
   * `graceStart`, each by its step's timer. A hold someone else has taken since is no longer the buyer's row, so
   * only seats that are still free are extended.
   */
  async extend(
    presentationId: number,
    buyer: string,
    expiresAtByStep: Record<SeatStep, string>,
    maxExtensions: number,
    graceStart: string,
    now: string,
  ): Promise<HeldRow[]> {
    const byStep = sql.join(
      SEAT_STEPS.map((s) => sql`when ${s} then ${expiresAtByStep[s]}`),
      sql` `,
    );
    const renewed = sql<string>`case step ${byStep} else ${expiresAtByStep.chooseSeats} end`;
    return this.db
      .updateTable('seat_claims')
      .set({
        expires_at: sql<string>`case when expires_at > ${renewed} then expires_at else ${renewed} end`,
        extended_count: sql<number>`extended_count + 1`,
        updated_at: now,
      })
      .where('presentation_id', '=', presentationId)
      .where('buyer_uuid', '=', buyer)
      .where('status', '=', 'held')
      .where('extended_count', '<', maxExtensions)
      .where('expires_at', '>', graceStart)
      .returning(HELD_COLUMNS)
      .execute();
  }

  /** The buyer's holds of a presentation that expire after `after` (pass now for live holds). */
  async holdsOf(presentationId: number, buyer: string, after: string): Promise<HeldRow[]> {
    return this.db
      .selectFrom('seat_claims')
      .select(HELD_COLUMNS)
      .where('presentation_id', '=', presentationId)
      .where('buyer_uuid', '=', buyer)
      .where('status', '=', 'held')
      .where('expires_at', '>', after)
      .orderBy('seat_id')
      .execute();
  }

  /** Deletes holds that expired before `before`; correctness never waits for this (ADR 0002), it only keeps the table small. */
  async deleteExpiredHolds(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('seat_claims')
      .where('status', '=', 'held')
      .where('expires_at', '<=', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Holds of these presentations whose expiry fell in (from, to]: their seats became free by the passing of time. */
  async expiredBetween(presentationIds: number[], from: string, to: string): Promise<ClaimTarget[]> {
    const out: ClaimTarget[] = [];
    for (const ids of chunks(presentationIds, IN_LIST_LIMIT)) {
      const rows = await this.db
        .selectFrom('seat_claims')
        .select(['presentation_id', 'seat_id'])
        .where('presentation_id', 'in', ids)
        .where('status', '=', 'held')
        .where('expires_at', '>', from)
        .where('expires_at', '<=', to)
        .execute();
      for (const r of rows) out.push({ presentationId: r.presentation_id, seatId: r.seat_id });
    }
    return out;
  }

  /** Takes seats with the one statement below (upsertHolds); the rows it returns are the seats taken. */
  private upsertHolds(db: Kysely<Database>, targets: ClaimTarget[], t: HoldTerms): Promise<HeldRow[]> {
    // Field by field rather than { ...t, ... }: a spread of a fresh object costs microseconds on Node.js 20 (held-seat-view.ts).
    return upsertHolds.execute(db, {
      buyer: t.buyer,
      step: t.step,
      expiresAt: t.expiresAt,
      grantedSteps: t.grantedSteps,
      now: t.now,
      presentationIds: targets.map((target) => target.presentationId),
      seatIds: targets.map((target) => target.seatId),
    });
  }

  private async refusable<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ClaimRefused) return null;
      throw error;
    }
  }
}

// The hot statements of holding and releasing, compiled once per shape (db/compiled-once.ts).

const LIVE_COLUMNS = ['presentation_id', 'seat_id', 'buyer_uuid', 'status', 'created_at'] as const;

const allLiveClaims = new CompiledOnce((db: Kysely<Database>, a: { presentationIds: number[]; now: string }) =>
  db
    .selectFrom('seat_claims')
    .select(LIVE_COLUMNS)
    .where('presentation_id', 'in', a.presentationIds)
    .where((eb) => eb.or([eb('status', '=', 'sold'), eb('expires_at', '>', a.now)])),
);

/**
 * The rows a hold is judged on: (the presentations' listed seats) or (the buyer's claims in them), each term a search
 * of its own index (the primary key's range of a run of seat ids; presentation and buyer). Written as presentation
 * AND (buyer OR seats), SQLite read every claim of the presentation instead: about 0.4 ms per hold in a hall with 700
 * claims (docs/performance-holds.md). The seats went as one IN list first: a search per seat, 100 of them for a hold
 * in a row of 100 seats, which made a hold there cost 45% more than in a row of 42 (docs/performance.md).
 */
const scopedLiveClaims = new CompiledOnce(
  (db: Kysely<Database>, a: { presentationIds: number[]; now: string; buyer: string; lows: number[]; highs: number[] }) =>
    db
      .selectFrom('seat_claims')
      .select(LIVE_COLUMNS)
      .where((eb) =>
        eb.or([
          ...a.lows.map((low, i) =>
            eb.and([eb('presentation_id', 'in', a.presentationIds), eb.between('seat_id', low, a.highs[i] ?? low)]),
          ),
          eb.and([eb('presentation_id', 'in', a.presentationIds), eb('buyer_uuid', '=', a.buyer)]),
        ]),
      )
      .where((eb) => eb.or([eb('status', '=', 'sold'), eb('expires_at', '>', a.now)])),
);

/** Seat ids as runs of consecutive ids: the first and last id of each run. */
export function idRanges(ids: readonly number[]): { lows: number[]; highs: number[] } {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const lows: number[] = [];
  const highs: number[] = [];
  for (const id of sorted) {
    const last = highs.length - 1;
    if (last >= 0 && highs[last] === id - 1) highs[last] = id;
    else {
      lows.push(id);
      highs.push(id);
    }
  }
  return { lows, highs };
}

const releaseHolds = new CompiledOnce((db: Kysely<Database>, a: { buyer: string; presentationIds: number[]; seatIds: number[] }) =>
  db
    .deleteFrom('seat_claims')
    .where('buyer_uuid', '=', a.buyer)
    .where('status', '=', 'held')
    .where((eb) =>
      eb.or(a.seatIds.map((seatId, i) => eb.and([eb('presentation_id', '=', a.presentationIds[i] ?? 0), eb('seat_id', '=', seatId)]))),
    )
    .returning(['presentation_id', 'seat_id']),
);

/**
 * The one statement that takes seats: INSERT ... ON CONFLICT (presentation_id, seat_id) DO UPDATE ... WHERE the
 * existing row is a hold that has expired or is the buyer's own. The rows it returns are the seats taken.
 */
const upsertHolds = new CompiledOnce((db: Kysely<Database>, t: HoldTerms & { presentationIds: number[]; seatIds: number[] }) => {
  const ownLive = sql<SqlBool>`seat_claims.buyer_uuid = ${t.buyer} and seat_claims.expires_at > ${t.now}`;
  const keepOwn = <T>(column: string, fresh: unknown) =>
    sql<T>`case when ${ownLive} then ${sql.ref(`seat_claims.${column}`)} else ${fresh} end`;
  return db
    .insertInto('seat_claims')
    .values(
      t.seatIds.map((seatId, i) => ({
        presentation_id: t.presentationIds[i] ?? 0,
        seat_id: seatId,
        buyer_uuid: t.buyer,
        status: 'held' as const,
        step: t.step,
        expires_at: t.expiresAt,
        extended_count: 0,
        granted_steps: t.grantedSteps,
        reservation_id: null,
        created_at: t.now,
        updated_at: t.now,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['presentation_id', 'seat_id'])
        .doUpdateSet({
          buyer_uuid: t.buyer,
          step: keepOwn<string>('step', t.step),
          expires_at: keepOwn<string>('expires_at', t.expiresAt),
          extended_count: keepOwn<number>('extended_count', 0),
          granted_steps: keepOwn<number>('granted_steps', t.grantedSteps),
          created_at: keepOwn<string>('created_at', t.now),
          updated_at: keepOwn<string>('updated_at', t.now),
        })
        .where(sql<SqlBool>`seat_claims.status = 'held' and (seat_claims.expires_at <= ${t.now} or seat_claims.buyer_uuid = ${t.buyer})`),
    )
    .returning(HELD_COLUMNS);
});

function sortedTargets(targets: ClaimTarget[]): ClaimTarget[] {
  const unique = new Map(targets.map((t) => [`${t.presentationId}:${t.seatId}`, t]));
  return [...unique.values()].sort((a, b) => a.presentationId - b.presentationId || a.seatId - b.seatId);
}
