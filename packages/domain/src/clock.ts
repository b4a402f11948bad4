/** The only way domain and server code learn the time: passed in, so rules stay deterministic in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock frozen at one instant, movable by tests. */
export function fixedClock(start: Date): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = new Date(start.getTime());
  return {
    now: () => new Date(current.getTime()),
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    set(d: Date) {
      current = new Date(d.getTime());
    },
  };
}
