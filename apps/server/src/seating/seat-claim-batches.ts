import { CompiledQuery, type Kysely } from 'kysely';
import { prepareOnEachConnection } from '../db/pg-named-statements';
import type { Database } from '../db/schema';
import type { ClaimTarget, HeldRow, HoldTerms } from './seat-claims.repository';

/** A claim row as the seat rules read it (the scoped live-claims read). */
export interface LiveRow {
  presentation_id: number;
  seat_id: number;
  buyer_uuid: string;
  status: string;
  created_at: string;
}

interface ReadRequest {
  presentationIds: number[];
  seatIds: number[];
  buyer: string;
  now: string;
}

interface HoldRequest {
  target: ClaimTarget;
  terms: HoldTerms;
}

interface ReleaseRequest {
  targets: ClaimTarget[];
  buyer: string;
}

/**
 * Gathers the calls made until the event loop turns (setImmediate) and runs them together; every caller gets its own
 * answer or its own error. One batch runs at a time per kind: calls made while it runs form the next one.
 */
class TickBatcher<In, Out> {
  private pending: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  constructor(private readonly run: (inputs: In[]) => Promise<Out[]>) {}

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const outs = await this.run(batch.map((b) => b.input));
      batch.forEach((b, i) => b.resolve(outs[i] as Out));
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
    this.scheduled = false;
    if (this.pending.length > 0) {
      this.scheduled = true;
      setImmediate(() => void this.flush());
    }
  }
}

/**
 * PostgreSQL: the hot statements of holding and releasing, one statement per event-loop turn for all the buyers of
 * that turn instead of one per buyer (ADR 0018). The statements take arrays (unnest), so their text is the same for
 * any number of buyers and each connection parses and plans it once (named prepared statements). One holder per seat
 * stays the database's: a batch's upsert is the same conditional INSERT ... ON CONFLICT DO UPDATE as a lone hold's,
 * one row per seat; a seat asked for twice in one turn goes in a second statement after the first.
 */
export class SeatClaimBatches {
  private readonly reads = new TickBatcher<ReadRequest, LiveRow[]>((requests) => this.readAll(requests));
  private readonly holds = new TickBatcher<HoldRequest, HeldRow | null>((requests) => this.holdAll(requests));
  private readonly releases = new TickBatcher<ReleaseRequest, ClaimTarget[]>((requests) => this.releaseAll(requests));

  constructor(private readonly db: Kysely<Database>) {}

  /** The live claims of these presentations' listed seats and the buyer's own (the rows a hold is judged on). */
  read(presentationIds: number[], seatIds: number[], buyer: string, now: string): Promise<LiveRow[]> {
    return this.reads.submit({ presentationIds, seatIds, buyer, now });
  }

  /** Takes one seat for a buyer: its row when taken, null when another buyer holds it or it is sold. */
  hold(target: ClaimTarget, terms: HoldTerms): Promise<HeldRow | null> {
    return this.holds.submit({ target, terms });
  }

  /** Releases the buyer's holds of these seats; answers the seats released. */
  release(targets: ClaimTarget[], buyer: string): Promise<ClaimTarget[]> {
    return this.releases.submit({ targets, buyer });
  }

  private async readAll(requests: ReadRequest[]): Promise<LiveRow[][]> {
    const seats = new Map<string, [number, number]>();
    const buyers = new Map<string, [number, string]>();
    for (const r of requests)
      for (const p of r.presentationIds) {
        buyers.set(`${p}:${r.buyer}`, [p, r.buyer]);
        for (const s of r.seatIds) seats.set(`${p}:${s}`, [p, s]);
      }
    const rows = await this.run<LiveRow & { expires_at: string | null }>(READ_SQL, [
      [...seats.values()].map((k) => k[0]),
      [...seats.values()].map((k) => k[1]),
      [...buyers.values()].map((k) => k[0]),
      [...buyers.values()].map((k) => k[1]),
    ]);
    return requests.map((r) => {
      const seatIds = new Set(r.seatIds);
      const out: LiveRow[] = [];
      for (const row of rows) {
        if (!r.presentationIds.includes(row.presentation_id)) continue;
        if (!seatIds.has(row.seat_id) && row.buyer_uuid !== r.buyer) continue;
        // Liveness per caller: each judges at its own time, as the lone read does in SQL.
        if (row.status !== 'sold' && !(row.expires_at !== null && row.expires_at > r.now)) continue;
        out.push({
          presentation_id: row.presentation_id,
          seat_id: row.seat_id,
          buyer_uuid: row.buyer_uuid,
          status: row.status,
          created_at: row.created_at,
        });
      }
      return out;
    });
  }

  private async holdAll(requests: HoldRequest[]): Promise<(HeldRow | null)[]> {
    const answers: (HeldRow | null)[] = new Array<HeldRow | null>(requests.length).fill(null);
    // Rounds of distinct seats: PostgreSQL refuses a statement that would update one row twice, and the second asker
    // of a seat must see what the first one's upsert left.
    let left = requests.map((request, index) => ({ request, index }));
    while (left.length > 0) {
      const round = new Map<string, { request: HoldRequest; index: number }>();
      const later: typeof left = [];
      for (const item of left) {
        const key = `${item.request.target.presentationId}:${item.request.target.seatId}`;
        if (round.has(key)) later.push(item);
        else round.set(key, item);
      }
      // Key order, as every claim of several seats takes them: concurrent statements cannot deadlock.
      const items = [...round.values()].sort(
        (a, b) => a.request.target.presentationId - b.request.target.presentationId || a.request.target.seatId - b.request.target.seatId,
      );
      const rows = await this.run<HeldRow & { buyer_uuid: string }>(HOLD_SQL, [
        items.map((i) => i.request.target.presentationId),
        items.map((i) => i.request.target.seatId),
        items.map((i) => i.request.terms.buyer),
        items.map((i) => i.request.terms.step),
        items.map((i) => i.request.terms.expiresAt),
        items.map((i) => i.request.terms.grantedSteps),
        items.map((i) => i.request.terms.now),
      ]);
      const byKey = new Map(rows.map((r) => [`${r.presentation_id}:${r.seat_id}`, r]));
      for (const [key, item] of round) {
        const row = byKey.get(key);
        if (row && row.buyer_uuid === item.request.terms.buyer) answers[item.index] = heldRow(row);
      }
      // A seat this round took is a live hold now: a later asker of it gets what its own upsert would answer
      // (the same row for the holder, nothing for anyone else) without another statement. The rest go next round.
      left = later.filter((item) => {
        const row = byKey.get(`${item.request.target.presentationId}:${item.request.target.seatId}`);
        if (!row || row.expires_at === null || row.expires_at <= item.request.terms.now) return true;
        if (row.buyer_uuid === item.request.terms.buyer) answers[item.index] = heldRow(row);
        return false;
      });
    }
    return answers;
  }

  private async releaseAll(requests: ReleaseRequest[]): Promise<ClaimTarget[][]> {
    const keys = requests.flatMap((r) => r.targets.map((t) => ({ t, buyer: r.buyer })));
    const rows = await this.run<{ presentation_id: number; seat_id: number; buyer_uuid: string }>(RELEASE_SQL, [
      keys.map((k) => k.t.presentationId),
      keys.map((k) => k.t.seatId),
      keys.map((k) => k.buyer),
    ]);
    const released = new Set(rows.map((r) => `${r.presentation_id}:${r.seat_id}:${r.buyer_uuid}`));
    return requests.map((r) => r.targets.filter((t) => released.has(`${t.presentationId}:${t.seatId}:${r.buyer}`)));
  }

  private async run<R>(text: string, parameters: unknown[]): Promise<R[]> {
    const result = await this.db.executeQuery<R>(CompiledQuery.raw(text, parameters));
    return result.rows;
  }
}

function heldRow(row: HeldRow): HeldRow {
  return {
    presentation_id: row.presentation_id,
    seat_id: row.seat_id,
    step: row.step,
    expires_at: row.expires_at,
    extended_count: row.extended_count,
    created_at: row.created_at,
  };
}

// Expired holds are read too and dropped per caller (each judges liveness at its own time); sales and live holds are
// the rows the rules need. Each half is a search of an index per key (the primary key; presentation and buyer).
const READ_SQL = `select presentation_id, seat_id, buyer_uuid, status, created_at, expires_at from seat_claims
 where (presentation_id, seat_id) in (select * from unnest($1::integer[], $2::integer[]))
union
select presentation_id, seat_id, buyer_uuid, status, created_at, expires_at from seat_claims
 where (presentation_id, buyer_uuid) in (select * from unnest($3::integer[], $4::text[]))`;

// The lone hold's upsert (seat-claims.repository.ts, upsertHolds) with each row's own buyer and times: `excluded` is
// the row this buyer asked for, so excluded.created_at is the buyer's now.
const HOLD_SQL = `insert into seat_claims as c
 (presentation_id, seat_id, buyer_uuid, status, step, expires_at, extended_count, granted_steps, reservation_id, created_at, updated_at)
select k.p, k.s, k.buyer, 'held', k.step, k.expires_at, 0, k.granted, null::integer, k.now, k.now
  from unnest($1::integer[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::integer[], $7::text[])
    with ordinality as k(p, s, buyer, step, expires_at, granted, now, n)
 order by k.n
on conflict (presentation_id, seat_id) do update set
  buyer_uuid = excluded.buyer_uuid,
  step = case when c.buyer_uuid = excluded.buyer_uuid and c.expires_at > excluded.created_at then c.step else excluded.step end,
  expires_at = case when c.buyer_uuid = excluded.buyer_uuid and c.expires_at > excluded.created_at then c.expires_at else excluded.expires_at end,
  extended_count = case when c.buyer_uuid = excluded.buyer_uuid and c.expires_at > excluded.created_at then c.extended_count else 0 end,
  granted_steps = case when c.buyer_uuid = excluded.buyer_uuid and c.expires_at > excluded.created_at then c.granted_steps else excluded.granted_steps end,
  created_at = case when c.buyer_uuid = excluded.buyer_uuid and c.expires_at > excluded.created_at then c.created_at else excluded.created_at end,
  updated_at = case when c.buyer_uuid = excluded.buyer_uuid and c.expires_at > excluded.created_at then c.updated_at else excluded.updated_at end
 where c.status = 'held' and (c.expires_at <= excluded.created_at or c.buyer_uuid = excluded.buyer_uuid)
returning c.presentation_id, c.seat_id, c.buyer_uuid, c.step, c.expires_at, c.extended_count, c.created_at`;

// The buyer's own holds only; the rows are locked in key order before they are deleted, as the upserts lock them,
// so that a release batch and a hold batch on the same seats cannot deadlock.
const RELEASE_SQL = `with doomed as materialized (
  select c.presentation_id, c.seat_id from seat_claims c
   where c.status = 'held'
     and (c.presentation_id, c.seat_id, c.buyer_uuid) in (select * from unnest($1::integer[], $2::integer[], $3::text[]))
   order by c.presentation_id, c.seat_id
   for update of c)
delete from seat_claims c using doomed d
 where c.presentation_id = d.presentation_id and c.seat_id = d.seat_id
returning c.presentation_id, c.seat_id, c.buyer_uuid`;

for (const text of [READ_SQL, HOLD_SQL, RELEASE_SQL]) prepareOnEachConnection(text);
