/** The seat-holding steps of the ticket order flow, in the spec's index order 0 to 3 (spec 2: order flow steps). */
export const SEAT_STEPS = ['chooseSeats', 'chooseTickets', 'customerInfo', 'chooseProducts'] as const;
export type SeatStep = (typeof SEAT_STEPS)[number];

/** A presentation's lockTimer (spec 3): how long seats stay held in each step. */
export interface LockTimers {
  chooseSeatsInSeconds: number;
  chooseTicketsInSeconds: number;
  customerInfoInSeconds: number;
  chooseProductsInSeconds: number;
}

/**
 * How long after expiry a buyer may still extend (spec 4: the checkout timer can be extended after expiry). The
 * periodic cleanup keeps expired holds at least this long so the extension can find them (ADR 0007).
 */
export const HOLD_EXTENSION_GRACE_MS = 15 * 60 * 1000;

/** A hold may be extended once (spec 2: the event timer expiry dialog offers one extension). */
export const MAX_HOLD_EXTENSIONS = 1;

/** True for the name of one of the four seat-holding steps (spec 2: order flow steps 0 to 3). */
export function isSeatStep(value: string): value is SeatStep {
  return (SEAT_STEPS as readonly string[]).includes(value);
}

/** Seconds a hold lasts in a step (spec 4: each step has its own seat-lock time limit, the lockTimer values). */
export function holdSecondsFor(timers: LockTimers, step: SeatStep): number {
  switch (step) {
    case 'chooseSeats':
      return timers.chooseSeatsInSeconds;
    case 'chooseTickets':
      return timers.chooseTicketsInSeconds;
    case 'customerInfo':
      return timers.customerInfoInSeconds;
    case 'chooseProducts':
      return timers.chooseProductsInSeconds;
  }
}

/** When a hold made or renewed now in a step expires (spec 4: per-step seat-lock time limits). */
export function holdExpiry(now: Date, timers: LockTimers, step: SeatStep): Date {
  return new Date(now.getTime() + holdSecondsFor(timers, step) * 1000);
}

/** The bit of a step in a hold's granted steps: each step's timer is granted once per hold, whatever the step order (spec 2 lists two orders; ADR 0007). */
export function stepBit(step: SeatStep): number {
  return 1 << SEAT_STEPS.indexOf(step);
}

/** From the tickets step on, the whole selection must satisfy the seat rules (spec 5; ADR 0007: seat-by-seat picking is checked when the buyer leaves seat choice). */
export function leavesSeatChoice(step: SeatStep): boolean {
  return step !== 'chooseSeats';
}
