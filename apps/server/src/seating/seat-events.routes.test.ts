import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { buildAppOnDatabase, buyerUuid, createSeatingTestApp, seatCalls } from '../testing/seating/seating-test-app';
import { openSse, type SseClient, type SseMessage } from '../testing/seating/sse-client';

const P = SEATING.presentations;
const HALL = SEATING.sections.hall;

const seatChange = (seat: string, state: string) => (m: SseMessage) => {
  if (m.event !== 'seats') return false;
  const data = JSON.parse(m.data) as { presentationId: number; changes: Array<{ seat: string; state: string }> };
  return data.presentationId === P.events && data.changes.some((c) => c.seat === seat && c.state === state);
};

describe.each(testEngines())('live seat events on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let seats: ReturnType<typeof seatCalls>;
  const open: SseClient[] = [];
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    seats = seatCalls(t.app);
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await t?.dispose();
  });

  const subscribe = async (origin: string, presentationId: number = P.events) => {
    const client = await openSse(`${origin}/api/seats/presentations/${presentationId}/events`);
    open.push(client);
    await client.next((m) => m.event === 'ready');
    return client;
  };

  it('streams a held and a released seat to an open client', async () => {
    const client = await subscribe(base);
    expect(client.status).toBe(200);
    expect(client.contentType).toContain('text/event-stream');
    expect((await seats.hold(buyerUuid(1), P.events, HALL, 2, 1)).statusCode).toBe(200);
    const held = await client.next(seatChange('21_2_1', 'locked'), 1000);
    expect(JSON.parse(held.data)).toEqual({
      presentationId: P.events,
      changes: [{ seat: '21_2_1', state: 'locked' }],
      at: SEATING_NOW.toISOString(),
    });
    expect((await seats.release(buyerUuid(1), P.events, HALL, 2, 1)).statusCode).toBe(200);
    await client.next(seatChange('21_2_1', 'released'), 1000);
  });

  it("sends only the presentation's own changes", async () => {
    const client = await subscribe(base);
    expect((await seats.hold(buyerUuid(2), P.status, HALL, 1, 1)).statusCode).toBe(200);
    expect((await seats.hold(buyerUuid(2), P.events, HALL, 8, 1)).statusCode).toBe(200);
    await client.next(seatChange('21_8_1', 'locked'), 1000);
    const seen = client.messages.filter((m) => m.event === 'seats').map((m) => JSON.parse(m.data).presentationId);
    expect(new Set(seen)).toEqual(new Set([P.events]));
  });

  it('announces seats freed by a hold expiring, which no write announces', async () => {
    const client = await subscribe(base);
    expect((await seats.hold(buyerUuid(3), P.events, HALL, 5, 2)).statusCode).toBe(200);
    await client.next(seatChange('21_5_2', 'locked'), 1000);
    t.clock.advance(601_000);
    try {
      await client.next(seatChange('21_5_2', 'released'), 3000);
    } finally {
      t.clock.set(SEATING_NOW);
    }
  });

  it('answers an unknown presentation with a JSON 404 instead of a stream', async () => {
    const res = await fetch(`${base}/api/seats/presentations/999999/events`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { error: string } }).error.error).toBe('PRESENTATION_NOT_FOUND');
  });

  it('sends heartbeats and ends open streams when the server closes', async () => {
    const second = await buildAppOnDatabase(t.database.options, { seatingTimings: { heartbeatMs: 30 } });
    const origin = await second.app.listen({ host: '127.0.0.1', port: 0 });
    const client = await subscribe(origin);
    await client.waitFor(() => client.comments.includes('heartbeat'), 2000);
    await second.close();
    await client.ended;
  });

  it.runIf(engine === 'postgres')('delivers a change made through another server instance (LISTEN/NOTIFY)', async () => {
    const other = await buildAppOnDatabase(t.database.options);
    try {
      const origin = await other.app.listen({ host: '127.0.0.1', port: 0 });
      const client = await subscribe(origin);
      expect((await seats.hold(buyerUuid(4), P.events, HALL, 3, 3)).statusCode).toBe(200);
      // The other half of the sofa travels with it.
      const message = await client.next(seatChange('21_3_3', 'locked'), 1000);
      expect(JSON.parse(message.data).changes).toEqual([
        { seat: '21_3_3', state: 'locked' },
        { seat: '21_4_3', state: 'locked' },
      ]);
      // And the other way round: a release made through the other instance reaches a client of the first.
      const first = await subscribe(base);
      expect((await seatCalls(other.app).release(buyerUuid(4), P.events, HALL, 4, 3)).statusCode).toBe(200);
      await first.next(seatChange('21_4_3', 'released'), 1000);
      await client.next(seatChange('21_4_3', 'released'), 1000);
    } finally {
      await other.close();
    }
  });
});
