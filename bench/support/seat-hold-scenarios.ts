// Load scenarios of seat holds for bench/seat-holds.ts, run by bench/support/http-load.ts in its worker thread.
import { randomUUID } from 'node:crypto';
import type { ScenarioFactory, StepContext } from './http-load';

interface SeatAt {
  presentationId: number;
  x: number;
  y: number;
}

/** A seat as the API names it (the demo's halls: read from seats-statusV2 by the benchmark). */
export interface SeatRef {
  PresentationId: number;
  VenueId: number;
  VenueSeatplanId?: number;
  VenueSectionId: number;
  XCoordinate: number;
  YCoordinate: number;
}

const benchHallSeat = (s: SeatAt): SeatRef => ({
  PresentationId: s.presentationId,
  VenueId: 1,
  VenueSeatplanId: 1,
  VenueSectionId: 1,
  XCoordinate: s.x,
  YCoordinate: s.y,
});

const seatBody = (seat: SeatRef) => JSON.stringify({ seat });

const held = (status: number, body: string) => status === 200 && body.includes('"lockedSeat"');

export interface FreeSeatsOptions {
  presentations: number[];
  rows: number;
  seatsPerRow: number;
}

/**
 * Random free seats: each pass of a connection is a new buyer (a fresh uuid) who holds a random seat of a random
 * presentation and, when the hold succeeded, releases it again, so the halls stay free and every hold is real work.
 */
export const freeSeats: ScenarioFactory = (o: FreeSeatsOptions) => {
  const random = (n: number) => Math.floor(Math.random() * n);
  return holdAndRelease(() =>
    benchHallSeat({
      presentationId: o.presentations[random(o.presentations.length)] ?? 1,
      x: 1 + random(o.seatsPerRow),
      y: 1 + random(o.rows),
    }),
  );
};

export interface ListedSeatsOptions {
  seats: SeatRef[];
}

/** As freeSeats, over a list of seats (the demo's free seats, read through the API by the benchmark). */
export const listedSeats: ScenarioFactory = (o: ListedSeatsOptions) =>
  holdAndRelease(() => o.seats[Math.floor(Math.random() * o.seats.length)] as SeatRef);

function holdAndRelease(pick: () => SeatRef): ReturnType<ScenarioFactory> {
  return {
    steps: [
      {
        label: 'hold',
        request: (c: StepContext) => {
          c.uuid = randomUUID();
          c.seat = pick();
          return { method: 'PUT', path: '/api/seats/lock-seat', headers: { uuid: c.uuid as string }, body: seatBody(c.seat as SeatRef) };
        },
        answer: (status: number, body: string, c: StepContext) => (c.held = held(status, body)) as boolean,
      },
      {
        label: 'release',
        request: (c: StepContext) =>
          c.held
            ? { method: 'PUT', path: '/api/seats/unlock-seat', headers: { uuid: c.uuid as string }, body: seatBody(c.seat as SeatRef) }
            : null,
        answer: (status: number) => status === 200,
      },
    ],
  };
}

export interface ContestedOptions {
  seats: SeatAt[];
}

/**
 * Contested seats: every request is a new buyer trying one of the same few seats, nobody releases. Reports which
 * buyers were told they hold which seat, so the bench can check there is exactly one per seat and that the
 * database agrees.
 */
export const contestedSeats: ScenarioFactory = (o: ContestedOptions) => {
  const winners: Record<string, string[]> = {};
  let next = 0;
  return {
    steps: [
      {
        label: 'hold',
        request: (c: StepContext) => {
          const seat = o.seats[next++ % o.seats.length] as SeatAt;
          c.uuid = randomUUID();
          c.seat = seat;
          return { method: 'PUT', path: '/api/seats/lock-seat', headers: { uuid: c.uuid as string }, body: seatBody(benchHallSeat(seat)) };
        },
        answer: (status: number, body: string, c: StepContext) => {
          if (!held(status, body)) return false;
          const seat = c.seat as SeatAt;
          (winners[`${seat.x}_${seat.y}`] ??= []).push(c.uuid as string);
          return true;
        },
      },
    ],
    report: () => winners,
  };
};
